import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/i18n';
import { EmptyState, ErrorState, LoadingState } from './states';

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

describe('LoadingState', () => {
  it('announces loading with the translated default label or a given one', () => {
    const { rerender } = render(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    rerender(<LoadingState label="Chargement des sorties" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des sorties');
  });
});

describe('ErrorState', () => {
  it('shows the message as an alert and Retry calls back', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    render(<ErrorState message="Error loading releases" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading releases');
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without onRetry, and a generic message without one', () => {
    render(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows the title and hint', () => {
    render(<EmptyState title="No releases available" hint="Come back later to discover new releases!" />);
    expect(screen.getByText('No releases available')).toBeInTheDocument();
    expect(screen.getByText('Come back later to discover new releases!')).toBeInTheDocument();
  });
});
