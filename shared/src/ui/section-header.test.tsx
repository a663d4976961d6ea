import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SectionHeader } from './section-header';

it('shows the section title and its see-all link', () => {
  render(
    <MemoryRouter>
      <SectionHeader id="new" title="Nouvelles sorties" more={{ to: '/releases', label: 'Voir tout' }} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Nouvelles sorties' })).toHaveAttribute('id', 'new');
  expect(screen.getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/releases');
});
