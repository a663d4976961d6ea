import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/i18n';
import { notify, useToastStore } from '../stores/toast-store';
import { ToastBanner } from './toast-banner';

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

beforeEach(() => {
  act(() => useToastStore.getState().toasts.forEach((toast) => useToastStore.getState().dismiss(toast.id)));
});

describe('ToastBanner', () => {
  it('shows success toasts as status (green) and errors as alerts (red)', () => {
    render(<ToastBanner />);
    act(() => {
      notify('Profil enregistré');
      notify('Erreur lors de l’achat', 'error');
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Profil enregistré');
    expect(status).toHaveClass('kora-toast--success');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors de l’achat');
    expect(alert).toHaveClass('kora-toast--error');
  });

  it('removes a toast with its dismiss button', async () => {
    const user = userEvent.setup();
    render(<ToastBanner />);
    act(() => notify('Ajouté au panier'));
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Masquer le message' }));
    expect(screen.queryByText('Ajouté au panier')).not.toBeInTheDocument();
  });

  it('hides a toast by itself after 4 seconds', () => {
    jest.useFakeTimers();
    try {
      render(<ToastBanner />);
      act(() => notify('Bientôt parti', 'info'));
      expect(screen.getByText('Bientôt parti')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4000));
      expect(screen.queryByText('Bientôt parti')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
