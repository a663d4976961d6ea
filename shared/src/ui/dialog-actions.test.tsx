import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { DialogActions } from './dialog-actions';

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

const names = (container: HTMLElement) =>
  within(container)
    .getAllByRole('button')
    .map((button) => button.textContent);

it('puts the way back first and the main action last', () => {
  const { container } = render(
    <DialogActions
      primary={<button type="button">Payer 2,00 €</button>}
      secondary={<button type="button">Annuler</button>}
    />,
  );
  expect(names(container)).toEqual(['Annuler', 'Payer 2,00 €']);
});

it('holds the main action alone when there is no other', () => {
  const { container } = render(<DialogActions primary={<button type="button">Fermer</button>} />);
  expect(names(container)).toEqual(['Fermer']);
});

it('gives a confirmation its Cancel and its confirm buttons, both unavailable while the action runs', async () => {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  const deletion = (busy: boolean) => (
    <ConfirmDialog
      open
      busy={busy}
      title="Supprimer l'événement ?"
      cancelLabel="Annuler"
      confirmLabel="Supprimer"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>Cette action est définitive.</p>
    </ConfirmDialog>
  );
  const { rerender } = render(deletion(false));
  const dialog = screen.getByRole('dialog', { name: "Supprimer l'événement ?" });
  const actions = within(dialog).getAllByRole('button', { name: /^(Annuler|Supprimer)$/ });
  expect(actions.map((button) => button.textContent)).toEqual(['Annuler', 'Supprimer']);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(onCancel).toHaveBeenCalledTimes(1);

  rerender(deletion(true));
  expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
});
