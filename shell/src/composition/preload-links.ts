import { appForPath, type RemoteAppName } from '@kora/shared';
import { linkOf, preloadRemoteFor } from './preload-remotes';

/** The remotes a visitor browses (not account or creator work): those preloaded unasked when in view. */
const BROWSING: readonly RemoteAppName[] = ['catalogue', 'events', 'store'];
function browsingRemote(address: string): boolean {
  try {
    return (BROWSING as readonly string[]).includes(appForPath(new URL(address, window.location.href).pathname));
  } catch {
    return false;
  }
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}

/**
 * A link's remote is fetched when the link is hovered, focused or touched, and — for the browsing remotes —
 * when it is in view while the browser is idle. This runs from the visitor's first gesture on the page
 * (`preloadRemotesFromFirstGesture`), so a page that has just opened spends the network only on what it shows.
 */
export function preloadRemotesOfLinks(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (link) preloadRemoteFor(link.href);
  };
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  intents.forEach((type) => root.addEventListener(type, onIntent, { passive: true }));

  let observer: IntersectionObserver | null = null;
  let stopped = false;
  whenIdle(() => {
    if (stopped || typeof IntersectionObserver === 'undefined') return;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const { href } = entry.target as HTMLAnchorElement;
        if (entry.isIntersecting && browsingRemote(href)) preloadRemoteFor(href);
      }
    });
    root.querySelectorAll('#kora-header a[href], #kora-sidebar a[href]').forEach((link) => observer?.observe(link));
  });

  return () => {
    stopped = true;
    intents.forEach((type) => root.removeEventListener(type, onIntent));
    observer?.disconnect();
  };
}
