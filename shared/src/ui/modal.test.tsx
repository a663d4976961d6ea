import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { initI18n, setLanguage } from '../i18n/i18n';
import { Modal } from './modal';

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

function Harness({ closeDisabled = false }: { closeDisabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Acheter un ticket
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Achat de ticket" closeDisabled={closeDisabled}>
        <label>
          Quantité <input type="number" defaultValue={1} />
        </label>
        <button type="button">Confirmer</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing when closed', () => {
    render(<Modal open={false} onClose={() => undefined} title="Titre" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, with focus moved into it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Acheter un ticket' }));

    const dialog = screen.getByRole('dialog', { name: 'Achat de ticket' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Acheter un ticket' });
    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its translated close button and on an overlay click, not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Acheter un ticket' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Acheter un ticket' }));
    await user.click(screen.getByTestId('kora-modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be closed while closeDisabled', async () => {
    const user = userEvent.setup();
    render(<Harness closeDisabled />);
    await user.click(screen.getByRole('button', { name: 'Acheter un ticket' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('kora-modal-overlay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeDisabled();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Acheter un ticket' }));
    const close = screen.getByRole('button', { name: 'Fermer' });
    const confirm = screen.getByRole('button', { name: 'Confirmer' });

    await user.tab();
    expect(confirm).toHaveFocus();
    // From the last element Tab wraps to the first (the close button, in the header)…
    await user.tab();
    expect(close).toHaveFocus();
    // …and Shift+Tab from the first wraps to the last.
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('focuses the dialog itself when it holds nothing focusable', () => {
    render(
      <Modal open onClose={() => undefined} title="Info">
        <p>Texte</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Info' })).toHaveFocus();
  });

  it('uses the current language for the close button', async () => {
    render(<Modal open onClose={() => undefined} title="Info" />);
    await act(() => setLanguage('es'));
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    await act(() => setLanguage('fr'));
  });
});
