import { renderHook, waitFor } from '@testing-library/react';
import { ApiError, PageQueryProvider, queryClient, useSessionStore } from '@kora/shared';
import { currentSubscription } from '@kora/shared/contracts/endpoints';
import {
  answer,
  answerApi,
  aSubscription,
  currentSubscriptionAnswer,
  expectNothingAsked,
  inTurn,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { signInAs } from '@kora/shared/testing';
import { useCurrentSubscription } from './use-current-subscription';

startApiServer();

/** The plan in force as a screen reads it, once it is known. */
async function readPlan() {
  queryClient.clear();
  const { result, unmount } = renderHook(useCurrentSubscription, { wrapper: PageQueryProvider });
  await waitFor(() => expect(result.current.current).toBeDefined());
  unmount();
  return result.current.current;
}

it('reads the current plan and its subscription when signed in', async () => {
  signInAs('sofia.mendes');
  const given = currentSubscriptionAnswer('premium', aSubscription('premium'));
  const calls = answerApi([answer(currentSubscription, given)]);
  await expect(readPlan()).resolves.toEqual({
    plan: given.data.currentPlan,
    subscription: given.data.subscription,
  });
  expect(calls).toEqual([{ method: 'GET', path: '/subscription/current', query: {}, body: undefined }]);
});

it('falls back to free with no session, a refusal, an error or an answer without a plan', async () => {
  useSessionStore.getState().signOut();
  const asked = answerApi({ 'GET /*': UNREACHABLE });
  await expect(readPlan()).resolves.toMatchObject({ plan: { name: 'free' }, subscription: null });
  await expectNothingAsked(asked);
  signInAs('sofia.mendes');
  const calls = answerApi([
    answer(
      currentSubscription,
      inTurn(
        new ApiError(500, null, 'Internal Server Error'),
        // The server cannot be reached.
        UNREACHABLE,
        // An answer that is not JSON of the expected shape.
        null,
        { data: {} },
      ),
    ),
  ]);
  for (let call = 0; call < 4; call += 1) {
    await expect(readPlan()).resolves.toMatchObject({ plan: { name: 'free' }, subscription: null });
  }
  expect(calls).toHaveLength(4);
});
