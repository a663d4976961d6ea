import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import { redirectTo } from '../lib/redirect';
import { answerApi, loadTexts, renderScreen, startApiServer } from '@kora/shared/testing';
import { translations } from '../locales';
import { SocialSignIn } from './social-sign-in';

jest.mock('../lib/redirect', () => ({ ...jest.requireActual('../lib/redirect'), redirectTo: jest.fn() }));

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  localStorage.clear();
  jest.mocked(redirectTo).mockReset();
});

it("remembers a random state, then sends the browser to the provider's authorize address", async () => {
  const calls = answerApi({
    '/auth/:provider/config': (query) => ({
      state: query.state,
      url: `https://accounts.example/authorize?state=${query.state}`,
    }),
  });
  renderScreen(<SocialSignIn />);
  await userEvent.click(screen.getByRole('button', { name: 'Google' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalled());
  const state = localStorage.getItem('oauth_state');
  expect(state).toMatch(/^[0-9a-f]{48}$/);
  expect(calls).toEqual([{ method: 'GET', path: '/auth/google/config', query: { state }, body: undefined }]);
  expect(redirectTo).toHaveBeenCalledWith(`https://accounts.example/authorize?state=${state}`);
});

it('draws a new state for every attempt', async () => {
  const calls = answerApi({ '/auth/:provider/config': (query) => ({ state: query.state, url: 'x' }) });
  renderScreen(<SocialSignIn />);
  await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
  const first = localStorage.getItem('oauth_state');
  await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
  await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(2));
  expect(localStorage.getItem('oauth_state')).not.toBe(first);
  expect(calls.map((call) => call.query.state)).toEqual([first, localStorage.getItem('oauth_state')]);
});

it("shows the server's refusal, or the missing-configuration text", async () => {
  const calls = answerApi({
    '/auth/twitter/config': new ApiError(422, { message: 'Configuration OAuth manquante pour twitter...' }),
    '/auth/google/config': new ApiError(503, null, 'Service Unavailable'),
  });
  renderScreen(<SocialSignIn />);
  await userEvent.click(screen.getByRole('button', { name: 'Twitter' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Configuration OAuth manquante pour twitter...');
  await userEvent.click(screen.getByRole('button', { name: 'Google' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Configuration OAuth manquante pour google...');
  expect(redirectTo).not.toHaveBeenCalled();
  expect(calls.map((call) => call.path)).toEqual(['/auth/twitter/config', '/auth/google/config']);
});
