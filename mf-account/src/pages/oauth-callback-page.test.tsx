import { act, screen } from '@testing-library/react';
import { ApiError, useSessionStore } from '@kora/shared';
import {
  answerApi,
  expectLocation,
  expectNothingAsked,
  loadTexts,
  renderScreen,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../locales';
import { OAUTH_ERROR_REDIRECT_MS } from '../features/social-sign-in/components/social-sign-in-return';
import { OAuthCallbackPage } from './oauth-callback-page';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signOut();
});
afterEach(() => jest.useRealTimers());

const visit = (at: string) => renderScreen(<OAuthCallbackPage />, { path: '/auth/:provider/callback', at });

it('checks the state, signs in with the returned token and goes home', async () => {
  localStorage.setItem('oauth_state', 'abc123');
  const calls = answerApi({
    'POST /auth/:provider/callback': {
      token: 'jwt-google',
      user: { id: 5, username: 'nina.k', email: 'nina@kora.test', roles: ['ROLE_USER'] },
      created: true,
    },
  });
  visit('/auth/google/callback?code=c0de&state=abc123');
  expect(screen.getByRole('status')).toHaveTextContent('Vérification de votre connexion…');
  await expectLocation('/');
  expect(calls).toEqual([
    { method: 'POST', path: '/auth/google/callback', query: {}, body: { code: 'c0de', state: 'abc123' } },
  ]);
  expect(useSessionStore.getState()).toMatchObject({ token: 'jwt-google', username: 'nina.k' });
  expect(localStorage.getItem('oauth_state')).toBeNull();
});

it('returns to the page the user signed in from, never off the site', async () => {
  const answer = {
    'POST /auth/:provider/callback': { token: 'jwt-google', user: { id: 5, username: 'nina.k', email: null } },
  };
  localStorage.setItem('oauth_state', 's1');
  localStorage.setItem('oauth_next', '/tickets');
  answerApi(answer);
  const first = visit('/auth/google/callback?code=c&state=s1');
  await expectLocation('/tickets');
  expect(localStorage.getItem('oauth_next')).toBeNull();
  first.unmount();

  localStorage.setItem('oauth_state', 's2');
  localStorage.setItem('oauth_next', '//evil.example/');
  answerApi(answer);
  visit('/auth/google/callback?code=c&state=s2');
  await expectLocation('/');
});

it('accepts the token under access_token or jwt', async () => {
  localStorage.setItem('oauth_state', 's');
  answerApi({ 'POST /auth/:provider/callback': { access_token: 'jwt-fb', user: { username: 'fb.user' } } });
  visit('/auth/facebook/callback?code=c&state=s');
  await expectLocation('/');
  expect(useSessionStore.getState().token).toBe('jwt-fb');
});

it.each([
  ['/auth/google/callback?code=c&state=forged', 'État OAuth invalide'],
  ['/auth/google/callback?code=c', 'État OAuth invalide'],
  ['/auth/google/callback?state=abc123', "Code d'autorisation manquant"],
  ['/auth/google/callback?error=access_denied&state=abc123', 'Erreur OAuth: access_denied'],
  ['/auth/github/callback?code=c&state=abc123', 'Provider github non supporté'],
])('%s says "%s", forgets the state and returns to sign-in after 3 s', async (at, message) => {
  jest.useFakeTimers({ advanceTimers: true });
  localStorage.setItem('oauth_state', 'abc123');
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  visit(at);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  const shownAt = Date.now();
  await expectNothingAsked(calls);
  expect(localStorage.getItem('oauth_state')).toBeNull();
  // Letting the network settle moved the clock on: the 3 s count from when the error appeared.
  await act(async () => jest.advanceTimersByTime(OAUTH_ERROR_REDIRECT_MS - 100 - (Date.now() - shownAt)));
  expect(screen.getByTestId('location')).not.toHaveTextContent('/signin');
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.getByTestId('location')).toHaveTextContent('/signin');
});

it('says when no token came back', async () => {
  localStorage.setItem('oauth_state', 's');
  answerApi({ 'POST /auth/:provider/callback': { user: { username: 'x' } } });
  visit('/auth/twitter/callback?code=c&state=s');
  expect(await screen.findByRole('alert')).toHaveTextContent("Token d'authentification non reçu");
  expect(useSessionStore.getState().token).toBeNull();
});

it("shows the server's refusal (e.g. a provider that is not configured)", async () => {
  localStorage.setItem('oauth_state', 's');
  answerApi({
    'POST /auth/:provider/callback': new ApiError(422, { message: 'Configuration OAuth manquante pour twitter...' }),
  });
  visit('/auth/twitter/callback?code=c&state=s');
  expect(await screen.findByRole('alert')).toHaveTextContent('Configuration OAuth manquante pour twitter...');
});
