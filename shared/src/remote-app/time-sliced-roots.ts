import { startTransition, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';

/**
 * `react-dom/client` whose roots render as transitions: React then yields to the browser every few
 * milliseconds instead of drawing a whole area in one long task, so a slow phone stays responsive while
 * the page's areas mount one after another.
 */
export const timeSlicedRoots = {
  createRoot(container: Element | DocumentFragment): ReactDOMClient.Root {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
