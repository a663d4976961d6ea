import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterTabs } from './filter-tabs';
import { ListFilters } from './list-filters';
import { SearchField } from './search-field';

const CATEGORIES = ['all', 'interviews', 'concerts'] as const;
const NAMES = { all: 'Tout', interviews: 'Interviews', concerts: 'Concerts' };

function NewsFilters({ onSearch = () => undefined }: { onSearch?: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('all');
  return (
    <ListFilters variant="bar">
      <SearchField
        label="Rechercher un article"
        value={search}
        onChange={(text) => {
          setSearch(text);
          onSearch(text);
        }}
        placeholder="Titre"
        hint="Par exemple : ngoni"
      />
      <FilterTabs
        label="Catégories"
        options={CATEGORIES}
        value={category}
        onChange={setCategory}
        optionLabel={(option) => NAMES[option]}
      />
    </ListFilters>
  );
}

it('is a search landmark whose search box is named by its label and described by its example', async () => {
  const onSearch = jest.fn();
  render(<NewsFilters onSearch={onSearch} />);
  const filters = screen.getByRole('search');
  const box = within(filters).getByRole('searchbox', { name: 'Rechercher un article' });
  expect(box).toHaveAttribute('placeholder', 'Titre');
  expect(box).toHaveAccessibleDescription('Par exemple : ngoni');
  await userEvent.type(box, 'kora');
  expect(box).toHaveValue('kora');
  expect(onSearch).toHaveBeenLastCalledWith('kora');
});

it('is never sent: the fields answer as they change', () => {
  render(<NewsFilters />);
  const notPrevented = fireEvent.submit(screen.getByRole('search'));
  expect(notPrevented).toBe(false);
});

it('offers its tabs as a named group of toggle buttons, one pressed at a time', async () => {
  render(<NewsFilters />);
  const tabs = screen.getByRole('group', { name: 'Catégories' });
  expect(
    within(tabs)
      .getAllByRole('button')
      .map((tab) => tab.textContent),
  ).toEqual(['Tout', 'Interviews', 'Concerts']);
  expect(within(tabs).getByRole('button', { name: 'Tout' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(tabs).getByRole('button', { name: 'Concerts' }));
  expect(within(tabs).getByRole('button', { name: 'Concerts' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(tabs).getByRole('button', { name: 'Tout' })).toHaveAttribute('aria-pressed', 'false');
});

it('has no description on a search box without an example', () => {
  render(
    <ListFilters variant="panel">
      <SearchField label="Rechercher un produit" value="" onChange={() => undefined} />
    </ListFilters>,
  );
  expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).not.toHaveAccessibleDescription();
});
