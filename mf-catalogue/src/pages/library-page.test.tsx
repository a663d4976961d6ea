import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, usePlayerStore } from '@kora/shared';
import type { Favourite, PlaylistSummary } from '@kora/shared/contracts';
import {
  createPlaylist,
  deletePlaylist,
  listFollowedArtists,
  listLikedTracks,
  listMyFavourites,
  listMyPlaylists,
  recordTrackListen,
  updatePlaylist,
} from '@kora/shared/contracts/endpoints';
import { clearOfflineCopies } from '@kora/shared/offline';
import {
  anOfflineFile,
  anOfflinePackage,
  answer,
  answerApi,
  artist,
  expectLocation,
  fakeOfflineDevice,
  inTurn,
  later,
  loadTexts,
  locationState,
  offlineRightsOf,
  renderScreen,
  resetKernel,
  saveOffline,
  signInAs,
  startApiServer,
  track,
  UNREACHABLE,
  type AnswerRow,
} from '@kora/shared/testing';
import { aPlaylist } from '../features/playlists/test/playlists';
import { libraryTranslations, translations } from '../locales';
import { LibraryPage } from './library-page';

startApiServer();
beforeAll(() => loadTexts('catalogue', translations));
beforeAll(() => loadTexts('catalogue-library', libraryTranslations));
fakeOfflineDevice();
beforeEach(async () => {
  resetKernel();
  signInAs('lea.martin');
  await clearOfflineCopies();
});

const renderLibrary = () => renderScreen(<LibraryPage />, { path: '/library' });
const section = (name: string) => screen.getByRole('region', { name });

const favourite = (
  kind: Favourite['kind'],
  id: number,
  title: string,
  overrides: Partial<Favourite> = {},
): Favourite => ({
  kind,
  id,
  title,
  subtitle: null,
  cover: null,
  link: `/${kind.slice(0, -1)}/${id}`,
  available: true,
  addedAt: '2026-05-02T10:00:00.000Z',
  ...overrides,
});

const soiree = aPlaylist(1, { name: 'Soirée', itemCount: 3, public: true, covers: ['http://api.test/a.png'] });
const route = aPlaylist(2, { name: 'Route', itemCount: 1 });
const liked = [track(41, 1, { title: 'Minuit Quarante', releaseId: 4 }), track(42, 2, { title: 'Le fleuve' })];
const favourites = [
  favourite('releases', 2, 'Racines', { link: '/release/2', subtitle: 'Nadia Kane' }),
  favourite('podcasts', 3, 'Ondes courtes', { link: '/podcast/3' }),
  favourite('episodes', 8, 'Épisode retiré', { link: null, available: false }),
];

/** Every section answered; a row given replaces its section's answer. */
const library = (...rows: AnswerRow[]) =>
  answerApi([
    ...rows,
    answer(listMyPlaylists, [soiree, route]),
    answer(listLikedTracks, liked),
    answer(listMyFavourites, favourites),
    answer(listFollowedArtists, [artist]),
    answer(recordTrackListen, { trackId: 41, releaseId: 4, trackListens: 1, releaseListens: 1 }),
  ]);

it('shows the playlists, liked tracks, favourites by kind and followed artists', async () => {
  library();
  renderLibrary();
  expect(screen.getByRole('heading', { level: 1, name: 'Bibliothèque' })).toBeInTheDocument();

  const playlists = section('Mes playlists');
  const cards = await within(playlists).findAllByRole('article');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]).getByRole('link', { name: 'Soirée' })).toHaveAttribute('href', '/playlist/1');
  expect(cards[0]).toHaveTextContent('3 titres · Publique');
  expect(cards[1]).toHaveTextContent('1 titre · Privée');
  expect(within(cards[0]).getByRole('button', { name: 'Renommer « Soirée »' })).toBeInTheDocument();
  expect(within(cards[0]).getByRole('button', { name: 'Supprimer « Soirée »' })).toBeInTheDocument();

  const likedTracks = section('Titres likés');
  const rows = await within(likedTracks).findAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]).getByRole('link', { name: 'Minuit Quarante' })).toHaveAttribute('href', '/release/4');
  expect(within(rows[0]).getByRole('button', { name: 'J’aime « Minuit Quarante »' })).toBeInTheDocument();
  expect(
    within(rows[0]).getByRole('button', { name: 'Ajouter « Minuit Quarante » à une playlist' }),
  ).toBeInTheDocument();

  const favouritesSection = section('Favoris');
  expect(await within(favouritesSection).findByRole('heading', { name: 'Sorties (1)' })).toBeInTheDocument();
  expect(within(favouritesSection).getByRole('heading', { name: 'Podcasts (1)' })).toBeInTheDocument();
  expect(within(favouritesSection).getByRole('heading', { name: 'Épisodes (1)' })).toBeInTheDocument();
  expect(within(favouritesSection).queryByRole('heading', { name: /^Artistes/ })).not.toBeInTheDocument();
  expect(within(favouritesSection).getByRole('link', { name: 'Racines' })).toHaveAttribute('href', '/release/2');
  expect(within(favouritesSection).queryByRole('link', { name: 'Épisode retiré' })).not.toBeInTheDocument();
  expect(within(favouritesSection).getByText('Épisode retiré').closest('li')).toHaveTextContent('Indisponible');
  expect(within(favouritesSection).getByRole('link', { name: 'Voir tous les favoris' })).toHaveAttribute(
    'href',
    '/favorites',
  );

  const following = section('Artistes suivis');
  expect(await within(following).findByRole('link', { name: 'Aya Diop' })).toHaveAttribute('href', '/artist/aya-diop');
});

