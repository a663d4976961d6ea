import { DEFAULT_CURRENCY, readJson, readString, STORAGE_KEYS } from '@kora/shared';
import { onFirstGesture } from './first-gesture';

const isAnything = (_value: unknown): _value is unknown => true;

/** A stored list (or record of lists) with something in it. */
const holdsItems = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'object' && value !== null && Object.values(value).some(holdsItems);

/**
 * Whether the screens the site's server drew are what this device shows: the server draws for a visitor it
 * knows nothing of, in the page's language. A device with a session, favourites, a cart or a currency of
 * its own, or another language stored, shows its own screen, which its code draws at once.
 */
export function serverScreenFitsDevice(): boolean {
  const { token, favourites, cart, currency, language } = STORAGE_KEYS;
  if (readString(token) !== null) return false;
  if ((readString(currency) ?? DEFAULT_CURRENCY) !== DEFAULT_CURRENCY) return false;
  if ([favourites, cart].some((key) => holdsItems(readJson(key, isAnything, null)))) return false;
  const stored = readString(language);
  return stored === null || stored === document.documentElement.lang;
}

/**
 * Whether a remote's screen the server drew (`block`) stays as the server's HTML until the visitor's first
 * gesture: it reads and its links work as they are, and what is pressed in the meantime is held for it
 * (held-taps.ts). On a phone the remote's code, run through every component of the screen to take it over,
 * is most of the work of a page's first load: it now runs when the visitor starts using the page.
 */
export function takesOverOnFirstGesture(block: Element | null): boolean {
  return block !== null && serverScreenFitsDevice();
}

/** Resolves at the visitor's first gesture, or when the page moves to another address (the back button). */
export function untilFirstGesture(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stopWaiting();
      window.removeEventListener('popstate', done);
      resolve();
    };
    const stopWaiting = onFirstGesture(done);
    window.addEventListener('popstate', done);
  });
}
