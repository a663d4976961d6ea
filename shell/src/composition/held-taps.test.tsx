import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { STORAGE_KEYS, TAKEN_OVER_EVENT, takeServerMarkup } from '@kora/shared';
import { followLinksWith, heldTapsOf, holdServerScreens, holdTapsUntilTakenOver } from './held-taps';

/** A screen as a remote draws it: a search field, a button that counts its presses, a form and a link. */
function Screen({ onSearch }: { onSearch: (query: string) => void }) {
  const [presses, setPresses] = useState(0);
  const [query, setQuery] = useState('');
  return (
    <div>
      <p>Écoutes : {presses}</p>
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        Écouter
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(query);
        }}
      >
        <input aria-label="Rechercher" value={query} onChange={(event) => setQuery(event.target.value)} />
        <button type="submit">Chercher</button>
      </form>
      <a href="/release/4">Minuit Quarante</a>
      <a href="https://example.org/ailleurs">Ailleurs</a>
    </div>
  );
}

/** The server's markup of the screen, in its area of the page, with nothing of React attached yet. */
function serverScreen(): HTMLElement {
  document.body.innerHTML = `<div class="kora-remote"><div data-kora-first-content>${renderToString(<Screen onSearch={() => undefined} />)}</div></div>`;
  return document.querySelector('[data-kora-first-content]') as HTMLElement;
}

/** What the kernel's roots send once React has taken the block over. */
const takenOver = (block: HTMLElement) => act(() => void block.dispatchEvent(new Event(TAKEN_OVER_EVENT)));

afterEach(() => {
  document.body.innerHTML = '';
});

it('hands the presses, the typing and the form sent before the take-over to the screen, in order', async () => {
  const block = serverScreen();
  const follow = jest.fn();
  followLinksWith(follow);
  holdServerScreens();
  expect(heldTapsOf(block)).toBeDefined();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Écouter' }));
  await user.click(screen.getByRole('button', { name: 'Écouter' }));
  await user.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'aube');
  await user.click(screen.getByRole('button', { name: 'Chercher' }));
  // Nothing has answered yet: the markup is the server's.
  expect(screen.getByText('Écoutes : 0')).toBeInTheDocument();

  const onSearch = jest.fn();
  await act(async () => {
    hydrateRoot(block, <Screen onSearch={onSearch} />);
  });
  takenOver(block);

  expect(screen.getByText('Écoutes : 2')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Rechercher' })).toHaveValue('aube');
  expect(onSearch).toHaveBeenCalledWith('aube');
  expect(follow).not.toHaveBeenCalled();
});

it("follows a link of the site at once through the shell once it runs, and leaves another site's link to the browser", async () => {
  const block = serverScreen();
  const follow = jest.fn();
  followLinksWith(follow);
  holdTapsUntilTakenOver(block);
  // What the browser would do with each click: follow the link unless it was cancelled (jsdom cannot navigate).
  const followedByBrowser: string[] = [];
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (link && !event.defaultPrevented) followedByBrowser.push(link.href);
    event.preventDefault();
  });
  fireEvent.click(screen.getByRole('link', { name: 'Minuit Quarante' }));
  fireEvent.click(screen.getByRole('link', { name: 'Ailleurs' }));
  expect(follow.mock.calls).toEqual([['http://localhost/release/4']]);
  expect(followedByBrowser).toEqual(['https://example.org/ailleurs']);
});

it('replays nothing once dropped, and nothing twice', async () => {
  const block = serverScreen();
  const held = holdTapsUntilTakenOver(block);
  fireEvent.click(screen.getByRole('button', { name: 'Écouter' }));
  const onSearch = jest.fn();
  await act(async () => {
    hydrateRoot(block, <Screen onSearch={onSearch} />);
  });
  held.drop();
  takenOver(block);
  held.replay();
  expect(screen.getByText('Écoutes : 0')).toBeInTheDocument();
  // Held no longer: a press now goes to the screen itself.
  fireEvent.click(screen.getByRole('button', { name: 'Écouter' }));
  expect(screen.getByText('Écoutes : 1')).toBeInTheDocument();
});

it('hands a press to the same control when the screen drew its markup anew, and to nothing where it changed', async () => {
  const block = serverScreen();
  holdTapsUntilTakenOver(block);
  fireEvent.click(screen.getByRole('button', { name: 'Écouter' }));
  fireEvent.click(screen.getByRole('button', { name: 'Chercher' }));
  // Drawn anew (as React does where the server's markup differed): the same listen button, another search.
  const onSearch = jest.fn();
  block.replaceChildren();
  render(<Screen onSearch={onSearch} />, { container: block });
  screen.getByRole('button', { name: 'Chercher' }).textContent = 'Trouver';
  takenOver(block);
  expect(screen.getByText('Écoutes : 1')).toBeInTheDocument();
  expect(onSearch).not.toHaveBeenCalled();
});

it("on a device that shows its own screen (signed in), says the server's controls do not work yet instead", () => {
  localStorage.setItem(STORAGE_KEYS.token, 'token');
  const block = serverScreen();
  holdServerScreens();
  expect(heldTapsOf(block)).toBeUndefined();
  expect(screen.getByRole('button', { name: 'Écouter' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('textbox', { name: 'Rechercher' })).toHaveAttribute('aria-disabled', 'true');
  takeServerMarkup(block)();
  expect(screen.getByRole('button', { name: 'Écouter' })).not.toHaveAttribute('aria-disabled');
  localStorage.clear();
});
