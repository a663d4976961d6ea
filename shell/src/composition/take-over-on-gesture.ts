import { bus, FIRST_CONTENT_ATTRIBUTE, matchRoute, type KoraEventType } from '@kora/shared';
import { deviceShowsServerScreens } from '@kora/shared/device-state';
import { useEffect, useState } from 'react';
import { APPROACH, onFirstGesture } from './first-gesture';

/**
 * Whether a remote's screen the server drew (`block`) stays as the server's HTML until the visitor's first
 * gesture: it reads and its links work as they are, and what is pressed in the meantime is held for it
 * (held-taps.ts). On a phone the remote's code, run through every component of the screen to take it over,
 * is most of the work of a page's first load: it now runs when the visitor starts using the page.
 */
export function takesOverOnFirstGesture(block: Element | null): boolean {
  return block !== null && deviceShowsServerScreens(document.documentElement.lang);
}

/**
 * Whether the home the server drew (its welcome and its hero) stays as the server's HTML until the visitor's
 * first gesture: the shell's home, its sections and the hero's remote come then. (The shell's other pages
 * are drawn again in place of the server's, which would lose what was typed in a form: they come at once.)
 */
export function homeTakenOverOnFirstGesture(): boolean {
  const block = document.querySelector(`#kora-shell-page > [${FIRST_CONTENT_ATTRIBUTE}]`);
  return matchRoute(window.location.pathname)?.id === 'home' && takesOverOnFirstGesture(block);
}

/** What changes the screens a device shows: from then on the server's are no longer this device's. */
const SCREEN_CHANGES: readonly KoraEventType[] = [
  'auth:changed',
  'currency:changed',
  'language:changed',
  'cart:changed',
  'player:play',
];

/**
 * Resolves at the visitor's first gesture (a pointer over the page counts: the browser sends none to a phone
 * nobody touches), when the page moves to another address (a link, the back button), or when something
 * changes what the page's screens show (a currency chosen, a sign-in, a track played from the player).
 */
export function untilFirstGesture(): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const done = () => {
      stops.forEach((stop) => stop());
      resolve();
    };
    stops.push(onFirstGesture(done, APPROACH));
    window.addEventListener('popstate', done);
    stops.push(() => window.removeEventListener('popstate', done));
    SCREEN_CHANGES.forEach((type) => stops.push(bus.on(type, done)));
  });
}

/** `true` while `waits` held at the first render and the visitor has made no gesture yet. */
export function useUntilFirstGesture(waits: boolean): boolean {
  const [waiting, setWaiting] = useState(waits);
  useEffect(() => {
    if (!waiting) return undefined;
    let current = true;
    void untilFirstGesture().then(() => current && setWaiting(false));
    return () => {
      current = false;
    };
  }, [waiting]);
  return waiting;
}
