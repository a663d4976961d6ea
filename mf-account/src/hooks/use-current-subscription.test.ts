import { ApiError, useSessionStore } from '@kora/shared';
import {
  answerApi,
  aSubscription,
  currentSubscriptionAnswer,
  expectNothingAsked,
  inTurn,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { signInAs } from '@kora/shared/testing';
import { loadCurrentSubscription } from './use-current-subscription';

startApiServer();

it('reads the current plan and its subscription when signed in', async () => {
  signInAs('sofia.mendes');
  const answer = currentSubscriptionAnswer('premium', aSubscription('premium'));
  const calls = answerApi({ '/subscription/current': answer });
  await expect(loadCurrentSubscription()).resolves.toEqual({
    plan: answer.data.currentPlan,
    subscription: answer.data.subscription,
  });
  expect(calls).toEqual([{ method: 'GET', path: '/subscription/current', query: {}, body: undefined }]);
});

it('falls back to free with no session, a refusal, an error or an answer without a plan', async () => {
  useSessionStore.getState().signOut();
  const asked = answerApi({ 'GET /*': UNREACHABLE });
  await expect(loadCurrentSubscription()).resolves.toMatchObject({ plan: { name: 'free' }, subscription: null });
  await expectNothingAsked(asked);
  signInAs('sofia.mendes');
  const calls = answerApi({
    '/subscription/current': inTurn(
      new ApiError(500, null, 'Internal Server Error'),
      // The server cannot be reached.
      UNREACHABLE,
      // An answer that is not JSON of the expected shape: reading it throws a TypeError.
      null,
      { data: {} },
    ),
  });
  for (let call = 0; call < 4; call += 1) {
    await expect(loadCurrentSubscription()).resolves.toMatchObject({ plan: { name: 'free' }, subscription: null });
  }
  expect(calls).toHaveLength(4);
});
