import { appForPath, type RemoteAppName } from '@kora/shared';
import { loadRemoteModule } from './load-remote-module';
import { remoteShows } from './remote-shows';
import { remoteFor } from './remote-registry';

/** What a remote's app module offers beside its lifecycles: the code of the screen at an address. */
interface RemoteApp {
  preloadScreen?: (address: string) => void;
}

const preloaded = new Map<RemoteAppName, Promise<RemoteApp>>();

/**
 * Fetches the app module of the remote that shows this address (once per remote) and the code of the
 * screen at the address, so a click on its link is instant.
 */
export function preloadRemoteFor(address: string): void {
  let url: URL;
  try {
    url = new URL(address, window.location.href);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin) return;
  const app = appForPath(url.pathname);
  if (app === 'shell' || !remoteShows(app, url.pathname)) return;
  let remote = preloaded.get(app);
  if (!remote) {
    remote = Promise.resolve().then(() => loadRemoteModule<RemoteApp>(remoteFor(app), './app'));
    preloaded.set(app, remote);
    remote.catch(() => preloaded.delete(app));
  }
  remote.then((loaded) => loaded.preloadScreen?.(url.href)).catch(() => undefined);
}

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
export function preloadRemotesOfLinks(root: Document = document): () => void {
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
  gestures.forEach((type) => window.addEventListener(type, onFirstGesture, { passive: true }));

  return () => {
    intents.forEach((type) => root.removeEventListener(type, onIntent));
    gestures.forEach((type) => window.removeEventListener(type, onFirstGesture));
    observer?.disconnect();
  };
}
