import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../i18n/i18n';
import { EmptyState, ErrorState, LoadingState, Skeleton, SkeletonCard, SkeletonList } from './states';

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

  it("keeps a screen's height while a whole screen loads", () => {
    render(<LoadingState size="screen" />);
    expect(screen.getByRole('status')).toHaveStyle({ minHeight: '80vh' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });
});

describe('Skeleton', () => {
  it('keeps the reserved height and announces loading once', () => {
    render(<Skeleton height="400px" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement…');
    expect(status).toHaveStyle({ '--kora-reserved-narrow': '400px', '--kora-reserved-wide': '400px' });
  });

  it('reserves one height for the narrow layout and one for the wide one', () => {
    render(<Skeleton height={{ narrow: '1250px', wide: '450px' }} label="Chargement des sorties" />);
    const status = screen.getByRole('status');
    expect(status).toHaveStyle({ '--kora-reserved-narrow': '1250px', '--kora-reserved-wide': '450px' });
    expect(status).toHaveTextContent('Chargement des sorties');
  });

  it('draws its placeholder cards out of the screen reader’s way', () => {
    render(
      <Skeleton>
        <SkeletonCard media="square" lines={3} />
        <SkeletonCard media="wide" />
      </Skeleton>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')?.children).toHaveLength(2);
  });
});

describe('SkeletonList', () => {
  it("holds one placeholder per item in the list's own layout, announced once as loading", () => {
    render(<SkeletonList count={8} className="kora-product-cards" item={<SkeletonCard media="square" />} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement…');
    expect(within(status).getByRole('list', { hidden: true })).toHaveClass('kora-product-cards');
    expect(within(status).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
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
