import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, http, ToastBanner, useSessionStore } from '@kora/shared';
import {
  answerApi,
  expectLocation,
  expectNothingAsked,
  loadTexts,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../locales';
import { RegisterPage } from './register-page';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(resetKernel);
afterEach(() => jest.restoreAllMocks());

async function fillIn({ privacy = true } = {}) {
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'nina.k');
  await userEvent.type(screen.getByLabelText('Email'), 'nina@kora.test');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'Secret2025');
  if (privacy) await userEvent.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

const REGISTERED = {
  'POST /register': {
    message: 'ok',
    token: 'jwt-nina',
    expiresIn: 86400,
    user: { id: 9, username: 'nina.k', email: 'nina@kora.test', roles: ['ROLE_USER'] },
  },
};

/** The screen, and the chrome's toasts (they outlive the screen). */
function showRegister(at = '/register') {
  render(<ToastBanner />);
  return renderScreen(<RegisterPage />, { path: '/register', at });
}

it('registers, signs the new account in and goes home with a welcome', async () => {
  const calls = answerApi(REGISTERED);
  showRegister();
  await fillIn();
  await expectLocation('/');
  expect(calls).toEqual([
    {
      method: 'POST',
      path: '/register',
      query: {},
      body: { username: 'nina.k', email: 'nina@kora.test', password: 'Secret2025' },
    },
  ]);
  expect(useSessionStore.getState()).toMatchObject({ token: 'jwt-nina', username: 'nina.k', email: 'nina@kora.test' });
  expect(localStorage.getItem('jwt_token')).toBe('jwt-nina');
  expect(screen.getByRole('status')).toHaveTextContent('Bienvenue sur Kora, nina.k ! Votre compte est créé.');
});

it('goes on to the page the visitor came from', async () => {
  answerApi(REGISTERED);
  showRegister('/register?next=%2Fcart');
  expect(screen.getByRole('link', { name: 'Connectez-vous' })).toHaveAttribute('href', '/signin?next=%2Fcart');
  await fillIn();
  await expectLocation('/cart');
});

it('sends a signed-in user on instead of showing the form', async () => {
  signInAs('lea.martin');
  showRegister('/register?next=%2Ftickets');
  await expectLocation('/tickets');
  expect(screen.queryByRole('button', { name: 'Créer mon compte' })).not.toBeInTheDocument();
});

it('asks for the privacy policy to be accepted before sending anything', async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  showRegister();
  await fillIn({ privacy: false });
  expect(screen.getByText('Vous devez accepter la politique de confidentialité.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.');
  await expectNothingAsked(calls);
});

it('requires every field and a well-formed email', async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  showRegister();
  await userEvent.type(screen.getByLabelText('Email'), 'nina@');
  await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAccessibleDescription('Ce champ est obligatoire.');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Adresse email invalide.');
  await expectNothingAsked(calls);
});

it("maps the server's violations to each field and keeps what was typed", async () => {
  answerApi({
    'POST /register': new ApiError(422, {
      message: 'Données invalides',
      violations: [
        { propertyPath: 'username', message: "Ce nom d'utilisateur est déjà utilisé" },
        { propertyPath: 'email', message: 'This email is already taken' },
        { propertyPath: 'password', message: 'Le mot de passe doit contenir un chiffre.' },
        { propertyPath: 'locale', message: 'Langue inconnue' },
      ],
    }),
  });
  showRegister();
  await fillIn();
  expect(await screen.findByText("Ce nom d'utilisateur est déjà utilisé...")).toBeInTheDocument();
  expect(screen.getByText('Cet email est déjà utilisé...')).toBeInTheDocument();
  expect(screen.getByText('Le mot de passe doit contenir un chiffre.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors de l'inscription.");
  expect(screen.getByRole('alert')).toHaveTextContent('locale: Langue inconnue');
  expect(screen.getByLabelText("Nom d'utilisateur")).toHaveValue('nina.k');
  expect(screen.getByLabelText('Mot de passe')).toHaveValue('Secret2025');
});

it('says when the server cannot be reached', async () => {
  answerApi({ 'POST /register': UNREACHABLE });
  showRegister();
  await fillIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Erreur réseau ou serveur inaccessible. Veuillez vérifier votre connexion.',
  );
});

it("shows the server's message, or the unknown-error text for anything else", async () => {
  const calls = answerApi({ 'POST /register': new ApiError(429, { message: 'Trop de tentatives.' }) });
  showRegister();
  await fillIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives.');
  expect(calls).toHaveLength(1);
  // No answer of the server makes `http` throw anything but an ApiError (a lost network is one too,
  // with status 0): a failure of another kind can only be simulated on the client.
  jest.spyOn(http, 'call').mockRejectedValueOnce(new TypeError('boom'));
  await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  expect(await screen.findByText("Erreur inconnue lors de l'inscription.")).toBeInTheDocument();
});
