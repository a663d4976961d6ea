import { act, screen } from '@testing-library/react';
import { FooterOnDemand } from './footer-on-demand';
import { renderInShell } from './render-in-shell';

/** A browser viewport the test scrolls: the footer's slot comes into view when `scrollToFooter()` is called. */
function watchViewport() {
  const seen: IntersectionObserverCallback[] = [];
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      seen.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return () =>
    act(() =>
      seen.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never)),
    );
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it('shows the footer once it is scrolled into view, not before', async () => {
  const scrollToFooter = watchViewport();
  await renderInShell(<FooterOnDemand />);
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  scrollToFooter();
  expect(await screen.findByRole('contentinfo')).toHaveTextContent('contact@kora.example');
});
