import { Workbox } from 'workbox-window';
import { create } from 'zustand';

/** The service worker's address: the shell's build writes it at the site's root, so it sees every page. */
export const SERVICE_WORKER_URL = '/sw.js';

interface UpdateState {
  /** A new release of the shell is installed and waits for the listener to reload. */
  waiting: boolean;
  reload(): void;
}

export const useShellUpdate = create<UpdateState>()(() => ({ waiting: false, reload: () => undefined }));

let registered: Promise<void> | null = null;

/**
 * Registers the service worker once. A new shell release is offered, never forced: it takes over when
 * the listener chooses 'Recharger', and the page reloads then.
 */
export function registerServiceWorker(): Promise<void> {
  if (registered) return registered;
  if (!('serviceWorker' in navigator)) return Promise.resolve();
  const worker = new Workbox(SERVICE_WORKER_URL);
  worker.addEventListener('waiting', () => {
    useShellUpdate.setState({
      waiting: true,
      reload() {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      },
    });
  });
  registered = worker.register().then(
    () => undefined,
    (error: unknown) => console.warn('[kora] the service worker could not be registered', error),
  );
  return registered;
}
