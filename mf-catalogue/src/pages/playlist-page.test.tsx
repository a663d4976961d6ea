import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, usePlayerStore } from '@kora/shared';
import type { PlaylistDetail, PlaylistItem } from '@kora/shared/contracts';
import {
  deletePlaylist,
  getPlaylist,
  recordTrackListen,
  removePlaylistItems,
  reorderPlaylistItems,
  updatePlaylist,
} from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  expectLocation,
  inTurn,
  renderScreen,
  signInAs,
  UNREACHABLE,
  type AnswerRow,
} from '@kora/shared/testing';
import { aPlaylistDetail, anItem } from '../features/playlists/test/playlists';
import { catalogueSuite } from '../testing/catalogue-suite';
import { PlaylistPage } from './playlist-page';

catalogueSuite({ library: true });

const renderPlaylist = (id = 5) => renderScreen(<PlaylistPage />, { path: '/playlist/:id', at: `/playlist/${id}` });

const aube = anItem(1, 0, { title: 'Aube' });
const midi = anItem(2, 1, { title: 'Midi', subtitle: 'Aya Diop' });
const crepuscule = anItem(3, 2, { title: 'Crépuscule', available: false, audioUrl: null, link: null });
const episode = anItem(4, 3, { kind: 'episode', title: 'Épisode 4', subtitle: 'Ondes courtes', link: '/episode/4' });
const ITEMS = [aube, midi, crepuscule, episode];
const listens = answer(recordTrackListen, { trackId: 1, releaseId: 10, trackListens: 1, releaseListens: 1 });

const publicPlaylist = (overrides: Partial<PlaylistDetail> = {}) =>
  aPlaylistDetail(5, ITEMS, {
    name: 'Ma playlist',
    description: 'Du matin au soir.',
    public: true,
    owned: false,
    ...overrides,
  });

/**
 * The API's side of one playlist owned by the reader: reorders and removals apply to its rows when sent
 * with its current snapshot id (412 otherwise), every change giving a new one.
 */
function ownedPlaylist(items: PlaylistItem[] = ITEMS, overrides: Partial<PlaylistDetail> = {}) {
  const state = { items: [...items], version: 1, public: false, name: 'Ma playlist' };
  const snapshotId = () => `snap-5-${state.version}`;
  const changed = () => {
    state.version += 1;
    return { snapshotId: snapshotId() };
  };
  const stale = () =>
    new ApiError(412, { message: 'La playlist a changé.', error: 'Precondition Failed', snapshotId: snapshotId() });
  const rows: AnswerRow[] = [
    answer(
      getPlaylist,
      () =>
        aPlaylistDetail(5, state.items, {
          name: state.name,
          public: state.public,
          snapshotId: snapshotId(),
          owned: true,
          ...overrides,
        }),
      { id: 5 },
    ),
    answer(reorderPlaylistItems, (_query, body) => {
      if (body.snapshotId !== snapshotId()) return stale();
      const [moved] = state.items.splice(body.rangeStart, 1);
      state.items.splice(body.insertBefore > body.rangeStart ? body.insertBefore - 1 : body.insertBefore, 0, moved);
      return changed();
    }),
    answer(removePlaylistItems, (_query, body) => {
      if (body.snapshotId !== snapshotId()) return stale();
      for (const { position } of body.items) state.items.splice(position ?? -1, 1);
      return changed();
    }),
    answer(updatePlaylist, (_query, body) => {
      state.public = body.public ?? state.public;
      state.name = body.name ?? state.name;
      return aPlaylistDetail(5, state.items, { name: state.name, public: state.public, snapshotId: snapshotId() });
    }),
    answer(deletePlaylist, undefined),
    listens,
  ];
  return { rows, state };
}

