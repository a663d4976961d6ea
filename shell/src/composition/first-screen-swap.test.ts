import { removeServerChrome, serverChrome, serverFirstContent, swapWhenDrawn } from './first-screen-swap';

/** What the server sent: a release drawn in the catalogue's area, the screen's own element after it. */
function pageWithFirstContent() {
  document.body.innerHTML =
    '<div id="kora-header" data-kora-drawn><header>en-tête du serveur</header></div>' +
    '<div id="kora-remote-catalogue" class="kora-remote" data-kora-drawn>' +
    '<div data-kora-first-content><h1>Minuit Quarante</h1></div></div>';
  const container = document.getElementById('kora-remote-catalogue')!;
  const root = document.createElement('div');
  container.append(root);
  return { container, root, block: serverFirstContent(container)! };
}

/** The next frame, when the page's drawing is looked at. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => jest.useRealTimers());

describe("the server's first screen, replaced by the page's own drawing", () => {
  it('stays in view while the screen loads, and gives way in one step once the screen has drawn it', async () => {
    const { container, root, block } = pageWithFirstContent();
    swapWhenDrawn(block, root);
    expect(root.style.visibility).toBe('hidden');
    expect(root.style.position).toBe('absolute');

    root.innerHTML = '<div class="kora-state kora-state--loading" role="status">Chargement…</div>';
    await nextFrame();
    expect(container.contains(block)).toBe(true);

    root.innerHTML = '<section><h1>Minuit Quarante</h1></section>';
    await nextFrame();
    expect(container.contains(block)).toBe(false);
    expect(root.style.visibility).toBe('');
    expect(root.style.position).toBe('');
  });

  it('gives way when the screen is left or fails (the returned function), and after eight seconds at most', () => {
    jest.useFakeTimers();
    const first = pageWithFirstContent();
    swapWhenDrawn(first.block, first.root)();
    expect(first.container.contains(first.block)).toBe(false);

    const second = pageWithFirstContent();
    swapWhenDrawn(second.block, second.root);
    jest.advanceTimersByTime(8_000);
    expect(second.container.contains(second.block)).toBe(false);
    expect(second.root.style.visibility).toBe('');
  });

  it("takes the server's chrome away at once, its footer once the shell's footer is drawn", async () => {
    pageWithFirstContent();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="kora-footer" data-kora-drawn><footer>pied du serveur</footer></div>',
    );
    const drawn = serverChrome();
    expect([...drawn.values()].flat().map((node) => node.textContent)).toEqual(['en-tête du serveur', 'pied du serveur']);
    const footer = document.getElementById('kora-footer')!;
    footer.insertAdjacentHTML('beforeend', '<div class="kora-footer-slot"></div>');

    removeServerChrome(drawn);
    expect(document.getElementById('kora-header')!.textContent).toBe('');
    expect(footer.textContent).toBe('pied du serveur');

    footer.insertAdjacentHTML('beforeend', '<footer>pied de la coque</footer>');
    await nextFrame();
    expect(footer.textContent).toBe('pied de la coque');
    expect(document.getElementById('kora-remote-catalogue')!.textContent).toBe('Minuit Quarante');
  });
});