it('plays the liked tracks from the first, or from the one chosen', async () => {
  library();
  renderLibrary();
  const likedTracks = section('Titres likés');
  await userEvent.click(await within(likedTracks).findByRole('button', { name: 'Tout lire' }));
  expect(usePlayerStore.getState().playlist.map((item) => item.title)).toEqual(['Minuit Quarante', 'Le fleuve']);
  expect(usePlayerStore.getState().track?.title).toBe('Minuit Quarante');
  await userEvent.click(within(likedTracks).getByRole('button', { name: 'Écouter Le fleuve' }));
  expect(usePlayerStore.getState()).toMatchObject({ playing: true, index: 1, track: { id: 'track:42' } });
});

it('shows each section loading, then empty with a hint', async () => {
  const held = later<never[]>();
  answerApi([
    answer(listMyPlaylists, () => held.answer()),
    answer(listLikedTracks, () => held.answer()),
    answer(listMyFavourites, () => held.answer()),
    answer(listFollowedArtists, () => held.answer()),
  ]);
  renderLibrary();
  for (const name of ['Mes playlists', 'Titres likés', 'Favoris', 'Artistes suivis']) {
    const states = within(section(name)).getAllByRole('status');
    expect(states.filter((state) => /Chargement/.test(state.textContent ?? ''))).toHaveLength(1);
  }
  held.give([]);
  expect(await within(section('Mes playlists')).findByText("Aucune playlist pour l'instant.")).toBeInTheDocument();
  expect(section('Mes playlists')).toHaveTextContent('Créez-en une, puis ajoutez-y des titres');
  expect(await within(section('Titres likés')).findByText('Aucun titre liké.')).toBeInTheDocument();
  expect(within(section('Titres likés')).queryByRole('button', { name: 'Tout lire' })).not.toBeInTheDocument();
  expect(await within(section('Favoris')).findByText('Aucun favori.')).toBeInTheDocument();
  const following = section('Artistes suivis');
  expect(await within(following).findByText('Vous ne suivez aucun artiste.')).toBeInTheDocument();
  expect(within(following).getByRole('link', { name: 'Découvrir des artistes' })).toHaveAttribute('href', '/artists');
});

it('says which section could not be read and reads it again on Retry', async () => {
  const down = new Error('down');
  answerApi([
    answer(listMyPlaylists, inTurn(down, [soiree])),
    answer(listLikedTracks, inTurn(down, liked)),
    answer(listMyFavourites, inTurn(down, favourites)),
    answer(listFollowedArtists, inTurn(down, [artist])),
  ]);
  renderLibrary();
  const failures = [
    ['Mes playlists', 'Impossible de charger vos playlists.', 'link', 'Soirée'],
    ['Titres likés', 'Impossible de charger vos titres likés.', 'link', 'Minuit Quarante'],
    ['Favoris', 'Impossible de charger vos favoris.', 'link', 'Racines'],
    ['Artistes suivis', 'Impossible de charger les artistes suivis.', 'link', 'Aya Diop'],
  ] as const;
  for (const [name, text, role, shown] of failures) {
    const place = section(name);
    expect(await within(place).findByRole('alert')).toHaveTextContent(text);
    await userEvent.click(within(place).getByRole('button', { name: 'Réessayer' }));
    expect(await within(place).findByRole(role, { name: shown })).toBeInTheDocument();
  }
});

