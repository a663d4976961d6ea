import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, http } from '@kora/shared';
import { loadTexts, renderScreen } from '@kora/shared/testing';
import { translations } from '../../locales';
import { PasswordForm } from './password-form';

beforeAll(() => loadTexts('account', translations));
afterEach(() => jest.restoreAllMocks());

async function change(current: string, next: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('Mot de passe actuel'), current);
  await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), next);
  await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
}

it('refuses two different new passwords without calling the server', async () => {
  const put = jest.spyOn(http, 'put');
  renderScreen(<PasswordForm />);
  await change('Ecoute2025', 'Nouveau2025', 'Nouveau2026');
  expect(screen.getByText('New password and confirm new password do not match!')).toBeInTheDocument();
  expect(put).not.toHaveBeenCalled();
});

it("changes the password on the server, says 'Password changed!' and empties the form", async () => {
  const put = jest.spyOn(http, 'put').mockResolvedValue({ message: 'Password changed!' });
  renderScreen(<PasswordForm />);
  await change('Ecoute2025', 'Nouveau2025', 'Nouveau2025');
  expect(await screen.findByRole('status')).toHaveTextContent('Password changed!');
  expect(put).toHaveBeenCalledWith('/profile/password', {
    currentPassword: 'Ecoute2025',
    newPassword: 'Nouveau2025',
    confirmPassword: 'Nouveau2025',
  });
  expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
});

it('shows a wrong current password on its field and keeps the new entries', async () => {
  jest.spyOn(http, 'put').mockRejectedValue(
    new ApiError(422, {
      message: 'Données invalides',
      violations: [{ propertyPath: 'currentPassword', message: 'Le mot de passe actuel est incorrect.' }],
    }),
  );
  renderScreen(<PasswordForm />);
  await change('Faux2025', 'Nouveau2025', 'Nouveau2025');
  expect(await screen.findByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
    'Le mot de passe actuel est incorrect.',
  );
  expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('Nouveau2025');
});
