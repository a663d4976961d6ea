/**
 * The few parts of a service worker's global scope the worker uses, typed here: the shell is compiled
 * with the DOM's types, which do not name them.
 */
export interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}

export interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export const workerScope = self as unknown as WorkerScope;
