import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { FIRST_CONTENT_ATTRIBUTE, INERT_ATTRIBUTE } from '@kora/shared';
import { timeSlicedRoots } from './time-sliced-roots';

afterEach(() => jest.restoreAllMocks());

it('draws what it is given, and takes it away on unmount', async () => {
  const container = document.createElement('div');
  const root = timeSlicedRoots.createRoot(container);
  await act(async () => root.render(<p>Nouveautés</p>));
  expect(container.textContent).toBe('Nouveautés');
  await act(async () => root.unmount());
  expect(container.textContent).toBe('');
});

function Release({ title }: { title: string }) {
  const [liked, setLiked] = useState(false);
  return (
    <section>
      <h1>{title}</h1>
      <button type="button" aria-pressed={liked} onClick={() => setLiked(true)}>
        J’aime
      </button>
    </section>
  );
}

/** A block as the site's server sends it: the screen's markup, its controls marked as not working yet. */
function serverBlock(markup: string): HTMLElement {
  const block = document.createElement('div');
  block.setAttribute(FIRST_CONTENT_ATTRIBUTE, '');
  block.innerHTML = markup.replace(/<button/g, `<button aria-disabled="true" ${INERT_ATTRIBUTE}`);
  document.body.append(block);
  return block;
}

it("takes over the screen the server drew as it is: the same elements, whose controls then work", async () => {
  const block = serverBlock(renderToString(<Release title="Minuit Quarante" />));
  const heading = block.querySelector('h1');
  const warn = jest.spyOn(console, 'warn');
  const root = timeSlicedRoots.createRoot(block);
  root.render(<Release title="Minuit Quarante" />);
  // Until React has taken the markup over, its controls still say they do not work.
  expect(block.hasAttribute(FIRST_CONTENT_ATTRIBUTE)).toBe(false);
  expect(block.querySelector('button')).toHaveAttribute('aria-disabled', 'true');
  await act(async () => undefined);
  expect(block.querySelector('h1')).toBe(heading);
  const button = block.querySelector('button')!;
  expect(button.hasAttribute('aria-disabled')).toBe(false);
  expect(button.hasAttribute(INERT_ATTRIBUTE)).toBe(false);
  await act(async () => button.click());
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(warn).not.toHaveBeenCalled();
  // Later renders update it as any root would.
  await act(async () => root.render(<Release title="Soleil de Noailles" />));
  expect(block.querySelector('h1')).toHaveTextContent('Soleil de Noailles');
  await act(async () => root.unmount());
  expect(block.textContent).toBe('');
});

it('draws the screen anew when what the server drew is not what it renders, and tells the developer', async () => {
  const block = serverBlock(renderToString(<Release title="Minuit Quarante" />));
  const heading = block.querySelector('h1');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = timeSlicedRoots.createRoot(block);
  await act(async () => root.render(<Release title="Minuit Quarante (édition)" />));
  expect(block.querySelector('h1')).toHaveTextContent('Minuit Quarante (édition)');
  expect(block.querySelector('h1')).not.toBe(heading);
  expect(warn).toHaveBeenCalledWith('[kora] the first screen was drawn again in the browser', expect.anything());
});
