import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, expireSession, useSessionStore } from '@kora/shared';
import {
  answerApi,
  expectLocation,
  expectNothingAsked,
  loadTexts,
  renderScreen,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../locales';
import { SIGNED_IN_REDIRECT_MS } from '../features/sign-in/components/sign-in';
import { SignInPage } from './sign-in-page';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => useSessionStore.getState().signOut());
afterEach(() => jest.useRealTimers());

const showSignIn = (state?: unknown, at = '/signin') => renderScreen(<SignInPage />, { path: '/signin', at, state });

const NO_SOCIAL_SIGN_IN = { '/auth/providers': { providers: [] } };
const LEA = {
  ...NO_SOCIAL_SIGN_IN,
  'POST /login_check': {
    token: 'jwt-1',
    expiresIn: 86400,
    user: { id: 1, username: 'lea.martin', email: 'lea.martin@kora.test', roles: ['ROLE_USER'] },
  },
};

async function submit(username = 'lea.martin', password = 'Ecoute2025') {
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur ou email"), username);
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

it('shows an error passed through navigation, then clears it from the history entry', async () => {
  showSignIn({ error: 'Session expirée. Veuillez vous reconnecter.' });
  expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
  expect(screen.getByTestId('location')).toHaveAttribute('data-state', 'null');
  expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
});

it('shows the session-expired message even when the history entry lost it, once', async () => {
  expireSession();
  const first = showSignIn({ from: '/profile' });
  expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
  first.unmount();
  showSignIn();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('signs in, stores the session, says so, then goes home', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const calls = answerApi({
    'POST /login_check': {
      token: 'jwt-1',
      expiresIn: 86400,
      user: { id: 1, username: 'lea.martin', email: 'lea.martin@kora.test', roles: ['ROLE_USER'] },
    },
  });
  showSignIn();
  await submit('lea.martin@kora.test');
  expect(await screen.findByText('Connexion réussie ! Redirection...')).toBeInTheDocument();
  expect(calls).toEqual([
    {
      method: 'POST',
      path: '/login_check',
      query: {},
      body: { username: 'lea.martin@kora.test', password: 'Ecoute2025' },
    },
  ]);
  expect(useSessionStore.getState()).toMatchObject({
    token: 'jwt-1',
    username: 'lea.martin',
    email: 'lea.martin@kora.test',
  });
  expect(localStorage.getItem('jwt_token')).toBe('jwt-1');
  expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  await act(async () => jest.advanceTimersByTime(SIGNED_IN_REDIRECT_MS));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

it("shows the server's message and keeps what was typed", async () => {
  answerApi({ 'POST /login_check': new ApiError(401, { message: 'Identifiants invalides.' }) });
  showSignIn();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides.');
  expect(screen.getByLabelText("Nom d'utilisateur ou email")).toHaveValue('lea.martin');
  expect(useSessionStore.getState().token).toBeNull();
});

it("shows 'Erreur {status}: …' when the server explains nothing", async () => {
  answerApi({ 'POST /login_check': () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }) });
  showSignIn();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('Erreur 502: Bad Gateway');
});

it("says 'Impossible de se connecter : …' when the server cannot be reached", async () => {
  answerApi({ 'POST /login_check': UNREACHABLE });
  showSignIn();
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Impossible de se connecter : Erreur réseau ou serveur inaccessible. Veuillez vérifier votre connexion.',
  );
});

it('asks for both fields before calling the server', async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  showSignIn();
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  await expectNothingAsked(calls);
  expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/forgot');
  expect(screen.getByRole('link', { name: 'Inscrivez-vous' })).toHaveAttribute('href', '/register');
});

describe('back to the page the user was on', () => {
  it('says the session expired, then returns to that page once signed in', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerApi(LEA);
    showSignIn(undefined, '/signin?next=%2Ftickets&reason=sessionExpired');
    expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
    await submit();
    expect(await screen.findByText('Connexion réussie ! Redirection...')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SIGNED_IN_REDIRECT_MS));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tickets$/);
  });

  it('says a page needs an account, politely, when the visitor opened it signed out', async () => {
    answerApi(NO_SOCIAL_SIGN_IN);
    showSignIn(undefined, '/signin?next=%2Fartist%2Fdashboard&reason=signInRequired');
    expect(screen.getByRole('status')).toHaveTextContent('Connectez-vous pour accéder à cette page.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('returns to the cart where the session ended, even when the address lost it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerApi(LEA);
    signInAs('lea.martin');
    window.history.replaceState(null, '', '/cart');
    expireSession();
    window.history.replaceState(null, '', '/');
    showSignIn({ error: 'Session expirée. Veuillez vous reconnecter.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expirée. Veuillez vous reconnecter.');
    await submit();
    await act(async () => jest.advanceTimersByTime(SIGNED_IN_REDIRECT_MS));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
  });

  it('never sends the user off the site, whatever the address says', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    answerApi(LEA);
    showSignIn(undefined, '/signin?next=https%3A%2F%2Fevil.example%2F');
    await submit();
    await act(async () => jest.advanceTimersByTime(SIGNED_IN_REDIRECT_MS));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('keeps the way back on the link to register', () => {
    answerApi(NO_SOCIAL_SIGN_IN);
    showSignIn(undefined, '/signin?next=%2Fcart');
    expect(screen.getByRole('link', { name: 'Inscrivez-vous' })).toHaveAttribute('href', '/register?next=%2Fcart');
  });

  it('sends a signed-in user on to where they were going instead of showing the form', async () => {
    signInAs('lea.martin');
    showSignIn(undefined, '/signin?next=%2Fcart');
    await expectLocation('/cart');
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });
});
