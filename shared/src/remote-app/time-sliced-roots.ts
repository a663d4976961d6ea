import { createElement, startTransition, useLayoutEffect, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import { holdsServerMarkup, takeServerMarkup } from '@kora/shared';

/**
 * A screen the server drew whose markup React could not take over as it was (a text that differs): React
 * draws the area anew, which the visitor does not see as an error, so it is told to the developer only.
 */
function redrawnFromScratch(error: unknown): void {
  console.warn('[kora] the first screen was drawn again in the browser', error);
}

/** Calls `onTakenOver` once React has committed its first render (no element of its own). */
function TakenOver({ children, onTakenOver }: { children: ReactNode; onTakenOver: () => void }) {
  useLayoutEffect(onTakenOver, [onTakenOver]);
  return children;
}

/** A root that takes over the server's markup in `container` at its first render, then renders as `root` does. */
function hydratingRoot(container: HTMLElement): ReactDOMClient.Root {
  let root: ReactDOMClient.Root | null = null;
  let onTakenOver = () => {};
  // The same wrapper at every render, so that React keeps the tree.
  const tree = (children: ReactNode) => createElement(TakenOver, { onTakenOver, children });
  return {
    render: (children: ReactNode) => {
      if (root) {
        const hydrated = root;
        startTransition(() => hydrated.render(tree(children)));
        return;
      }
      onTakenOver = takeServerMarkup(container);
      // As a transition too: hydration at React's default priority would be one long task.
      startTransition(() => {
        root = ReactDOMClient.hydrateRoot(container, tree(children), { onRecoverableError: redrawnFromScratch });
      });
    },
    unmount: () => root?.unmount(),
  };
}

/**
 * `react-dom/client` whose roots render as transitions: React then yields to the browser every few
 * milliseconds instead of drawing a whole area in one long task, so a slow phone stays responsive while
 * the page's areas mount one after another. A container that holds the screen the site's server drew is
 * hydrated (its markup taken over, not drawn a second time), which React does in the same slices.
 */
export const timeSlicedRoots = {
  createRoot(container: Element | DocumentFragment): ReactDOMClient.Root {
    if (holdsServerMarkup(container)) return hydratingRoot(container);
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
