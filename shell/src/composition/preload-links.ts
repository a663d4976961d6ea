import { appForPath, type RemoteAppName } from '@kora/shared';
import { preloadRemoteFor } from './preload-remotes';

/** The remotes a visitor browses (not account or creator work): those preloaded unasked when in view. */
const BROWSING: readonly RemoteAppName[] = ['catalogue', 'events', 'store'];
function browsingRemote(address: string): boolean {
  try {
    return (BROWSING as readonly string[]).includes(appForPath(new URL(address, window.location.href).pathname));
  } catch {
    return false;
  }
}

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest('a[href]') : null;
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}

/**
 * A link's remote is fetched when the link is hovered, focused or touched, and — for the browsing remotes —
 * when it is in view while the browser is idle, from the visitor's first gesture on the page (pointer, key
 * or scroll) on, so a page that has just opened spends the network only on what it shows.
 */
export function preloadRemotesOfLinks(root: Document = document, { gestured = false } = {}): () => void {
  const onIntent = (event: Event) => {
    const link = linkOf(event.target);
    if (link) preloadRemoteFor(link.href);
  };
  const intents = ['pointerover', 'focusin', 'touchstart'] as const;
  intents.forEach((type) => root.addEventListener(type, onIntent, { passive: true }));

  let observer: IntersectionObserver | null = null;
  const observeVisibleLinks = () =>
    whenIdle(() => {
      if (typeof IntersectionObserver === 'undefined') return;
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          const { href } = entry.target as HTMLAnchorElement;
          if (entry.isIntersecting && browsingRemote(href)) preloadRemoteFor(href);
        }
      });
      root.querySelectorAll('#kora-header a[href], #kora-sidebar a[href]').forEach((link) => observer?.observe(link));
    });
  const gestures = ['pointermove', 'keydown', 'scroll', 'touchstart'] as const;
  const onFirstGesture = () => {
    gestures.forEach((type) => window.removeEventListener(type, onFirstGesture));
    observeVisibleLinks();
  };
  if (gestured) observeVisibleLinks();
  else gestures.forEach((type) => window.addEventListener(type, onFirstGesture, { passive: true }));

  return () => {
    intents.forEach((type) => root.removeEventListener(type, onIntent));
    gestures.forEach((type) => window.removeEventListener(type, onFirstGesture));
    observer?.disconnect();
  };
}
