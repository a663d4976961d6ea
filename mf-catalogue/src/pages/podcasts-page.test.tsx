import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import { addFavourite, listMyFavourites } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, episode, inTurn, podcast, renderScreen, signInAs } from '@kora/shared/testing';
import { getCall } from '../test/api';
import { catalogueSuite } from '../testing/catalogue-suite';
import { PodcastsPage } from './podcasts-page';
import { PodcastPage } from './podcast-page';

catalogueSuite({ library: true });

describe('/podcasts', () => {
  it('shows the episode grid with descriptions cut at 100 characters and viewers in the locale’s compact format', async () => {
    const long = 'a'.repeat(60) + ' ' + 'b'.repeat(60);
    answerApi({
      '/episodes': [episode(1, { description: long }), episode(2, { viewers: 640, isLive: true, status: 'live' })],
    });
    renderScreen(<PodcastsPage />, { path: '/podcasts' });
    expect(await screen.findByRole('link', { name: 'Épisode 1' })).toHaveAttribute('href', '/episode/1');
    const cut = screen.getByText(/^a{60} b+…$/);
    expect(cut.textContent).toHaveLength(101);
    expect(screen.getByText('2,3 k auditeurs')).toBeInTheDocument();
    expect(screen.getByText('640 auditeurs')).toBeInTheDocument();
    expect(screen.getByText('En direct', { selector: '.kora-cat-badge' })).toBeInTheDocument();
    expect(screen.getAllByText('12:05')).toHaveLength(2);
  });

  it('asks the API for each filter and for the search', async () => {
    const calls = answerApi({ '/episodes': [episode(1)] });
    renderScreen(<PodcastsPage />, { path: '/podcasts' });
    await screen.findByRole('link', { name: 'Épisode 1' });
    expect(calls.at(-1)).toEqual(getCall('/episodes', { sort: 'live-first', offset: '0', limit: '13' }));
    await userEvent.click(screen.getByRole('button', { name: 'Populaires' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual(getCall('/episodes', { popular: 'true', offset: '0', limit: '13' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'En direct' }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual(getCall('/episodes', { status: 'live', offset: '0', limit: '13' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Plus récents' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un épisode' }), 'synthé');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual(
        getCall('/episodes', { sort: 'newest', offset: '0', limit: '13', search: 'synthé' }),
      ),
    );
  });

  it('says when nothing matches, and shows the spec error with Retry', async () => {
    answerApi({ '/episodes': inTurn(new Error('down'), []) });
    renderScreen(<PodcastsPage />, { path: '/podcasts' });
    expect(await screen.findByText('Impossible de récupérer les épisodes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun épisode trouvé.')).toBeInTheDocument();
  });
});

describe('/podcast/{id}', () => {
  const onAir = podcast([episode(1), episode(2), episode(3)]);

  it('has a header with episode count and total views, a favourite button and the episode grid', async () => {
    answerApi({ '/podcasts/1': onAir });
    renderScreen(<PodcastPage />, { path: '/podcast/:id', at: '/podcast/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Podcast : Les Ondes du Soir' })).toBeInTheDocument();
    expect(screen.getByText('3 épisodes')).toBeInTheDocument();
    expect(screen.getByText('4,8 k écoutes au total')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(screen.getByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a signed-in listener’s favourite podcast on the account, which notifies its new episodes', async () => {
    signInAs('lea.martin');
    const calls = answerApi([
      answer(listMyFavourites, []),
      answer(addFavourite, { kind: 'podcasts', id: 1, favourite: true, usage: { used: 1, limit: 50 } }),
    ]);
    answerApi({ '/podcasts/1': onAir });
    renderScreen(<PodcastPage />, { path: '/podcast/:id', at: '/podcast/1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/me/favorites/podcasts/1' })),
    );
    expect(calls.find((call) => call.path === '/me/favorites')?.query).toEqual({ kind: 'podcasts' });
  });

  it('links its RSS feed for podcast apps, copies the address, and says when it could not', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answerApi({ '/podcasts/1': onAir });
    renderScreen(<PodcastPage />, { path: '/podcast/:id', at: '/podcast/1' });
    const feed = await screen.findByRole('region', { name: 'Flux RSS' });
    const address = 'http://localhost:4000/api/podcasts/1/feed.xml';
    expect(within(feed).getByRole('link', { name: address })).toHaveAttribute('href', address);
    expect(feed).toHaveTextContent('Suivez ce podcast dans votre application de podcasts');

    await userEvent.click(within(feed).getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(address);
    await waitFor(() => expect(within(feed).getByRole('status')).toHaveTextContent('Lien copié !'));
    await userEvent.click(within(feed).getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(within(feed).getByRole('status')).toHaveTextContent('Impossible de copier le lien.'));
  });

  it('offers no feed for a podcast that is still a draft', async () => {
    answerApi({ '/podcasts/1': { ...onAir, status: 'draft' } });
    renderScreen(<PodcastPage />, { path: '/podcast/:id', at: '/podcast/1' });
    await screen.findByRole('heading', { level: 1, name: 'Podcast : Les Ondes du Soir' });
    expect(screen.queryByRole('region', { name: 'Flux RSS' })).not.toBeInTheDocument();
  });

  it("says 'Podcast non trouvé'", async () => {
    answerApi({ '/podcasts/9': new ApiError(404, { message: 'Podcast non trouvé' }) });
    renderScreen(<PodcastPage />, { path: '/podcast/:id', at: '/podcast/9' });
    expect(await screen.findByText('Podcast non trouvé')).toBeInTheDocument();
  });
});
