import { ApiError, http, useSessionStore } from '@kora/shared';
import { aSubscription, currentSubscriptionAnswer } from '@kora/shared/testing';
import { signInAs } from '@kora/shared/testing';
import { loadCurrentSubscription } from './use-current-subscription';

afterEach(() => jest.restoreAllMocks());

it('reads the current plan and its subscription when signed in', async () => {
  signInAs('sofia.mendes');
  const answer = currentSubscriptionAnswer('premium', aSubscription('premium'));
  jest.spyOn(http, 'get').mockResolvedValue(answer);
  await expect(loadCurrentSubscription()).resolves.toEqual({
    plan: answer.data.currentPlan,
    subscription: answer.data.subscription,
  });
});

it('falls back to free with no session, a refusal, an error or an answer without a plan', async () => {
  useSessionStore.getState().signOut();
  await expect(loadCurrentSubscription()).resolves.toMatchObject({ plan: { name: 'free' }, subscription: null });
  signInAs('sofia.mendes');
  jest
    .spyOn(http, 'get')
    .mockRejectedValueOnce(new ApiError(500, null, 'Internal Server Error'))
    .mockRejectedValueOnce(new TypeError('offline'))
    .mockResolvedValueOnce({ data: {} });
  for (let call = 0; call < 3; call += 1) {
    await expect(loadCurrentSubscription()).resolves.toMatchObject({ plan: { name: 'free' }, subscription: null });
  }
});
