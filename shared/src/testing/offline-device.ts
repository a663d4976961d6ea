/**
 * A device's storage as the offline tests need it, which jsdom lacks: Cache Storage (`caches`) and the
 * storage manager's estimate and persistence (`navigator.storage`). The usage counts what the caches hold.
 */

interface Kept {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
}

const addressOf = (request: RequestInfo | URL): string =>
  new URL(typeof request === 'string' ? request : request instanceof URL ? request.href : request.url, location.href)
    .href;

export class FakeCache {
  readonly kept = new Map<string, Kept>();

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const body = await response.arrayBuffer();
    this.kept.set(addressOf(request), { body, status: response.status, headers: [...response.headers] });
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const kept = this.kept.get(addressOf(request));
    return kept ? new Response(kept.body.slice(0), { status: kept.status, headers: kept.headers }) : undefined;
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.kept.delete(addressOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.kept.keys()].map((url) => new Request(url));
  }

  get bytes(): number {
    return [...this.kept.values()].reduce((sum, kept) => sum + kept.body.byteLength, 0);
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const cache of this.caches.values()) {
      const found = await cache.match(request);
      if (found) return found;
    }
    return undefined;
  }

  get bytes(): number {
    return [...this.caches.values()].reduce((sum, cache) => sum + cache.bytes, 0);
  }
}

export interface OfflineDevice {
  caches: FakeCacheStorage;
  /** How many times the page asked to keep its storage. */
  persistRequests(): number;
  /** The storage the browser grants the site, and what the rest of the site already uses, in bytes. */
  setStorage(space: { quota?: number; usage?: number }): void;
  /** The addresses a cache holds, in the order they were kept. */
  addresses(cacheName: string): string[];
  /** A kept JSON document. */
  json(cacheName: string, address: string): Promise<unknown>;
}

/**
 * Gives the page Cache Storage and a storage manager (1 GB granted, nothing used by default) for the
 * current test file; a new, empty device before each test.
 */
export function fakeOfflineDevice(): OfflineDevice {
  let storage = new FakeCacheStorage();
  let quota = 1024 ** 3;
  let usage = 0;
  let persistRequests = 0;

  beforeEach(() => {
    storage = new FakeCacheStorage();
    quota = 1024 ** 3;
    usage = 0;
    persistRequests = 0;
    Object.defineProperty(globalThis, 'caches', { configurable: true, get: () => storage });
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: {
        estimate: async () => ({ quota, usage: usage + storage.bytes }),
        persist: async () => {
          persistRequests += 1;
          return true;
        },
        persisted: async () => persistRequests > 0,
      },
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'caches');
    Reflect.deleteProperty(navigator, 'storage');
  });

  return {
    get caches() {
      return storage;
    },
    persistRequests: () => persistRequests,
    setStorage(space) {
      quota = space.quota ?? quota;
      usage = space.usage ?? usage;
    },
    addresses: (cacheName) => [...(storage.caches.get(cacheName)?.kept.keys() ?? [])],
    async json(cacheName, address) {
      const found = await storage.caches.get(cacheName)?.match(address);
      return found ? ((await found.json()) as unknown) : undefined;
    },
  };
}
