import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import type { ArtistSummary } from '@kora/shared/contracts';
import { followArtist, listFollowedArtists } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, artist, clip, renderScreen, signInAs, summary } from '@kora/shared/testing';
import { getCall } from '../test/api';
import { catalogueSuite } from '../testing/catalogue-suite';
import { ArtistPage } from './artist-page';

catalogueSuite({ library: true });

const renderArtist = (idOrSlug: string) =>
  renderScreen(<ArtistPage />, { path: '/artist/:idOrSlug', at: `/artist/${idOrSlug}` });

it('shows name, real name, bios made safe, share links, clips and releases; the slug asks the API the same way', async () => {
  const calls = answerApi({
    '/artists/aya-diop': artist,
    '/artists/5/videos': [clip(1, 'http://api.test/uploads/videos/clip-1.mp4'), clip(2, null)],
    '/artists/5/releases': [summary(10, { title: 'Soleil de Noailles' }), summary(11, { title: 'Ambiance' })],
  });
  const { container } = renderArtist('aya-diop');
  expect(await screen.findByRole('heading', { level: 1, name: 'Artiste : Aya Diop' })).toBeInTheDocument();
  expect(screen.getByText('Aya Diop Koné')).toBeInTheDocument();
  expect(screen.getByText('solaire').tagName).toBe('EM');
  expect(within(screen.getByRole('region', { name: 'Biographie' })).getByText('Abidjan').tagName).toBe('STRONG');
  expect(container.querySelector('script')).toBeNull();
  expect(screen.getByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' })).toBeInTheDocument();

  const clips = screen.getByRole('region', { name: 'Clips' });
  expect(await within(clips).findByRole('button', { name: 'Lire le clip Clip 1' })).toBeInTheDocument();
  expect(within(clips).getByText('Vidéo bientôt disponible')).toBeInTheDocument();
  const releases = screen.getByRole('region', { name: 'Sorties' });
  expect(await within(releases).findByRole('link', { name: 'Soleil de Noailles' })).toHaveAttribute(
    'href',
    '/release/10',
  );
  expect(calls).toContainEqual(getCall('/artists/5/videos', { limit: '8' }));
  expect(calls).toContainEqual(getCall('/artists/5/releases', { limit: '12' }));
});

it('says when the artist does not exist', async () => {
  answerApi({ '/artists/personne': new ApiError(404, { message: 'Artiste introuvable.' }) });
  renderArtist('personne');
  expect(await screen.findByText("Cet artiste n'existe pas.")).toBeInTheDocument();
});

it('has its own messages when the clips or the releases cannot be loaded', async () => {
  answerApi({ '/artists/5': artist, '/artists/5/videos': new Error('down'), '/artists/5/releases': [] });
  renderArtist('5');
  expect(await screen.findByText("Impossible de charger les clips de l'artiste.")).toBeInTheDocument();
  expect(await screen.findByText('Aucune sortie pour le moment.')).toBeInTheDocument();
});

it('shows the follower count with the follow button; the releases are cards, without track rows', async () => {
  answerApi({ '/artists/5': artist, '/artists/5/videos': [], '/artists/5/releases': [summary(10)] });
  renderArtist('5');
  expect(await screen.findByText('89,4 k abonnés')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false');
  const releases = screen.getByRole('region', { name: 'Sorties' });
  expect(await within(releases).findAllByRole('article')).toHaveLength(1);
  expect(within(releases).queryByRole('button', { name: /^J’aime/ })).not.toBeInTheDocument();
});

it('a follow shows at once in the button and in the artist’s count', async () => {
  signInAs('lea.martin');
  let followed: ArtistSummary[] = [];
  const calls = answerApi([
    answer(listFollowedArtists, () => followed),
    answer(followArtist, () => {
      followed = [artist];
      return { kind: 'artists' as const, id: 5, favourite: true, usage: { used: 1, limit: 50 } };
    }),
  ]);
  answerApi({
    '/artists/5': () => ({ ...artist, followers: 12 + followed.length }),
    '/artists/5/videos': [],
    '/artists/5/releases': [],
  });
  renderArtist('5');
  expect(await screen.findByText('12 abonnés')).toBeInTheDocument();
  const follow = screen.getByRole('button', { name: 'Suivre' });
  await waitFor(() => expect(follow).not.toHaveAttribute('aria-busy'));
  await userEvent.click(follow);
  expect(await screen.findByRole('button', { name: 'Abonné·e' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByText('13 abonnés')).toBeInTheDocument();
  expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/me/following/artists/5' }));
});
