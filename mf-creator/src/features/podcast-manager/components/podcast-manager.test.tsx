import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  answerApi,
  expectLocation,
  inTurn,
  loadTexts,
  resetKernel,
  signInAs,
  startApiServer,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { aCreatorPodcast } from '../../../common/podcasts/testing/creator-podcasts';
import { renderManager } from '../testing/render-manager';

startApiServer();
beforeAll(() => loadTexts('creator', translations));
beforeEach(() => {
  resetKernel();
  signInAs('marc.ondes');
});

const ondes = aCreatorPodcast(3, {
  title: 'Les Ondes du Soir',
  status: 'draft',
  episodesCount: 3,
  updatedAt: '2026-03-12T09:00:00.000Z',
});
const voix = aCreatorPodcast(7, {
  title: "Voix d'ailleurs",
  status: 'published',
  episodesCount: 1,
  updatedAt: '2026-02-01T09:00:00.000Z',
  coverImage: null,
  coverImageUrl: null,
});
const direct = aCreatorPodcast(9, {
  title: 'Direct du vendredi',
  status: 'live',
  episodesCount: 12,
  updatedAt: '2026-01-20T09:00:00.000Z',
});

const card = (title: string) => screen.getByRole('button', { name: title });

it('lists the podcasts with their cover, episodes, last update and status, and a way to create one', async () => {
  const calls = answerApi({ '/podcast-creator/my-podcasts': { podcasts: [ondes, voix, direct] } });
  renderManager();
  expect(await screen.findByRole('button', { name: 'Les Ondes du Soir' })).toHaveAccessibleDescription(
    '3 épisodes Mis à jour le 12 mars 2026 Brouillon',
  );
  expect(card("Voix d'ailleurs")).toHaveAccessibleDescription('1 épisode Mis à jour le 1 février 2026 Publié');
  expect(card('Direct du vendredi')).toHaveAccessibleDescription('12 épisodes Mis à jour le 20 janvier 2026 En direct');
  // Each button's name is the text it shows.
  expect(card('Les Ondes du Soir')).toHaveTextContent(/^Les Ondes du Soir$/);
  const covers = screen.getAllByRole('presentation');
  expect(covers.map((cover) => cover.getAttribute('src'))).toEqual([
    'http://api.test/uploads/images/podcast-3.png',
    '/img/covers/cover.svg',
    'http://api.test/uploads/images/podcast-9.png',
  ]);
  expect(screen.getByRole('link', { name: 'Créer un podcast' })).toHaveAttribute('href', '/podcast-creator/create');
  expect(
    screen.getByText('Choisissez un podcast pour le modifier, le publier et gérer ses épisodes.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2, name: 'Les Ondes du Soir' })).not.toBeInTheDocument();
  expect(calls).toHaveLength(1);
});

it('shows the chosen podcast in detail at its own address, the focus on its title', async () => {
  answerApi({
    '/podcast-creator/my-podcasts': { podcasts: [ondes, voix] },
    '/podcast-creator/podcast/:id/episodes': { podcast: ondes, episodes: [] },
  });
  renderManager();
  await userEvent.click(await screen.findByRole('button', { name: 'Les Ondes du Soir' }));
  await expectLocation('/podcast-creator/manage/3');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gérer le podcast');
  const title = screen.getByRole('heading', { level: 2, name: 'Les Ondes du Soir' });
  expect(title).toHaveFocus();
  expect(card('Les Ondes du Soir')).toHaveAttribute('aria-current', 'true');
  expect(card("Voix d'ailleurs")).not.toHaveAttribute('aria-current');
  const detail = screen.getByRole('region', { name: 'Les Ondes du Soir' });
  expect(within(detail).getByRole('textbox', { name: 'Titre' })).toHaveValue('Les Ondes du Soir');
  expect(within(detail).getByRole('link', { name: 'Nouvel épisode' })).toHaveAttribute(
    'href',
    '/podcast-creator/episode/3',
  );
  expect(await within(detail).findByText("Ce podcast n'a pas encore d'épisode.")).toBeInTheDocument();
});

it('opens on the podcast its address names, without taking the focus', async () => {
  const calls = answerApi({
    '/podcast-creator/my-podcasts': { podcasts: [ondes, voix] },
    '/podcast-creator/podcast/:id/episodes': { podcast: voix, episodes: [] },
  });
  renderManager('/podcast-creator/manage/7');
  const title = await screen.findByRole('heading', { level: 2, name: "Voix d'ailleurs" });
  expect(title).not.toHaveFocus();
  expect(card("Voix d'ailleurs")).toHaveAttribute('aria-current', 'true');
  await userEvent.click(card('Les Ondes du Soir'));
  await expectLocation('/podcast-creator/manage/3');
  expect(await screen.findByRole('heading', { level: 2, name: 'Les Ondes du Soir' })).toHaveFocus();
  expect(calls.map((call) => call.path)).toContain('/podcast-creator/podcast/7/episodes');
});

it("says 'Podcast non trouvé' for an address naming none of the creator's podcasts", async () => {
  answerApi({ '/podcast-creator/my-podcasts': { podcasts: [ondes] } });
  renderManager('/podcast-creator/manage/42');
  expect(await screen.findByRole('alert')).toHaveTextContent('Podcast non trouvé');
  expect(card('Les Ondes du Soir')).toBeInTheDocument();
});

it('offers to create a first podcast when there is none', async () => {
  answerApi({ '/podcast-creator/my-podcasts': { podcasts: [] } });
  renderManager();
  expect(await screen.findByText("Vous n'avez pas encore créé de podcast.")).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Créer un podcast' })).toHaveLength(2);
});

it("says 'Erreur lors du chargement des podcasts' with Retry", async () => {
  answerApi({
    '/podcast-creator/my-podcasts': inTurn(new ApiError(500, null, 'Internal Server Error'), { podcasts: [ondes] }),
  });
  renderManager();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors du chargement des podcasts');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('button', { name: 'Les Ondes du Soir' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says access is refused to an account without creator permission, with nothing to retry', async () => {
  answerApi({
    '/podcast-creator/my-podcasts': new ApiError(403, {
      message: "Accès refusé. Vous n'avez pas les permissions nécessaires.",
    }),
  });
  renderManager();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Accès refusé. Vous n'avez pas les permissions nécessaires.",
  );
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
});
