import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from './breadcrumb';

it('links up to the page, then names the page itself as the current one', () => {
  render(
    <MemoryRouter>
      <Breadcrumb
        label="Fil d'Ariane"
        items={[{ label: 'Accueil', to: '/' }, { label: 'Sorties', to: '/releases' }, { label: 'Racines' }]}
      />
    </MemoryRouter>,
  );
  const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
  const crumbs = within(trail).getAllByRole('listitem');
  expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Accueil', 'Sorties', 'Racines']);
  expect(within(crumbs[0]).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  expect(within(crumbs[1]).getByRole('link', { name: 'Sorties' })).toHaveAttribute('href', '/releases');
  expect(within(crumbs[2]).queryByRole('link')).not.toBeInTheDocument();
  expect(within(crumbs[2]).getByText('Racines')).toHaveAttribute('aria-current', 'page');
});