const rowTitles = () =>
  within(screen.getByRole('region', { name: 'Titres' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.kora-item-text__title')?.textContent);
const announcement = () =>
  within(screen.getByRole('region', { name: 'Titres' }))
    .getAllByRole('status')
    .map((region) => region.textContent?.trim())
    .join('');

describe('a public playlist, for anyone', () => {
  it('shows its name, description, owner, count, total duration and rows; nothing to edit', async () => {
    answerApi([answer(getPlaylist, publicPlaylist(), { id: 5 }), listens]);
    renderPlaylist();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma playlist' })).toBeInTheDocument();
    expect(document.title).toBe('Ma playlist · Kora');
    expect(screen.getByText('Du matin au soir.')).toBeInTheDocument();
    expect(screen.getByText('Par lea.martin')).toBeInTheDocument();
    expect(screen.getByText('4 titres')).toBeInTheDocument();
    expect(screen.getByText(/Durée totale/).parentElement).toHaveTextContent('Durée totale 12:00');

    expect(rowTitles()).toEqual(['Aube', 'Midi', 'Crépuscule', 'Épisode 4']);
    expect(screen.getByRole('link', { name: 'Aube' })).toHaveAttribute('href', '/release/10');
    expect(screen.getByRole('link', { name: 'Épisode 4' })).toHaveAttribute('href', '/episode/4');
    const rows = within(screen.getByRole('region', { name: 'Titres' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Aya Diop');
    expect(rows[1]).toHaveTextContent('3:00');

    expect(screen.getByRole('button', { name: 'Lecture' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Aléatoire' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Partager' })).toBeInTheDocument();
    for (const name of [/^Monter/, /^Descendre/, /^Retirer/, 'Renommer', 'Supprimer la playlist']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox', { name: 'Publique' })).not.toBeInTheDocument();
  });

  it('offers a signed-in listener to listen to it offline', async () => {
    signInAs('lea.martin');
    answerApi([answer(getPlaylist, publicPlaylist(), { id: 5 }), listens]);
    renderPlaylist();
    expect(await screen.findByRole('button', { name: 'Écouter « Ma playlist » hors ligne' })).toBeInTheDocument();
  });

  it('greys an unavailable row, says so, and never plays it', async () => {
    answerApi([answer(getPlaylist, publicPlaylist(), { id: 5 }), listens]);
    renderPlaylist();
    const row = (await screen.findByText('Crépuscule')).closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Indisponible');
    expect(row).toHaveClass('kora-playlist-row--unavailable');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Écouter Crépuscule' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Lecture' }));
    expect(usePlayerStore.getState().playlist.map((item) => item.title)).not.toContain('Crépuscule');
  });

  it('Lecture loads the playable rows as the player’s playlist, in order, and plays the first', async () => {
    answerApi([answer(getPlaylist, publicPlaylist(), { id: 5 }), listens]);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Lecture' }));
    const player = usePlayerStore.getState();
    expect(player.playlist.map((item) => item.id)).toEqual(['track:1', 'track:2', 'episode:4']);
    expect(player.playlist[0]).toMatchObject({ title: 'Aube', artist: 'Nadia Kane', releaseId: 10 });
    expect(player).toMatchObject({ playing: true, index: 0, track: { id: 'track:1' } });
    expect(await screen.findByRole('button', { name: 'Mettre en pause Aube' })).toBeInTheDocument();

    // The player moves on to the next row at the end of one.
    act(() => usePlayerStore.getState().trackEnded());
    expect(usePlayerStore.getState().track?.id).toBe('track:2');
  });

  it('Aléatoire loads the same rows shuffled', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    answerApi([answer(getPlaylist, publicPlaylist(), { id: 5 }), listens]);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Aléatoire' }));
    expect(usePlayerStore.getState().playlist.map((item) => item.id)).toEqual(['track:2', 'episode:4', 'track:1']);
    expect(usePlayerStore.getState().playing).toBe(true);
    jest.restoreAllMocks();
  });

  it('plays from a chosen row, the others around it in the queue', async () => {
    answerApi([answer(getPlaylist, publicPlaylist(), { id: 5 }), listens]);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Écouter Épisode 4' }));
    expect(usePlayerStore.getState()).toMatchObject({ index: 2, playing: true, track: { id: 'episode:4' } });
    expect(usePlayerStore.getState().playlist).toHaveLength(3);
  });

  it('cannot be played when none of its rows can', async () => {
    answerApi([answer(getPlaylist, publicPlaylist({ items: [crepuscule] }), { id: 5 })]);
    renderPlaylist();
    expect(await screen.findByRole('button', { name: 'Lecture' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aléatoire' })).toBeDisabled();
    expect(screen.getByText('Aucun titre de cette playlist ne peut être écouté.')).toBeInTheDocument();
  });

  it('shares its absolute address in a read-only field, with the copy and share buttons', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const user = userEvent;
    answerApi([answer(getPlaylist, publicPlaylist(), { id: 5 })]);
    renderPlaylist();
    const share = await screen.findByRole('button', { name: 'Partager' });
    expect(share).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Lien de partage' })).not.toBeInTheDocument();
    await user.click(share);
    expect(share).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('textbox', { name: 'Lien de partage' });
    expect(link).toHaveValue(`${window.location.origin}/playlist/5`);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`${window.location.origin}/playlist/5`)),
    );
    expect(screen.getByRole('link', { name: 'Partager sur VK (nouvel onglet)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/playlist/5`);
    expect(await screen.findByText('Lien copié !')).toBeInTheDocument();
  });
});

it('says "Playlist introuvable." for a private playlist of someone else or a missing one', async () => {
  answerApi([answer(getPlaylist, new ApiError(404, { message: 'Playlist introuvable', error: 'Not Found' }))]);
  renderPlaylist(6);
  expect(await screen.findByText('Playlist introuvable.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Playlist' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
});

it('offers Retry when the playlist cannot be read', async () => {
  answerApi([answer(getPlaylist, inTurn(UNREACHABLE, publicPlaylist()), { id: 5 })]);
  renderPlaylist();
  expect(await screen.findByText('Impossible de charger cette playlist.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Ma playlist' })).toBeInTheDocument();
});

describe('its owner', () => {
  beforeEach(() => signInAs('lea.martin'));

  it('moves rows with Monter and Descendre: each move announced, sent with the latest snapshot id', async () => {
    const server = ownedPlaylist();
    const calls = answerApi(server.rows);
    renderPlaylist();
    const down = await screen.findByRole('button', { name: 'Descendre « Aube »' });
    expect(screen.getByRole('button', { name: 'Monter « Aube »' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(down);
    expect(rowTitles()).toEqual(['Midi', 'Aube', 'Crépuscule', 'Épisode 4']);
    expect(announcement()).toBe('« Aube » déplacé en position 2 sur 4.');
    expect(screen.getByRole('button', { name: 'Descendre « Aube »' })).toHaveFocus();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([
        expect.objectContaining({
          path: '/playlists/5/items',
          body: { rangeStart: 0, insertBefore: 2, rangeLength: 1, snapshotId: 'snap-5-1' },
        }),
      ]),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Monter « Crépuscule »' }));
    expect(rowTitles()).toEqual(['Midi', 'Crépuscule', 'Aube', 'Épisode 4']);
    expect(announcement()).toBe('« Crépuscule » déplacé en position 2 sur 4.');
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1].body).toEqual({
      rangeStart: 2,
      insertBefore: 1,
      rangeLength: 1,
      snapshotId: 'snap-5-2',
    });
    // What the server answered is what is shown.
    await waitFor(() => expect(server.state.version).toBe(3));
    expect(server.state.items.map((item) => item.title)).toEqual(['Midi', 'Crépuscule', 'Aube', 'Épisode 4']);
    expect(rowTitles()).toEqual(['Midi', 'Crépuscule', 'Aube', 'Épisode 4']);
  });

  it('sends quick moves one after the other, each with the snapshot id the previous one answered', async () => {
    const server = ownedPlaylist();
    const calls = answerApi(server.rows);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Descendre « Aube »' }));
    await userEvent.click(screen.getByRole('button', { name: 'Descendre « Aube »' }));
    await userEvent.click(screen.getByRole('button', { name: 'Descendre « Aube »' }));
    expect(rowTitles()).toEqual(['Midi', 'Crépuscule', 'Épisode 4', 'Aube']);
    expect(announcement()).toBe('« Aube » déplacé en position 4 sur 4.');
    expect(screen.getByRole('button', { name: 'Descendre « Aube »' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(server.state.version).toBe(4));
    const snapshots = calls
      .filter((call) => call.method === 'PUT')
      .map((call) => (call.body as { snapshotId: string }).snapshotId);
    expect(snapshots).toEqual(['snap-5-1', 'snap-5-2', 'snap-5-3']);
    expect(server.state.items.map((item) => item.title)).toEqual(['Midi', 'Crépuscule', 'Épisode 4', 'Aube']);
    await waitFor(() => expect(rowTitles()).toEqual(['Midi', 'Crépuscule', 'Épisode 4', 'Aube']));
  });

  it('reloads the playlist and says so when it changed elsewhere (412)', async () => {
    const server = ownedPlaylist();
    answerApi(server.rows);
    renderPlaylist();
    await screen.findByRole('button', { name: 'Descendre « Aube »' });
    // Another device adds a row: the snapshot id seen here is now stale.
    server.state.items.push(anItem(9, 4, { title: 'Ajouté ailleurs' }));
    server.state.version += 1;
    await userEvent.click(screen.getByRole('button', { name: 'Descendre « Aube »' }));
    await waitFor(() => expect(announcement()).toBe('La playlist a changé ailleurs : elle a été rechargée.'));
    await waitFor(() => expect(rowTitles()).toEqual(['Aube', 'Midi', 'Crépuscule', 'Épisode 4', 'Ajouté ailleurs']));
    expect(screen.getByText('5 titres')).toBeInTheDocument();
  });

  it('removes one row, says so, and goes on from the row that took its place', async () => {
    const server = ownedPlaylist();
    const calls = answerApi(server.rows);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer « Midi »' }));
    expect(rowTitles()).toEqual(['Aube', 'Crépuscule', 'Épisode 4']);
    expect(announcement()).toBe('« Midi » retiré de la playlist.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retirer « Crépuscule »' })).toHaveFocus());
    await waitFor(() => expect(screen.getByText('3 titres')).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({
      path: '/playlists/5/items',
      body: { items: [{ kind: 'track', id: 2, position: 1 }], snapshotId: 'snap-5-1' },
    });
  });

  it('puts a row back and says why when it could not be removed', async () => {
    const server = ownedPlaylist();
    answerApi([answer(removePlaylistItems, UNREACHABLE), ...server.rows]);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Retirer « Midi »' }));
    await waitFor(() => expect(announcement()).toMatch(/^Erreur réseau ou serveur inaccessible/));
    await waitFor(() => expect(rowTitles()).toEqual(['Aube', 'Midi', 'Crépuscule', 'Épisode 4']));
  });

  it('makes the playlist public with its checkbox', async () => {
    const server = ownedPlaylist();
    const calls = answerApi(server.rows);
    renderPlaylist();
    const box = await screen.findByRole('checkbox', { name: 'Publique' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Vous seul·e la voyez.');
    await userEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(box).toHaveAccessibleDescription("Toute personne qui a le lien peut l'écouter."));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/playlists/5', body: { public: true } });
    expect(server.state.public).toBe(true);
    await waitFor(() => expect(screen.getAllByText('Publique').length).toBeGreaterThan(1));
  });

  it('puts the checkbox back and says why when the change was refused', async () => {
    const server = ownedPlaylist();
    answerApi([answer(updatePlaylist, UNREACHABLE), ...server.rows]);
    renderPlaylist();
    const box = await screen.findByRole('checkbox', { name: 'Publique' });
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(box).toHaveAccessibleDescription(/Erreur réseau ou serveur inaccessible/);
  });

  it('renames the playlist', async () => {
    const server = ownedPlaylist();
    answerApi(server.rows);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Renommer' }));
    const dialog = screen.getByRole('dialog', { name: 'Renommer la playlist' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Matin calme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Matin calme' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes the playlist after a confirmation, then shows the library', async () => {
    const server = ownedPlaylist();
    const calls = answerApi(server.rows);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer la playlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer « Ma playlist » ?' });
    expect(dialog).toHaveTextContent('La playlist et l’ordre de ses titres seront perdus.'.replace('’', "'"));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expectLocation('/library');
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: '/playlists/5' }),
    ]);
    // The deleted playlist is not read again on the way out.
    expect(calls.filter((call) => call.method === 'GET' && call.path === '/playlists/5')).toHaveLength(1);
  });

  it('says where a private playlist can be shared from', async () => {
    answerApi(ownedPlaylist().rows);
    renderPlaylist();
    await userEvent.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(
      screen.getByText("Cette playlist est privée : rendez-la publique pour que d'autres puissent l'ouvrir."),
    ).toBeInTheDocument();
  });

  it('invites the owner to fill an empty playlist', async () => {
    answerApi(ownedPlaylist([]).rows);
    renderPlaylist();
    expect(await screen.findByText('Cette playlist est vide.')).toBeInTheDocument();
    expect(screen.getByText(/Ajoutez-y des titres avec « Ajouter à une playlist »/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeDisabled();
  });
});
