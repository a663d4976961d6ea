import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useFavouritesStore, useToastStore } from '@kora/shared';
import type { Favourite, FavouriteKind, UsageStatsResponse } from '@kora/shared/contracts';
import { listMyFavourites, removeFavourite, subscriptionUsage } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, inTurn, locationState, expectLocation, renderScreen, signInAs } from '@kora/shared/testing';
import { catalogueSuite } from '../testing/catalogue-suite';
import { FavouritesPage } from './favourites-page';

catalogueSuite({ library: true });

const renderPage = () => renderScreen(<FavouritesPage />, { path: '/favorites' });

describe('a visitor', () => {
  beforeEach(() => {
    useFavouritesStore
      .getState()
      .add('podcasts', { id: 1, title: 'Les Ondes du Soir', subtitle: 'Marc Ondes', coverImage: null });
    useFavouritesStore.getState().add('episodes', { id: 3, title: 'Les synthés', subtitle: 'Les Ondes du Soir' });
  });

  it('lists podcasts and episodes with their link, subtitle and type badge, and filters them', async () => {
    renderPage();
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Les Ondes du Soir' })).toHaveAttribute('href', '/podcast/1');
    expect(within(list).getByRole('link', { name: 'Les synthés' })).toHaveAttribute('href', '/episode/3');
    expect(within(list).getByText('Marc Ondes')).toBeInTheDocument();
    expect(within(list).getByText('Podcast')).toBeInTheDocument();
    expect(within(list).getByText('Épisode')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Épisodes' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Podcasts' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Les Ondes du Soir');
  });

  it('offers only the kinds a device keeps, and to sign in to keep favourites on an account', () => {
    renderPage();
    const tabs = screen.getByRole('group', { name: 'Afficher' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Tout', 'Podcasts', 'Épisodes']);
    expect(screen.getByText(/Connectez-vous pour garder vos favoris sur votre compte\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin?next=%2Ffavorites');
  });

  it('removes one item, then says when a filter is empty', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Les synthés des favoris' }));
    expect(useFavouritesStore.getState().episodes).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Épisodes' }));
    expect(screen.getByText('Aucun épisode dans vos favoris.')).toBeInTheDocument();
  });

  it('clears everything once confirmed, then says there are no favourites yet', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Tout effacer' }));
    const dialog = screen.getByRole('dialog', { name: 'Tout effacer ?' });
    expect(dialog).toHaveTextContent('2 favoris seront retirés.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Tout effacer' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tout effacer' }));
    expect(screen.getByText("Vous n'avez encore aucun favori.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(localStorage.getItem('favorites')).toBe(JSON.stringify({ podcasts: [], episodes: [] }));
  });
});

describe('a signed-in user', () => {
  beforeEach(() => signInAs('lea.martin'));

  const PATHS: Record<FavouriteKind, string> = {
    releases: 'release',
    tracks: 'release',
    artists: 'artist',
    podcasts: 'podcast',
    episodes: 'episode',
  };
  const favourite = (kind: FavouriteKind, id: number, title: string, more: Partial<Favourite> = {}): Favourite => ({
    kind,
    id,
    title,
    subtitle: null,
    cover: null,
    link: `/${PATHS[kind]}/${id}`,
    available: true,
    addedAt: '2026-11-20T10:00:00.000Z',
    ...more,
  });
  const usage = (used: number, limit: number): UsageStatsResponse => ({
    data: {
      plan: 'free',
      favorites: { used, limit },
      playlists: { used: 0, limit: 3 },
      downloads: { used: 0, limit: 0 },
      purchases: 0,
      tickets: 0,
      events: 0,
    },
  });
  const FAVOURITES = [
    favourite('releases', 2, 'Racines', { subtitle: 'Aya Diop' }),
    favourite('tracks', 21, 'Ouverture', { subtitle: 'Aya Diop', link: '/release/2' }),
    favourite('tracks', 22, 'Le fleuve', { subtitle: 'Aya Diop', link: '/release/2' }),
    favourite('artists', 5, 'Aya Diop', { link: '/artist/aya-diop' }),
    favourite('podcasts', 1, 'Les Ondes du Soir', { subtitle: 'Marc Ondes' }),
    favourite('episodes', 3, 'Les synthés', { subtitle: 'Les Ondes du Soir' }),
    favourite('tracks', 40, 'Titre retiré', { link: null, available: false }),
  ];

  /** The account's favourites as the API keeps them: a removal takes the item out, and out of the counter. */
  function answerAccount(favourites: Favourite[], limit = 50) {
    const left = () =>
      favourites.filter(
        (item) =>
          !calls.some((call) => call.method === 'DELETE' && call.path === `/me/favorites/${item.kind}/${item.id}`),
      );
    const calls = answerApi([
      answer(listMyFavourites, () => left()),
      answer(removeFavourite, undefined),
      answer(subscriptionUsage, () => usage(left().length, limit)),
    ]);
    return calls;
  }
  const deletions = (calls: { method: string; path: string }[]) =>
    calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

  it('lists the account’s favourites of every kind, with their link, subtitle, kind and the plan’s counter', async () => {
    const calls = answerAccount(FAVOURITES);
    renderPage();
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getByRole('link', { name: 'Racines' })).toHaveAttribute('href', '/release/2');
    expect(within(list).getByRole('link', { name: 'Aya Diop' })).toHaveAttribute('href', '/artist/aya-diop');
    expect(within(list).getByRole('link', { name: 'Les synthés' })).toHaveAttribute('href', '/episode/3');
    const track = within(list).getByRole('link', { name: 'Ouverture' }).closest('li') as HTMLElement;
    expect(within(track).getByText('Titre')).toBeInTheDocument();
    expect(within(track).getByText('Aya Diop')).toBeInTheDocument();
    expect(await screen.findByText('7 / 50 favoris')).toBeInTheDocument();
    expect(screen.queryByText('Connectez-vous pour garder vos favoris sur votre compte.')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/me/favorites')?.query).toEqual({});
  });

  it('greys an item that is no longer public, without a link, still removable', async () => {
    answerAccount(FAVOURITES);
    renderPage();
    const gone = (await screen.findByText('Titre retiré')).closest('li') as HTMLElement;
    expect(within(gone).queryByRole('link')).not.toBeInTheDocument();
    expect(within(gone).getByText('Indisponible')).toBeInTheDocument();
    expect(within(gone).getByRole('button', { name: 'Retirer Titre retiré des favoris' })).toBeInTheDocument();
  });

  it('filters by kind: Tout, Sorties, Titres, Artistes, Podcasts, Épisodes', async () => {
    answerAccount(FAVOURITES);
    renderPage();
    await screen.findByRole('list');
    const tabs = screen.getByRole('group', { name: 'Afficher' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Tout', 'Sorties', 'Titres', 'Artistes', 'Podcasts', 'Épisodes']);
    /** The titles the tab shows, read from each row's Retirer button. */
    const shownFor = async (tab: string) => {
      await userEvent.click(within(tabs).getByRole('button', { name: tab }));
      return screen
        .getAllByRole('button', { name: /^Retirer .+ des favoris$/ })
        .map((button) => button.getAttribute('aria-label')?.replace(/^Retirer (.+) des favoris$/, '$1'));
    };
    expect(await shownFor('Titres')).toEqual(['Ouverture', 'Le fleuve', 'Titre retiré']);
    expect(await shownFor('Sorties')).toEqual(['Racines']);
    expect(await shownFor('Artistes')).toEqual(['Aya Diop']);
    expect(await shownFor('Podcasts')).toEqual(['Les Ondes du Soir']);
    expect(await shownFor('Épisodes')).toEqual(['Les synthés']);
    expect(await shownFor('Tout')).toHaveLength(7);
  });

  it('removes one favourite from the account; the list and the counter follow', async () => {
    const calls = answerAccount(FAVOURITES);
    renderPage();
    expect(await screen.findByText('7 / 50 favoris')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer Le fleuve des favoris' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Le fleuve' })).not.toBeInTheDocument());
    expect(deletions(calls)).toEqual(['/me/favorites/tracks/22']);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(await screen.findByText('6 / 50 favoris')).toBeInTheDocument();
  });

  it('says when a removal fails, and keeps the favourite', async () => {
    answerApi([
      answer(listMyFavourites, FAVOURITES),
      answer(removeFavourite, new ApiError(500, {})),
      answer(subscriptionUsage, usage(7, 50)),
    ]);
    useToastStore.setState({ toasts: [] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer Racines des favoris' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toEqual([
        expect.objectContaining({ message: 'Impossible de retirer « Racines » de vos favoris.', kind: 'error' }),
      ]),
    );
    expect(screen.getByRole('link', { name: 'Racines' })).toBeInTheDocument();
  });

  it('clears what the tab shows once confirmed: the tracks only under Titres', async () => {
    const calls = answerAccount(FAVOURITES);
    renderPage();
    await screen.findByRole('list');
    await userEvent.click(screen.getByRole('button', { name: 'Titres' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tout effacer' }));
    const dialog = screen.getByRole('dialog', { name: 'Tout effacer ?' });
    expect(dialog).toHaveTextContent('3 favoris seront retirés.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tout effacer' }));
    expect(await screen.findByText('Aucun titre dans vos favoris.')).toBeInTheDocument();
    expect(deletions(calls).sort()).toEqual([
      '/me/favorites/tracks/21',
      '/me/favorites/tracks/22',
      '/me/favorites/tracks/40',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tout' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByText('4 / 50 favoris')).toBeInTheDocument();
  });

  it('sends nothing when the clearing is cancelled', async () => {
    const calls = answerAccount(FAVOURITES);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tout effacer' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('7 favoris seront retirés.');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(deletions(calls)).toEqual([]);
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('at the plan’s limit, says so with the way to the plans', async () => {
    answerAccount(FAVOURITES.slice(0, 3), 3);
    renderPage();
    expect(await screen.findByText('3 / 3 favoris')).toBeInTheDocument();
    expect(screen.getByText(/Vous avez atteint la limite de 3 favoris de votre forfait\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Voir les forfaits' }));
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'plan' });
  });

  it('shows an unlimited plan as such, with no limit to reach', async () => {
    answerAccount(FAVOURITES, -1);
    renderPage();
    expect(await screen.findByText('7 favoris (illimité)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Voir les forfaits' })).not.toBeInTheDocument();
  });

  it('says when there is no favourite yet, and where to find some', async () => {
    answerAccount([]);
    renderPage();
    expect(await screen.findByText("Vous n'avez encore aucun favori.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les sorties' })).toHaveAttribute('href', '/releases');
    expect(screen.queryByRole('button', { name: 'Tout effacer' })).not.toBeInTheDocument();
    expect(await screen.findByText('0 / 50 favoris')).toBeInTheDocument();
  });

  it('offers Retry when the favourites cannot be loaded', async () => {
    answerApi([
      answer(listMyFavourites, inTurn(new ApiError(500, { message: 'Panne' }), FAVOURITES)),
      answer(subscriptionUsage, usage(7, 50)),
    ]);
    renderPage();
    expect(await screen.findByText('Impossible de charger vos favoris.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'Racines' })).toBeInTheDocument();
  });
});
