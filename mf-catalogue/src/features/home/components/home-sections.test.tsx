import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, usePlayerStore } from '@kora/shared';
import type { ReactElement } from 'react';
import { answerApi, article, artist, episode, inTurn, renderInPage, single, summary } from '@kora/shared/testing';
import { getCall, postCall } from '../../../test/api';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { ArtistsSection } from './artists-section';
import { AudioLists } from './audio-lists';
import { ClipsSection } from './clips-section';
import { EpisodesSection } from './episodes-section';
import { NewsSection } from './news-section';
import { PartnersSection } from './partners-section';
import { SAMPLE_ARTISTS, SAMPLE_EPISODES } from './samples';

catalogueSuite();

const renderHome = (ui: ReactElement) =>
  renderInPage(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={ui} />
        <Route path="/episode/:id" element={<p>page de l’épisode</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('artists', () => {
  it('shows 8 artists from the API in a carousel, linked by slug', async () => {
    const calls = answerApi({ '/artists': [artist] });
    renderHome(<ArtistsSection />);
    expect(await screen.findByRole('link', { name: 'Aya Diop' })).toHaveAttribute('href', '/artist/aya-diop');
    expect(calls).toContainEqual(getCall('/artists', { limit: '8' }));
    expect(screen.getByRole('region', { name: 'Artistes' })).toBeInTheDocument();
  });

  it.each([
    ['an error', new Error('down')],
    ['a 401', new ApiError(401, { message: 'Token JWT invalide ou expiré.' })],
  ])('falls back to the built-in artists on %s, with Retry', async (_, failure) => {
    answerApi({ '/artists': inTurn(failure, [artist]) });
    renderHome(<ArtistsSection />);
    expect(await screen.findByText('Impossible de charger les artistes : voici une sélection.')).toBeInTheDocument();
    for (const sample of SAMPLE_ARTISTS) expect(screen.getByRole('link', { name: sample.name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.queryByText('Malik Sy')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Aya Diop' })).toBeInTheDocument();
  });
});

describe('episodes', () => {
  it('counts a viewer before opening an episode', async () => {
    const calls = answerApi({
      '/episodes': [episode(3)],
      'POST /episodes/3/increment-viewers': { id: 3, viewers: 2301 },
    });
    renderHome(<EpisodesSection />);
    await userEvent.click(await screen.findByRole('link', { name: 'Épisode 3' }));
    expect(await screen.findByText('page de l’épisode')).toBeInTheDocument();
    expect(calls).toContainEqual(postCall('/episodes/3/increment-viewers'));
    expect(calls).toContainEqual(getCall('/episodes', { limit: '6' }));
  });

  it('still opens the episode when the count fails', async () => {
    answerApi({ '/episodes': [episode(3)], 'POST /episodes/3/increment-viewers': new Error('down') });
    renderHome(<EpisodesSection />);
    await userEvent.click(await screen.findByRole('link', { name: 'Épisode 3' }));
    expect(await screen.findByText('page de l’épisode')).toBeInTheDocument();
  });

  it('falls back to the built-in episodes on a 401, with Retry', async () => {
    answerApi({ '/episodes': new ApiError(401, { message: 'Token JWT invalide ou expiré.' }) });
    renderHome(<EpisodesSection />);
    expect(await screen.findByText('Impossible de récupérer les épisodes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    for (const sample of SAMPLE_EPISODES) expect(screen.getByRole('link', { name: sample.title })).toBeInTheDocument();
  });
});

describe('audio lists', () => {
  it('shows top singles, new singles and podcasts, 5 each, and plays a release', async () => {
    const calls = answerApi({
      '/releases/top': [summary(4, { title: 'Minuit Quarante' })],
      '/releases/new': [summary(5, { title: 'Plume' })],
      '/podcasts': [{ id: 1, title: 'Les Ondes du Soir', coverImage: null, episodesCount: 3 }],
      '/releases/4': single,
      '/releases/latest-audio': [{ ...single.tracks[0], releaseTitle: 'Minuit Quarante', releaseType: 'single' }],
      // The player records a listen each time a track starts.
      'POST /track/:id/listen': {},
    });
    renderHome(<AudioLists />);
    const top = await screen.findByRole('group', { name: 'Top singles' });
    await userEvent.click(await within(top).findByRole('button', { name: 'Écouter Minuit Quarante' }));
    expect(usePlayerStore.getState()).toMatchObject({ playing: true, track: { title: 'Minuit Quarante' } });
    expect(
      within(screen.getByRole('group', { name: 'Nouveaux singles' })).getByRole('link', { name: 'Plume' }),
    ).toBeInTheDocument();
    const podcasts = screen.getByRole('group', { name: 'Podcasts' });
    expect(within(podcasts).getByRole('link', { name: 'Les Ondes du Soir' })).toHaveAttribute('href', '/podcast/1');
    expect(within(podcasts).getByText('3 épisodes')).toBeInTheDocument();
    expect(calls).toContainEqual(getCall('/releases/top', { limit: '5', type: 'single' }));
    expect(calls).toContainEqual(getCall('/podcasts', { limit: '5' }));
    expect(usePlayerStore.getState().lastRetrieved).toMatchObject({ id: 'track:41', title: 'Minuit Quarante' });
  });

  it('offers to reload the page when a list cannot be loaded', async () => {
    answerApi({
      '/releases/top': new Error('down'),
      '/releases/new': [],
      '/podcasts': [],
      '/releases/latest-audio': [],
    });
    renderHome(<AudioLists />);
    const top = await screen.findByRole('group', { name: 'Top singles' });
    expect(await within(top).findByText('Impossible de charger cette liste.')).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});

describe('clips, news and partners', () => {
  it('says when artist 5 has no clips, and shows only an error text when they cannot be loaded', async () => {
    const calls = answerApi({ '/artists/5/videos': [] });
    renderHome(<ClipsSection />);
    expect(await screen.findByText('Aucun clip vidéo disponible.')).toBeInTheDocument();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/artists/5/videos' }));
    answerApi({ '/artists/5/videos': new Error('down') });
    renderHome(<ClipsSection />);
    expect(await screen.findByText('Impossible de charger les clips vidéo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it('shows the first 3 articles', async () => {
    const calls = answerApi({ '/articles': [article(1), article(2), article(3), article(4)] });
    renderHome(<NewsSection />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(calls).toContainEqual(getCall('/articles', { limit: '3' }));
  });

  it('shows the partners as logos linking out', async () => {
    answerApi({
      '/partners': [
        { id: 1, name: 'Radio Nova', image: 'http://api.test/uploads/partners/1.png', url: 'https://nova.fr' },
      ],
    });
    renderHome(<PartnersSection />);
    const logo = await screen.findByRole('img', { name: 'Radio Nova' });
    expect(logo.closest('a')).toHaveAttribute('href', 'https://nova.fr');
  });
});
