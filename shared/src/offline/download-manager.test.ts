import { waitFor } from '@testing-library/react';
import { ApiError } from '@kora/shared';
import { getOfflinePackage, getOfflineRights } from '@kora/shared/contracts/endpoints';
import type { OfflinePackage } from '@kora/shared/contracts';
import {
  anOfflineFile,
  anOfflinePackage,
  answer,
  answerApi,
  answerFiles,
  fakeOfflineDevice,
  offlineRightsOf,
  resetKernel,
  signInAs,
  startApiServer,
  streamedFile,
  UNREACHABLE,
} from '@kora/shared/testing';
import {
  cancel,
  clearOfflineCopies,
  loadOfflineLibrary,
  OFFLINE_MEDIA_CACHE,
  OfflineSpaceError,
  pause,
  progressOf,
  remove,
  resume,
  saveForOffline,
  useOfflineLibrary,
  type SavedItem,
  type SavedItemKey,
} from '.';
import { offlineRecords, RECORD } from './offline-records';

startApiServer();
const device = fakeOfflineDevice();
beforeEach(async () => {
  resetKernel();
  signInAs('marc.ondes');
  await clearOfflineCopies();
});

const MB = 1024 * 1024;
const [first, second, third] = [1, 2, 3].map((id) => anOfflineFile(id, { cover: null, bytes: 4 * MB }));
const album = anOfflinePackage('release', 12, [first, second], { cover: 'http://api.test/uploads/images/racines.png' });
const playlist = anOfflinePackage('playlist', 3, [second, third], { cover: null });

const itemOf = (key: SavedItemKey) => useOfflineLibrary.getState().items[key];
const stateOf = (key: SavedItemKey) => itemOf(key)?.state;
const progress = (key: SavedItemKey) => {
  const item = itemOf(key);
  return item ? progressOf(item, useOfflineLibrary.getState().inFlight[key]) : null;
};
const saved = () => device.addresses(OFFLINE_MEDIA_CACHE).filter((url) => url.includes('/uploads/'));

function answerPackages(...packages: OfflinePackage[]) {
  return answerApi([
    answer(getOfflineRights, offlineRightsOf('marc.ondes', 'starter')),
    ...packages.map((pack) => answer(getOfflinePackage, pack, { kind: pack.kind, id: pack.id })),
  ]);
}

it('downloads each listening copy in turn with its progress, then the cover, and keeps them as the worker reads them', async () => {
  answerPackages(album);
  const slow = streamedFile(1000, 400);
  const fetched = answerFiles({ [first.audioUrl]: 800, [second.audioUrl]: slow.answer, [album.cover!]: 50 });

  await saveForOffline('release', 12, 'Racines');
  await waitFor(() =>
    expect(progress('release:12')).toEqual({
      bytesDone: 4 * MB + 400,
      bytesTotal: 8 * MB,
      filesDone: 1,
      filesTotal: 2,
    }),
  );
  expect(stateOf('release:12')).toBe('downloading');

  slow.finish();
  await waitFor(() => expect(stateOf('release:12')).toBe('done'));
  expect(progress('release:12')).toEqual({ bytesDone: 8 * MB, bytesTotal: 8 * MB, filesDone: 2, filesTotal: 2 });
  expect(fetched).toEqual([first.audioUrl, second.audioUrl, album.cover]);
  expect(saved()).toEqual([first.audioUrl, second.audioUrl, album.cover]);
  const copy = await device.caches.match(first.audioUrl);
  expect(copy?.status).toBe(200);
  expect(copy?.headers.get('content-type')).toBe('audio/mpeg');
  expect(copy?.headers.get('content-length')).toBe('800');
  expect(await offlineRecords().get(RECORD.item('release:12'))).toMatchObject({ state: 'done', bytesSaved: 8 * MB });
  expect(device.persistRequests()).toBe(1);
});

it('asks the browser to keep its storage once per device', async () => {
  answerPackages(album, playlist);
  answerFiles({ [first.audioUrl]: 10, [second.audioUrl]: 10, [third.audioUrl]: 10, [album.cover!]: 10 });
  await saveForOffline('release', 12, 'Racines');
  await waitFor(() => expect(stateOf('release:12')).toBe('done'));
  await saveForOffline('playlist', 3, 'Route');
  await waitFor(() => expect(stateOf('playlist:3')).toBe('done'));
  expect(device.persistRequests()).toBe(1);
});

it('pauses keeping the complete files, and resumes with the missing ones only', async () => {
  answerPackages(album);
  const slow = streamedFile(1000);
  const fetched = answerFiles({ [first.audioUrl]: 800, [second.audioUrl]: slow.answer, [album.cover!]: 50 });
  await saveForOffline('release', 12, 'Racines');
  await waitFor(() => expect(progress('release:12')?.bytesDone).toBeGreaterThan(4 * MB));

  await pause('release:12');
  expect(stateOf('release:12')).toBe('paused');
  expect(progress('release:12')).toMatchObject({ filesDone: 1, filesTotal: 2, bytesDone: 4 * MB });
  expect(saved()).toEqual([first.audioUrl]);

  answerFiles({ [second.audioUrl]: 900 });
  await resume('release:12');
  await waitFor(() => expect(stateOf('release:12')).toBe('done'));
  expect(fetched.filter((url) => url === first.audioUrl)).toHaveLength(1);
  expect(saved()).toEqual([first.audioUrl, second.audioUrl, album.cover]);
});

