import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, queryClient, read } from '@kora/shared';
import { listOAuthProviders } from '@kora/shared/contracts/endpoints';
import { redirectTo } from '../../../common/lib/redirect';
import { answerApi, loadTexts, renderScreen, startApiServer } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { SocialSignIn } from './social-sign-in';

jest.mock('../../../common/lib/redirect', () => ({
  ...jest.requireActual('../../../common/lib/redirect'),
  redirectTo: jest.fn(),
}));

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  localStorage.clear();
  jest.mocked(redirectTo).mockReset();
});

const EVERY_PROVIDER = { '/auth/providers': { providers: ['google', 'facebook', 'twitter'] } };
const configCalls = <Call extends { path: string }>(calls: Call[]) =>
  calls.filter((call) => call.path !== '/auth/providers');

it('offers only the providers the site has keys for, and nothing without any', async () => {
  answerApi({ '/auth/providers': { providers: ['google'] } });
  const { unmount } = renderScreen(<SocialSignIn next="/" />);
  expect(await screen.findByRole('button', { name: 'Google' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Facebook' })).not.toBeInTheDocument();
  unmount();

  answerApi({ '/auth/providers': { providers: [] } });
  renderScreen(<SocialSignIn next="/" />);
  await waitFor(() => expect(queryClient.getQueryState(read(listOAuthProviders).queryKey)?.status).toBe('success'));
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByText(translations.fr.oauth.or)).not.toBeInTheDocument();
});

it("remembers a random state, then sends the browser to the provider's authorize address", async () => {
  const calls = answerApi({
    ...EVERY_PROVIDER,
    '/auth/:provider/config': (query) => ({
      state: query.state,
      url: `https://accounts.example/authorize?state=${query.state}`,
    }),
  });
  renderScreen(<SocialSignIn next="/" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Google' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalled());
  const state = localStorage.getItem('oauth_state');
  expect(state).toMatch(/^[0-9a-f]{48}$/);
  expect(configCalls(calls)).toEqual([
    { method: 'GET', path: '/auth/google/config', query: { state }, body: undefined },
  ]);
  expect(redirectTo).toHaveBeenCalledWith(`https://accounts.example/authorize?state=${state}`);
});

it('draws a new state for every attempt', async () => {
  const calls = answerApi({
    ...EVERY_PROVIDER,
    '/auth/:provider/config': (query) => ({ state: query.state, url: 'x' }),
  });
  renderScreen(<SocialSignIn next="/" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Facebook' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
  const first = localStorage.getItem('oauth_state');
  await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(2));
  expect(localStorage.getItem('oauth_state')).not.toBe(first);
  expect(configCalls(calls).map((call) => call.query.state)).toEqual([first, localStorage.getItem('oauth_state')]);
});

it("shows the server's refusal, or the missing-configuration text", async () => {
  const calls = answerApi({
    ...EVERY_PROVIDER,
    '/auth/twitter/config': new ApiError(422, { message: 'Configuration OAuth manquante pour twitter...' }),
    '/auth/google/config': new ApiError(503, null, 'Service Unavailable'),
  });
  renderScreen(<SocialSignIn next="/" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Twitter' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Configuration OAuth manquante pour twitter...');
  await userEvent.click(screen.getByRole('button', { name: 'Google' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Configuration OAuth manquante pour google...');
  expect(redirectTo).not.toHaveBeenCalled();
  expect(configCalls(calls).map((call) => call.path)).toEqual(['/auth/twitter/config', '/auth/google/config']);
});

it('remembers the page to return to once the provider sends the user back', async () => {
  answerApi({
    ...EVERY_PROVIDER,
    '/auth/:provider/config': (query) => ({ state: query.state, url: 'https://accounts.example/authorize' }),
  });
  renderScreen(<SocialSignIn next="/cart" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Facebook' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalled());
  expect(localStorage.getItem('oauth_next')).toBe('/cart');
});
