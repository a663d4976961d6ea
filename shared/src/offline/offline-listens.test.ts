import { recordOfflineListens } from '@kora/shared/contracts/endpoints';
import type { OfflineListensRequest } from '@kora/shared/contracts';
import {
  answer,
  answerApi,
  expectNothingAsked,
  inTurn,
  networkSettled,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { clearOfflineCopies, installOfflineListens, queueOfflineListen, sendOfflineListens } from '.';

startApiServer();
beforeEach(async () => {
  resetKernel();
  signInAs('marc.ondes');
  await clearOfflineCopies();
});

const result = { recorded: 1, alreadyRecorded: 0, refused: 0 };
const sentListens = (calls: { body: unknown }[]) =>
  calls.flatMap((call) => (call.body as OfflineListensRequest).listens);

it('sends the listens made offline once, each with its own id and the time it was played', async () => {
  await queueOfflineListen(21, '2026-11-27T08:00:00.000Z');
  await queueOfflineListen(21, '2026-11-27T08:04:00.000Z');
  const calls = answerApi([answer(recordOfflineListens, result)]);

  await sendOfflineListens();
  expect(calls).toHaveLength(1);
  const listens = sentListens(calls);
  expect(listens).toEqual([
    { id: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/), trackId: 21, playedAt: '2026-11-27T08:00:00.000Z' },
    { id: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/), trackId: 21, playedAt: '2026-11-27T08:04:00.000Z' },
  ]);
  expect(listens[0].id).not.toBe(listens[1].id);

  await sendOfflineListens();
  expect(calls).toHaveLength(1);
});

it('keeps the listens when they cannot be sent, and sends them the next time', async () => {
  await queueOfflineListen(21);
  const calls = answerApi([answer(recordOfflineListens, inTurn(UNREACHABLE, result))]);
  await sendOfflineListens();
  await sendOfflineListens();
  expect(calls).toHaveLength(2);
  expect(sentListens(calls)[0]).toEqual(sentListens(calls)[1]);
  await sendOfflineListens();
  expect(calls).toHaveLength(2);
});

it('sends at most 500 listens at a time', async () => {
  for (let i = 0; i < 501; i += 1) await queueOfflineListen(21);
  const calls = answerApi([answer(recordOfflineListens, result)]);
  await sendOfflineListens();
  expect(calls.map((call) => (call.body as OfflineListensRequest).listens.length)).toEqual([500, 1]);
});

it('sends nothing for a visitor who is not signed in', async () => {
  await queueOfflineListen(21);
  resetKernel();
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  await sendOfflineListens();
  await expectNothingAsked(calls);
});

it('sends the queue when installed, and again when the network returns', async () => {
  await queueOfflineListen(21);
  const calls = answerApi([answer(recordOfflineListens, result)]);
  installOfflineListens();
  await networkSettled();
  expect(calls).toHaveLength(1);

  await queueOfflineListen(22);
  window.dispatchEvent(new Event('online'));
  await networkSettled();
  expect(sentListens(calls).map((listen) => listen.trackId)).toEqual([21, 22]);
});