it('shows what this device saved first, from the device alone, when the network is gone', async () => {
  const racines = anOfflinePackage('release', 2, [anOfflineFile(21, { title: 'Ouverture', cover: null })], {
    title: 'Racines',
    cover: null,
  });
  await saveOffline(racines, offlineRightsOf('lea.martin', 'starter'));
  answerApi([
    answer(listMyPlaylists, UNREACHABLE),
    answer(listLikedTracks, UNREACHABLE),
    answer(listMyFavourites, UNREACHABLE),
    answer(listFollowedArtists, UNREACHABLE),
  ]);

  renderLibrary();
  expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Hors ligne');
  expect(await within(section('Mes playlists')).findByRole('alert')).toBeInTheDocument();
  const offline = section('Hors ligne');
  expect(within(offline).getByRole('link', { name: 'Racines' })).toBeInTheDocument();
  expect(within(offline).getByRole('button', { name: 'Lire « Racines »' })).toBeEnabled();
});

describe('my playlists', () => {
  it('creates a playlist: the list is read again and shows it', async () => {
    let mine: PlaylistSummary[] = [route];
    const created = aPlaylist(5, { name: 'Trajets', description: 'Pour la route' });
    const calls = library(
      answer(listMyPlaylists, () => mine),
      answer(createPlaylist, () => {
        mine = [created, ...mine];
        return created;
      }),
    );
    renderLibrary();
    const playlists = section('Mes playlists');
    await within(playlists).findByRole('link', { name: 'Route' });
    await userEvent.click(within(playlists).getByRole('button', { name: 'Nouvelle playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle playlist' });
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveFocus();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), '  Trajets ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Pour la route');
    expect(within(dialog).getByRole('checkbox', { name: 'Publique' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));

    expect(await within(playlists).findByRole('link', { name: 'Trajets' })).toHaveAttribute('href', '/playlist/5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(playlists).getByRole('status')).toHaveTextContent('Playlist « Trajets » créée.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/playlists',
        body: { name: 'Trajets', description: 'Pour la route', public: false },
      }),
    ]);
  });

  it("past the plan's limit: the server's message with 'Voir les forfaits', the dialog kept open", async () => {
    const message = 'Vous avez atteint la limite de 3 playlists de votre forfait.';
    library(answer(createPlaylist, new ApiError(403, { message, error: 'Forbidden' })));
    renderLibrary();
    const playlists = section('Mes playlists');
    await within(playlists).findByRole('link', { name: 'Soirée' });
    await userEvent.click(within(playlists).getByRole('button', { name: 'Nouvelle playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle playlist' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Quatrième');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveValue('Quatrième');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Voir les forfaits' }));
    await expectLocation('/profile');
    expect(locationState()).toEqual({ tab: 'plan' });
  });

  it('renames a playlist from its card', async () => {
    let mine = [soiree, route];
    const calls = library(
      answer(listMyPlaylists, () => mine),
      answer(updatePlaylist, (_query, body) => {
        const renamed = { ...soiree, ...body, name: body.name ?? soiree.name };
        mine = [renamed, route];
        return renamed;
      }),
    );
    renderLibrary();
    const playlists = section('Mes playlists');
    await userEvent.click(await within(playlists).findByRole('button', { name: 'Renommer « Soirée »' }));
    const dialog = screen.getByRole('dialog', { name: 'Renommer la playlist' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    expect(name).toHaveValue('Soirée');
    await userEvent.clear(name);
    await userEvent.type(name, 'Soirée d’été');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(playlists).findByRole('link', { name: 'Soirée d’été' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/playlists/1',
      body: { name: 'Soirée d’été', description: null },
    });
  });

  it('deletes a playlist from its card after a confirmation', async () => {
    let mine = [soiree, route];
    const calls = library(
      answer(listMyPlaylists, () => mine),
      answer(deletePlaylist, () => {
        mine = [route];
        return undefined;
      }),
    );
    renderLibrary();
    const playlists = section('Mes playlists');
    await userEvent.click(await within(playlists).findByRole('button', { name: 'Supprimer « Soirée »' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer « Soirée » ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await userEvent.click(within(playlists).getByRole('button', { name: 'Supprimer « Soirée »' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Supprimer « Soirée » ?' })).getByRole('button', { name: 'Supprimer' }),
    );
    await waitFor(() => expect(within(playlists).queryByRole('link', { name: 'Soirée' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(playlists).getByRole('status')).toHaveTextContent('Playlist « Soirée » supprimée.');
    expect(within(playlists).getByRole('button', { name: 'Nouvelle playlist' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: '/playlists/1' }),
    ]);
  });
});
