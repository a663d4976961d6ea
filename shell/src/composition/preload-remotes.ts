import { appForPath, type RemoteAppName } from '@kora/shared';
import { APPROACH, onFirstGesture } from './first-gesture';
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

/** The link an event happened on, if any. */
export function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
}

/**
 * The remotes behind the page's links are preloaded from the visitor's first gesture (a hover, a focus, a
 * touch, a key, a scroll), and so is the code that does it (`preload-links.ts`): a page that has just
 * opened spends nothing on it. The link of that first gesture is preloaded at once.
 */
export function preloadRemotesFromFirstGesture(root: Document = document): void {
  onFirstGesture((event) => {
    const link = linkOf(event.target);
    if (link) preloadRemoteFor(link.href);
    import(/* webpackChunkName: "preload-links" */ './preload-links')
      .then(({ preloadRemotesOfLinks }) => preloadRemotesOfLinks(root))
      .catch(() => undefined);
  }, APPROACH);
}
