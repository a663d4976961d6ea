import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '../../i18n/i18n';
import type { PagedList } from '../../query/paged-query';
import { usePagedQuery } from '../../query/paged-query';
import { PageQueryProvider } from '../../query/query-provider';
import { queryClient } from '../../query/query-client';
import { SkeletonCard, SkeletonList } from '../states';
import { PagedListView, type PagedListTexts } from './paged-list-view';

const TEXTS: PagedListTexts = {
  error: 'Erreur lors du chargement des sorties',
  empty: 'Aucune sortie',
  emptyHint: 'Revenez bientôt.',
  moreError: 'Impossible de charger la suite.',
  loadMore: 'Charger plus',
  loadingMore: 'Chargement de la suite…',
  shown: '2 sorties affichées',
};

const aList = (overrides: Partial<PagedList<string>> = {}): PagedList<string> => ({
  status: 'ready',
  items: ['Racines', 'Horizon'],
  error: null,
  hasMore: false,
  loadingMore: false,
  moreError: null,
  loadMore: jest.fn(),
  reload: jest.fn(),
  ...overrides,
});

const titles = (items: string[]) => (
  <ul>
    {items.map((title) => (
      <li key={title}>{title}</li>
    ))}
  </ul>
);

beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

it('says the list is loading', () => {
  render(
    <PagedListView list={aList({ status: 'loading', items: [] })} texts={TEXTS}>
      {titles}
    </PagedListView>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('holds the first page’s place with its placeholder while it loads', () => {
  render(
    <PagedListView
      list={aList({ status: 'loading', items: [] })}
      texts={TEXTS}
      placeholder={<SkeletonList count={3} className="kora-grid" item={<SkeletonCard media="square" />} />}
    >
      {titles}
    </PagedListView>,
  );
  const loading = screen.getByRole('status');
  expect(loading).toHaveTextContent('Chargement…');
  expect(loading.querySelectorAll('.kora-grid > li')).toHaveLength(3);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('shows why the first page failed, and Retry asks again', async () => {
  const list = aList({ status: 'error', items: [], error: new Error('panne') });
  render(
    <PagedListView list={list} texts={TEXTS}>
      {titles}
    </PagedListView>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des sorties');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(list.reload).toHaveBeenCalledTimes(1);
});

it('says when nothing was found, with its hint', () => {
  render(
    <PagedListView list={aList({ items: [] })} texts={TEXTS}>
      {titles}
    </PagedListView>,
  );
  expect(screen.getByText('Aucune sortie')).toBeInTheDocument();
  expect(screen.getByText('Revenez bientôt.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

it('shows the items, reads out how many, and has no Load more when nothing follows', () => {
  render(
    <PagedListView list={aList()} texts={TEXTS}>
      {titles}
    </PagedListView>,
  );
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Racines', 'Horizon']);
  expect(screen.getByRole('status')).toHaveTextContent('2 sorties affichées');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('offers Load more while more follow, busy while the next page loads', async () => {
  const list = aList({ hasMore: true });
  const { rerender } = render(
    <PagedListView list={list} texts={TEXTS}>
      {titles}
    </PagedListView>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(list.loadMore).toHaveBeenCalledTimes(1);

  rerender(
    <PagedListView list={{ ...list, loadingMore: true }} texts={TEXTS}>
      {titles}
    </PagedListView>,
  );
  const busy = screen.getByRole('button', { name: 'Chargement de la suite…' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
});

it('keeps the items shown when Load more fails, says so, and lets the user try again', () => {
  render(
    <PagedListView list={aList({ hasMore: true, moreError: new Error('panne') })} texts={TEXTS}>
      {titles}
    </PagedListView>,
  );
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('alert')).toHaveTextContent('Impossible de charger la suite.');
  expect(screen.getByRole('button', { name: 'Charger plus' })).toBeEnabled();
});

function Releases({ loadPage }: { loadPage: (offset: number) => Promise<string[]> }) {
  const list = usePagedQuery(['test', 'releases'], 2, ({ offset }) => loadPage(offset));
  return (
    <PagedListView list={list} texts={{ ...TEXTS, shown: `${list.items.length} sorties affichées` }}>
      {titles}
    </PagedListView>
  );
}

it('appends the next page of a paged query until none follows', async () => {
  queryClient.clear();
  const all = ['Racines', 'Horizon', 'Mousson'];
  const loadPage = jest.fn((offset: number) => Promise.resolve(all.slice(offset, offset + 3)));
  render(
    <PageQueryProvider>
      <Releases loadPage={loadPage} />
    </PageQueryProvider>,
  );
  expect(await screen.findByText('Horizon')).toBeInTheDocument();
  expect(screen.queryByText('Mousson')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(await screen.findByText('Mousson')).toBeInTheDocument();
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByRole('status')).toHaveTextContent('3 sorties affichées');
  expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  expect(loadPage.mock.calls.map(([offset]) => offset)).toEqual([0, 2]);
});
