import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useAddressChoice, useAddressSearch } from './list-address';

const SORTS = ['featured', 'popular', 'newest'] as const;

function SortedList() {
  const [sort, setSort] = useAddressChoice('sort', SORTS, 'featured');
  const { typed, setTyped, search } = useAddressSearch(20);
  return (
    <>
      <input aria-label="Rechercher" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <p>Recherche : {search || 'aucune'}</p>
      <p>Tri : {sort}</p>
      {SORTS.map((option) => (
        <button key={option} type="button" onClick={() => setSort(option)}>
          {option}
        </button>
      ))}
      <output data-testid="address">{useLocation().search}</output>
    </>
  );
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <SortedList />
    </MemoryRouter>,
  );
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

it('reads the choice and the search from the address', () => {
  renderAt('/releases?sort=popular&q=kora');
  expect(screen.getByText('Tri : popular')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Rechercher' })).toHaveValue('kora');
  expect(screen.getByText('Recherche : kora')).toBeInTheDocument();
});

it('reads a value it does not offer as the fallback', () => {
  renderAt('/releases?sort=oldest');
  expect(screen.getByText('Tri : featured')).toBeInTheDocument();
});

it('writes a choice to the address, keeps the other keys, and takes the fallback out', async () => {
  renderAt('/releases?genre=Jazz');
  await userEvent.click(screen.getByRole('button', { name: 'newest' }));
  expect(screen.getByText('Tri : newest')).toBeInTheDocument();
  expect(address().get('sort')).toBe('newest');
  expect(address().get('genre')).toBe('Jazz');
  await userEvent.click(screen.getByRole('button', { name: 'featured' }));
  expect(address().has('sort')).toBe(false);
  expect(address().get('genre')).toBe('Jazz');
});

it('searches the trimmed text once typing pauses, and keeps it in the address until cleared', async () => {
  renderAt('/releases');
  const box = screen.getByRole('textbox', { name: 'Rechercher' });
  await userEvent.type(box, ' ngoni ');
  expect(box).toHaveValue(' ngoni ');
  expect(await screen.findByText('Recherche : ngoni')).toBeInTheDocument();
  await waitFor(() => expect(address().get('q')).toBe('ngoni'));
  await userEvent.clear(box);
  expect(await screen.findByText('Recherche : aucune')).toBeInTheDocument();
  await waitFor(() => expect(address().has('q')).toBe(false));
});
