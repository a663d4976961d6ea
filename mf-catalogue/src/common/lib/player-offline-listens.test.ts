import { ApiError, usePlayerStore } from '@kora/shared';
import type { OfflineListensRequest } from '@kora/shared/contracts';
import { recordOfflineListens, recordTrackListen } from '@kora/shared/contracts/endpoints';
import { clearOfflineCopies, sendOfflineListens } from '@kora/shared/offline';
import {
  album,
  answer,
  answerApi,
  expectNothingAsked,
  networkSettled,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { playTracks } from './player';

startApiServer();
beforeEach(async () => {
  resetKernel();
  signInAs('lea.martin');
  await clearOfflineCopies();
});

const result = { recorded: 1, alreadyRecorded: 0, refused: 0 };
const sentLater = () => answerApi([answer(recordOfflineListens, result)]);

it('keeps a listen the device could not send, and sends it when the network returns', async () => {
  answerApi([answer(recordTrackListen, UNREACHABLE)]);
  const before = Date.now();
  playTracks(album.tracks);
  await networkSettled();

  const calls = sentLater();
  await sendOfflineListens();
  expect(calls).toHaveLength(1);
  const [listen] = (calls[0].body as OfflineListensRequest).listens;
  expect(listen).toEqual({ id: expect.any(String), trackId: 21, playedAt: expect.any(String) });
  expect(Date.parse(listen.playedAt)).toBeGreaterThanOrEqual(before - 1000);
});

it('does not keep a listen the API refused', async () => {
  answerApi([answer(recordTrackListen, new ApiError(400, { message: 'Titre inconnu' }))]);
  playTracks(album.tracks);
  await networkSettled();
  const calls = answerApi({ 'POST /offline/listens': UNREACHABLE });
  await sendOfflineListens();
  await expectNothingAsked(calls);
});

it('does not keep the listens of a visitor who is not signed in', async () => {
  resetKernel();
  answerApi([answer(recordTrackListen, UNREACHABLE)]);
  playTracks(album.tracks);
  await networkSettled();
  signInAs('lea.martin');
  const calls = answerApi({ 'POST /offline/listens': UNREACHABLE });
  await sendOfflineListens();
  await expectNothingAsked(calls);
  usePlayerStore.getState().reset();
});
