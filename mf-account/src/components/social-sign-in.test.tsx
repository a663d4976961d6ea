import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, http } from '@kora/shared';
import { redirectTo } from '../lib/redirect';
import { loadTexts, renderScreen } from '@kora/shared/testing';
import { translations } from '../locales';
import { SocialSignIn } from './social-sign-in';

jest.mock('../lib/redirect', () => ({ ...jest.requireActual('../lib/redirect'), redirectTo: jest.fn() }));

beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  localStorage.clear();
  jest.mocked(redirectTo).mockReset();
});
afterEach(() => jest.restoreAllMocks());

it("remembers a random state, then sends the browser to the provider's authorize address", async () => {
  const get = jest.spyOn(http, 'get').mockImplementation(async (_path, options) => ({
    state: options?.query?.state,
    url: `https://accounts.example/authorize?state=${options?.query?.state}`,
  }));
  renderScreen(<SocialSignIn />);
  await userEvent.click(screen.getByRole('button', { name: 'Google' }));
  const state = localStorage.getItem('oauth_state');
  expect(state).toMatch(/^[0-9a-f]{48}$/);
  expect(get).toHaveBeenCalledWith('/auth/google/config', { query: { state } });
  expect(redirectTo).toHaveBeenCalledWith(`https://accounts.example/authorize?state=${state}`);
});

it('draws a new state for every attempt', async () => {
  jest.spyOn(http, 'get').mockImplementation(async (_path, options) => ({ state: options?.query?.state, url: 'x' }));
  renderScreen(<SocialSignIn />);
  await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
  const first = localStorage.getItem('oauth_state');
  await userEvent.click(screen.getByRole('button', { name: 'Facebook' }));
  expect(localStorage.getItem('oauth_state')).not.toBe(first);
});

it("shows the server's refusal, or the missing-configuration text", async () => {
  jest
    .spyOn(http, 'get')
    .mockRejectedValueOnce(new ApiError(422, { message: 'Configuration OAuth manquante pour twitter...' }))
    .mockRejectedValueOnce(new ApiError(503, null, 'Service Unavailable'));
  renderScreen(<SocialSignIn />);
  await userEvent.click(screen.getByRole('button', { name: 'Twitter' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Configuration OAuth manquante pour twitter...');
  await userEvent.click(screen.getByRole('button', { name: 'Google' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Configuration OAuth manquante pour google...');
  expect(redirectTo).not.toHaveBeenCalled();
});
