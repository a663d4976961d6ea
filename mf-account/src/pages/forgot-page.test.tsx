import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@kora/shared';
import {
  answerApi,
  expectNothingAsked,
  loadTexts,
  renderScreen,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../locales';
import { ForgotPage } from './forgot-page';

startApiServer();
beforeAll(() => loadTexts('account', translations));

const SENT =
  'Si un compte utilise cette adresse, un lien de réinitialisation vient de lui être envoyé. Il est valable une heure.';

async function ask(email: string, { privacy = true } = {}) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  if (privacy) await userEvent.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
}

it('asks the server for a reset link and gives the same answer for any address', async () => {
  const calls = answerApi({ 'POST /forgot-password': { message: 'ok' } });
  renderScreen(<ForgotPage />);
  await ask('lea.martin@kora.test');
  expect(await screen.findByRole('status')).toHaveTextContent(SENT);
  expect(calls).toEqual([
    { method: 'POST', path: '/forgot-password', query: {}, body: { email: 'lea.martin@kora.test' } },
  ]);
});

it('needs a valid email and the privacy policy accepted', async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  renderScreen(<ForgotPage />);
  await ask('lea', { privacy: false });
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Adresse email invalide.');
  expect(screen.getByText('Vous devez accepter la politique de confidentialité.')).toBeInTheDocument();
  await expectNothingAsked(calls);
});

it('says when the link cannot be sent, keeping the address', async () => {
  answerApi({ 'POST /forgot-password': new ApiError(500, null, 'Internal Server Error') });
  renderScreen(<ForgotPage />);
  await ask('lea.martin@kora.test');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Impossible d'envoyer le lien pour le moment. Réessayez plus tard.",
  );
  expect(screen.getByLabelText('Email')).toHaveValue('lea.martin@kora.test');
});
