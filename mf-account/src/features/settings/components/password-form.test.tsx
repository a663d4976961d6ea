import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, useSessionStore } from '@kora/shared';
import {
  answerApi,
  expectNothingAsked,
  loadTexts,
  renderScreen,
  resetKernel,
  signInAs,
  startApiServer,
  UNREACHABLE,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { PasswordForm } from './password-form';

startApiServer();
beforeAll(() => loadTexts('account', translations));
beforeEach(() => resetKernel());

async function change(current: string, next: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Mot de passe actuel'), current);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), next);
  await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

it('refuses two different new passwords without calling the server', async () => {
  const calls = answerApi({ 'PUT /*': UNREACHABLE });
  renderScreen(<PasswordForm />);
  await change('Ecoute2025', 'Nouveau2025', 'Nouveau2026');
  expect(screen.getByText('New password and confirm new password do not match!')).toBeInTheDocument();
  await expectNothingAsked(calls);
});

it("changes the password on the server, says 'Password changed!', empties the form and stays signed in", async () => {
  signInAs('lea.martin', 'token-before-the-change');
  const calls = answerApi({
    'PUT /profile/password': { message: 'Password changed!', token: 'token-after-the-change', expiresIn: 86400 },
  });
  renderScreen(<PasswordForm />);
  await change('Ecoute2025', 'Nouveau2025', 'Nouveau2025');
  expect(await screen.findByRole('status')).toHaveTextContent('Password changed!');
  expect(calls).toEqual([
    {
      method: 'PUT',
      path: '/profile/password',
      query: {},
      body: { currentPassword: 'Ecoute2025', newPassword: 'Nouveau2025', confirmPassword: 'Nouveau2025' },
    },
  ]);
  expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
  // Earlier tokens stop working after a change: this session continues with the new one.
  expect(useSessionStore.getState()).toMatchObject({ token: 'token-after-the-change', username: 'lea.martin' });
  expect(localStorage.getItem('jwt_token')).toBe('token-after-the-change');
});

it('shows a wrong current password on its field and keeps the new entries', async () => {
  answerApi({
    'PUT /profile/password': new ApiError(422, {
      message: 'Données invalides',
      violations: [{ propertyPath: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' }],
    }),
  });
  renderScreen(<PasswordForm />);
  await change('Faux2025', 'Nouveau2025', 'Nouveau2025');
  expect(await screen.findByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
    'Le mot de passe actuel est incorrect.',
  );
  expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('Nouveau2025');
});
