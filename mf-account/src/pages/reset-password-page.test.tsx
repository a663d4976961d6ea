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
import { ResetPasswordPage } from './reset-password-page';

startApiServer();
beforeAll(() => loadTexts('account', translations));

const visit = () =>
  renderScreen(<ResetPasswordPage />, { path: '/reset-password/:token', at: '/reset-password/t0k3n' });

async function choose(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe', { selector: 'input' }), password);
  await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
}

it('sets the new password with the token of the link', async () => {
  const calls = answerApi({ 'POST /reset-password': { message: 'ok' } });
  visit();
  await choose('Nouveau2025', 'Nouveau2025');
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  );
  expect(calls).toEqual([
    { method: 'POST', path: '/reset-password', query: {}, body: { token: 't0k3n', password: 'Nouveau2025' } },
  ]);
  expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/signin');
});

it('refuses two different entries without calling the server', async () => {
  const calls = answerApi({ 'POST /*': UNREACHABLE });
  visit();
  await choose('Nouveau2025', 'Nouveau2026');
  expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveAccessibleDescription(
    'New password and confirm new password do not match!',
  );
  await expectNothingAsked(calls);
});

it('says when the link has expired, and offers a new one', async () => {
  answerApi({
    'POST /reset-password': new ApiError(422, {
      message: 'Ce lien de réinitialisation est invalide ou a expiré.',
      violations: [{ propertyPath: 'token', message: 'Ce lien de réinitialisation est invalide ou a expiré.' }],
    }),
  });
  visit();
  await choose('Nouveau2025', 'Nouveau2025');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de réinitialisation est invalide ou a expiré.');
  expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/forgot');
});
