import { waitFor } from '@testing-library/react';
import { bus, useSessionStore } from '@kora/shared';
import { getOfflineRights } from '@kora/shared/contracts/endpoints';
import {
  anOfflineFile,
  anOfflinePackage,
  answer,
  answerApi,
  fakeOfflineDevice,
  offlineRightsOf,
  resetKernel,
  saveOffline,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import {
  clearOfflineCopies,
  OFFLINE_MEDIA_CACHE,
  OFFLINE_PLAYBACK_PATH,
  offlineLockOf,
  refreshOfflineRights,
  startOfflineLibrary,
  useOfflineLibrary,
} from '.';
import { offlineRecords, RECORD } from './offline-records';

startApiServer();
const device = fakeOfflineDevice();
beforeEach(async () => {
  resetKernel();
  signInAs('marc.ondes');
  await clearOfflineCopies();
});

const streamed = anOfflineFile(1, { cover: null });
const bought = anOfflineFile(7, { cover: null });
const album = anOfflinePackage('release', 12, [streamed, bought], { cover: null });
const checkedAt = '2026-11-20T10:00:00.000Z';

const playback = () => device.json(OFFLINE_MEDIA_CACHE, OFFLINE_PLAYBACK_PATH);
const saved = () => device.addresses(OFFLINE_MEDIA_CACHE).filter((url) => url.includes('/uploads/'));

it('lets the worker play every saved copy until the rights must be confirmed again, on a plan with offline mode', async () => {
  await saveOffline(album, offlineRightsOf('marc.ondes', 'starter', { checkedAt, purchasedTrackIds: [7] }));
  expect(await playback()).toEqual({
    username: 'marc.ondes',
    playableUntil: '2026-12-20T10:00:00.000Z',
    ownedAudio: [bought.audioUrl],
  });
});

it('lets it play only the bought copies once the plan has no offline mode, and shows the others locked', async () => {
  await saveOffline(album, offlineRightsOf('marc.ondes', 'starter', { purchasedTrackIds: [7] }));
  answerApi([answer(getOfflineRights, offlineRightsOf('marc.ondes', 'free', { checkedAt, purchasedTrackIds: [7] }))]);
  await refreshOfflineRights();
  expect(await playback()).toEqual({ username: 'marc.ondes', playableUntil: null, ownedAudio: [bought.audioUrl] });

  const { items, rights } = useOfflineLibrary.getState();
  const item = items['release:12']!;
  // One copy still plays: the item is not locked as a whole.
  expect(offlineLockOf(item, rights)).toBeNull();
  expect(offlineLockOf({ ...item, savedUrls: [streamed.audioUrl] }, rights)).toBe('plan');
  expect(offlineLockOf(item, { ...rights!, offlineMode: true }, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  expect(
    offlineLockOf(
      { ...item, savedUrls: [streamed.audioUrl] },
      { ...rights!, offlineMode: true },
      new Date('2027-01-01'),
    ),
  ).toBe('recheck');
});

it('keeps the last rights when the API cannot be reached', async () => {
  const starter = offlineRightsOf('marc.ondes', 'starter', { checkedAt });
  await saveOffline(album, starter);
  answerApi([answer(getOfflineRights, UNREACHABLE)]);
  expect(await refreshOfflineRights()).toEqual(starter);
  expect(await offlineRecords().get(RECORD.rights)).toEqual(starter);
});

it("deletes the copies when another account's rights arrive", async () => {
  await saveOffline(album, offlineRightsOf('marc.ondes', 'starter'));
  expect(saved()).toHaveLength(2);
  // Another account on this device, without this page hearing of the sign-in.
  useSessionStore.setState({ token: 'token-of-lea', username: 'lea.martin' });
  const lea = offlineRightsOf('lea.martin', 'premium', { checkedAt });
  answerApi([answer(getOfflineRights, lea)]);
  await refreshOfflineRights();

  expect(useOfflineLibrary.getState()).toMatchObject({ items: {}, rights: lea, owner: 'lea.martin' });
  expect(saved()).toEqual([]);
  expect(await offlineRecords().get(RECORD.item('release:12'))).toBeUndefined();
  expect(await playback()).toEqual({
    username: 'lea.martin',
    playableUntil: '2026-12-20T10:00:00.000Z',
    ownedAudio: [],
  });
});

it('deletes every copy and record at sign-out, once however often it is told', async () => {
  await startOfflineLibrary();
  await saveOffline(album, offlineRightsOf('marc.ondes', 'starter'));
  useSessionStore.getState().signOut();
  await waitFor(async () => expect(await device.caches.has(OFFLINE_MEDIA_CACHE)).toBe(false));
  expect(useOfflineLibrary.getState().items).toEqual({});
  expect(await offlineRecords().list(RECORD.items)).toEqual([]);
  expect(await offlineRecords().get(RECORD.rights)).toBeUndefined();
  expect(useOfflineLibrary.getState()).toMatchObject({ rights: null, owner: null, loaded: true });
  bus.emit('auth:changed', { signedIn: false, username: null });
  await clearOfflineCopies();
  expect(useOfflineLibrary.getState().items).toEqual({});
});
