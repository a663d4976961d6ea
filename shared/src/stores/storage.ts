/**
 * localStorage access that never throws: storage can be disabled (private mode, blocked cookies)
 * or full, and the page must keep working without it.
 */
export const STORAGE_KEYS = {
  token: 'jwt_token',
  username: 'username',
  email: 'user_email',
  currency: 'currency',
  cart: 'cart',
  favourites: 'favorites',
  language: 'i18nextLng',
  /** The way this device paid last (card or mobile money), offered first next time. */
  paymentMethod: 'kora.paymentMethod',
} as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the in-memory state still holds the value.
  }
}

export function removeKey(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

const SIGNED_IN_PREFIX = 'kora.signed-in.';

/**
 * A key for what a signed-in user keeps on the device (a ticket list, say): removed at sign-out, so
 * the next person on a shared phone finds nothing of it.
 */
export function signedInKey(name: string): string {
  return `${SIGNED_IN_PREFIX}${name}`;
}

/** Removes every `signedInKey` value. */
export function removeSignedInKeys(): void {
  try {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
      (key): key is string => key !== null && key.startsWith(SIGNED_IN_PREFIX),
    );
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** Reads a JSON value; anything unparsable or rejected by `accept` gives `fallback`. */
export function readJson<T>(key: string, accept: (value: unknown) => value is T, fallback: T): T {
  const raw = readString(key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return accept(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Ids arrive as numbers from the API and as strings from URLs: 5 and '5' are the same item. */
export function sameId(a: number | string, b: number | string): boolean {
  return String(a) === String(b);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isId(value: unknown): value is number | string {
  return (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');
}
