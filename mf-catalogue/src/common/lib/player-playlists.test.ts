import { usePlayerStore } from '@kora/shared';
import { answerApi, startApiServer } from '@kora/shared/testing';
import { anItem } from '../../features/playlists/test/playlists';
import { catalogueEpisodeId, playlistItemToPlayer, playPlaylistItems, shuffled } from './player';

startApiServer();
beforeEach(() => {
  usePlayerStore.getState().reset();
  answerApi({ 'POST /track/:id/listen': {} });
});

const rows = [
  anItem(1, 0, { title: 'Aube' }),
  anItem(2, 1, { title: 'Retiré', available: false, audioUrl: null, link: null }),
  anItem(3, 2, { kind: 'episode', title: 'Épisode', subtitle: 'Ondes courtes', link: '/episode/3' }),
  anItem(4, 3, { title: 'Soir' }),
];

it('names an episode in the player by its kind and id', () => {
  expect(catalogueEpisodeId({ id: 'episode:3', title: '' })).toBe(3);
  expect(catalogueEpisodeId({ id: 'track:3', title: '' })).toBeNull();
  expect(catalogueEpisodeId(null)).toBeNull();
});

it('gives a playlist row its player id, its artist or podcast, and a track its release', () => {
  expect(playlistItemToPlayer(rows[0])).toMatchObject({
    id: 'track:1',
    title: 'Aube',
    artist: 'Nadia Kane',
    releaseId: 10,
  });
  expect(playlistItemToPlayer(rows[2])).toEqual({
    id: 'episode:3',
    title: 'Épisode',
    artist: 'Ondes courtes',
    cover: rows[2].cover,
    audioUrl: rows[2].audioUrl,
  });
});

it('plays the rows that can be played, from the one chosen', () => {
  expect(playPlaylistItems(rows, { from: 2 })).toBe(true);
  const player = usePlayerStore.getState();
  expect(player.playlist.map((item) => item.id)).toEqual(['track:1', 'episode:3', 'track:4']);
  expect(player).toMatchObject({ index: 1, playing: true, track: { id: 'episode:3' } });
});

it('plays nothing when no row can be played', () => {
  expect(playPlaylistItems([rows[1]])).toBe(false);
  expect(usePlayerStore.getState().track).toBeNull();
});

it('shuffles every row once', () => {
  const order = shuffled([1, 2, 3, 4, 5], () => 0.5);
  expect([...order].sort()).toEqual([1, 2, 3, 4, 5]);
  expect(order).not.toEqual([1, 2, 3, 4, 5]);
});