it('cancels a download and removes what it saved', async () => {
  answerPackages(album);
  const slow = streamedFile(1000);
  answerFiles({ [first.audioUrl]: 800, [second.audioUrl]: slow.answer });
  await saveForOffline('release', 12, 'Racines');
  await waitFor(() => expect(saved()).toEqual([first.audioUrl]));

  await cancel('release:12');
  expect(itemOf('release:12')).toBeUndefined();
  expect(saved()).toEqual([]);
  expect(await offlineRecords().get(RECORD.item('release:12'))).toBeUndefined();
});

it('removes an item and frees its files, except those another saved item still uses', async () => {
  answerPackages(album, playlist);
  const fetched = answerFiles({
    [first.audioUrl]: 10,
    [second.audioUrl]: 10,
    [third.audioUrl]: 10,
    [album.cover!]: 10,
  });
  await saveForOffline('release', 12, 'Racines');
  await waitFor(() => expect(stateOf('release:12')).toBe('done'));
  await saveForOffline('playlist', 3, 'Route');
  await waitFor(() => expect(stateOf('playlist:3')).toBe('done'));
  // The track both share is fetched once.
  expect(fetched.filter((url) => url === second.audioUrl)).toHaveLength(1);

  await remove('release:12');
  expect(itemOf('release:12')).toBeUndefined();
  expect(saved().sort()).toEqual([second.audioUrl, third.audioUrl].sort());

  await remove('playlist:3');
  expect(saved()).toEqual([]);
});

it('says a download does not fit before fetching any file, counting what is already saved', async () => {
  answerPackages(album, playlist);
  const fetched = answerFiles({
    [first.audioUrl]: 10,
    [second.audioUrl]: 10,
    [third.audioUrl]: 10,
    [album.cover!]: 10,
  });
  device.setStorage({ quota: 100 * MB, usage: 94 * MB });

  const refusal = await saveForOffline('release', 12, 'Racines').catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(OfflineSpaceError);
  // What is left: the 6 MB the rest of the site leaves, less the few bytes of what the worker may play.
  expect(refusal).toMatchObject({ needed: 8 * MB, available: expect.any(Number) });
  expect(Math.round((refusal as OfflineSpaceError).available / MB)).toBe(6);
  expect(fetched).toEqual([]);
  expect(itemOf('release:12')).toBeUndefined();

  device.setStorage({ usage: 90 * MB });
  await saveForOffline('release', 12, 'Racines');
  await waitFor(() => expect(stateOf('release:12')).toBe('done'));
  // The playlist shares a track with the album: only its other 4 MB must fit.
  device.setStorage({ quota: 100 * MB, usage: 95 * MB });
  await saveForOffline('playlist', 3, 'Route');
  await waitFor(() => expect(stateOf('playlist:3')).toBe('done'));
});

it("gives the API's refusal as it words it, and saves nothing", async () => {
  const message = "L'écoute hors ligne est comprise dans les forfaits Starter et Premium.";
  answerApi([
    answer(getOfflineRights, offlineRightsOf('marc.ondes', 'free')),
    answer(getOfflinePackage, new ApiError(403, { message, error: 'Forbidden' })),
  ]);
  const refusal = await saveForOffline('release', 12, 'Racines').catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(ApiError);
  expect(refusal).toMatchObject({ status: 403, message });
  expect(itemOf('release:12')).toBeUndefined();
  expect(saved()).toEqual([]);
});

it('marks a download failed when the network goes, and goes on when asked again', async () => {
  answerPackages(album);
  answerFiles({ [first.audioUrl]: 10, [second.audioUrl]: UNREACHABLE, [album.cover!]: 10 });
  await saveForOffline('release', 12, 'Racines');
  await waitFor(() => expect(stateOf('release:12')).toBe('failed'));
  expect(itemOf('release:12')).toMatchObject({ error: 'network', savedUrls: [first.audioUrl] });

  answerFiles({ [second.audioUrl]: 10 });
  await saveForOffline('release', 12, 'Racines');
  await waitFor(() => expect(stateOf('release:12')).toBe('done'));
  expect(itemOf('release:12')?.error).toBeUndefined();
});

it('finds the saved items again after a reload; one a closed page was downloading is paused', async () => {
  answerPackages(album);
  answerFiles({ [first.audioUrl]: 10, [second.audioUrl]: 10, [album.cover!]: 10 });
  await saveForOffline('release', 12, 'Racines');
  await waitFor(() => expect(stateOf('release:12')).toBe('done'));
  const halfway: SavedItem = {
    key: 'playlist:3',
    package: playlist,
    state: 'downloading',
    savedUrls: [second.audioUrl],
    bytesSaved: 4 * MB,
    savedAt: new Date().toISOString(),
  };
  await offlineRecords().set(RECORD.item('playlist:3'), halfway);

  useOfflineLibrary.setState({ loaded: false, items: {}, rights: null, owner: null });
  await loadOfflineLibrary();
  expect(stateOf('release:12')).toBe('done');
  expect(stateOf('playlist:3')).toBe('paused');
  expect(progress('playlist:3')).toMatchObject({ filesDone: 1, filesTotal: 2 });
});
