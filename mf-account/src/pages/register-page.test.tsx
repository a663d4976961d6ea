import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, http } from '@kora/shared';
import { loadTexts, renderScreen } from '@kora/shared/testing';
import { translations } from '../locales';
import { RegisterPage } from './register-page';

beforeAll(() => loadTexts('account', translations));
afterEach(() => jest.restoreAllMocks());

async function fillIn({ privacy = true } = {}) {
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), 'nina.k');
  await userEvent.type(screen.getByLabelText('Email'), 'nina@kora.test');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'Secret2025');
  if (privacy) await userEvent.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
}

it('registers, then says so and offers the sign-in screen', async () => {
  const post = jest.spyOn(http, 'post').mockResolvedValue({ message: 'ok', user: { id: 9 } });
  renderScreen(<RegisterPage />);
  await fillIn();
  expect(await screen.findByText('Inscription réussie ! Vous pouvez maintenant vous connecter.')).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/register', {
    username: 'nina.k',
    email: 'nina@kora.test',
    password: 'Secret2025',
  });
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin');
});

it('asks for the privacy policy to be accepted before sending anything', async () => {
  const post = jest.spyOn(http, 'post');
  renderScreen(<RegisterPage />);
  await fillIn({ privacy: false });
  expect(screen.getByText('Vous devez accepter la politique de confidentialité.')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Veuillez corriger les champs signalés.');
  expect(post).not.toHaveBeenCalled();
});

it('requires every field and a well-formed email', async () => {
  const post = jest.spyOn(http, 'post');
  renderScreen(<RegisterPage />);
  await userEvent.type(screen.getByLabelText('Email'), 'nina@');
  await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  expect(screen.getByLabelText("Nom d'utilisateur")).toHaveAccessibleDescription('Ce champ est obligatoire.');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Adresse email invalide.');
  expect(post).not.toHaveBeenCalled();
});

it("maps the server's violations to each field and keeps what was typed", async () => {
  jest.spyOn(http, 'post').mockRejectedValue(
    new ApiError(422, {
      message: 'Données invalides',
      violations: [
        { propertyPath: 'username', message: "Ce nom d'utilisateur est déjà utilisé" },
        { propertyPath: 'email', message: 'This email is already taken' },
        { propertyPath: 'password', message: 'Le mot de passe doit contenir un chiffre.' },
        { propertyPath: 'locale', message: 'Langue inconnue' },
      ],
    }),
  );
  renderScreen(<RegisterPage />);
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
  jest.spyOn(http, 'post').mockRejectedValue(new ApiError(0, null, '', 'network'));
  renderScreen(<RegisterPage />);
  await fillIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Erreur réseau ou serveur inaccessible. Veuillez vérifier votre connexion.',
  );
});

it("shows the server's message, or the unknown-error text for anything else", async () => {
  jest
    .spyOn(http, 'post')
    .mockRejectedValueOnce(new ApiError(429, { message: 'Trop de tentatives.' }))
    .mockRejectedValueOnce(new TypeError('boom'));
  renderScreen(<RegisterPage />);
  await fillIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('Trop de tentatives.');
  await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
  expect(await screen.findByText("Erreur inconnue lors de l'inscription.")).toBeInTheDocument();
});
