import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { FocusOnNavigation, MAIN_ID } from './focus-on-navigation';

function Page() {
  return (
    <MemoryRouter initialEntries={['/releases']}>
      <FocusOnNavigation />
      <input aria-label="Rechercher" />
      <Link to="/events">Événements</Link>
      <main id={MAIN_ID} tabIndex={-1}>
        Contenu
      </main>
    </MemoryRouter>
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

it('leaves focus where it is on the first page, and moves it to the main area on a move to another page', async () => {
  render(<Page />);
  const search = screen.getByRole('textbox', { name: 'Rechercher' });
  search.focus();
  expect(search).toHaveFocus();

  await userEvent.click(screen.getByRole('link', { name: 'Événements' }));
  expect(screen.getByRole('main')).toHaveFocus();
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
});
