import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdTapsUntilTakenOver } from './held-taps';

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

/** The server's markup of the screen, in the page, with nothing of React attached yet. */
function serverScreen(): HTMLElement {
  const block = document.createElement('div');
  block.innerHTML = renderToString(<Screen onSearch={() => undefined} />);
  document.body.append(block);
  return block;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('hands the presses, the typing and the form sent before the take-over to the screen, in order', async () => {
  const block = serverScreen();
  const follow = jest.fn();
  const held = holdTapsUntilTakenOver(block, follow);
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
  act(() => held.replay());

  expect(screen.getByText('Écoutes : 2')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Rechercher' })).toHaveValue('aube');
  expect(onSearch).toHaveBeenCalledWith('aube');
  expect(follow).not.toHaveBeenCalled();
});

it("follows a link of the site at once through the shell, and leaves another site's link to the browser", async () => {
  const block = serverScreen();
  const follow = jest.fn();
  holdTapsUntilTakenOver(block, follow);
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
  const held = holdTapsUntilTakenOver(block, jest.fn());
  fireEvent.click(screen.getByRole('button', { name: 'Écouter' }));
  const onSearch = jest.fn();
  await act(async () => {
    hydrateRoot(block, <Screen onSearch={onSearch} />);
  });
  held.drop();
  held.replay();
  expect(screen.getByText('Écoutes : 0')).toBeInTheDocument();
  // Held no longer: a press now goes to the screen itself.
  fireEvent.click(screen.getByRole('button', { name: 'Écouter' }));
  expect(screen.getByText('Écoutes : 1')).toBeInTheDocument();
});

it('keeps a press on a part of the screen that is gone by the take-over from being replayed elsewhere', async () => {
  const block = serverScreen();
  const held = holdTapsUntilTakenOver(block, jest.fn());
  const button = screen.getByRole('button', { name: 'Écouter' });
  fireEvent.click(button);
  block.replaceChildren();
  const { container } = render(<Screen onSearch={jest.fn()} />, { container: block });
  held.replay();
  expect(container).toHaveTextContent('Écoutes : 0');
});
