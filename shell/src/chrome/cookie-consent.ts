import { readString, writeString } from '@kora/shared';

/** The device remembers that cookies were accepted under this key (spec: `cookiesAccepted`). */
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

export function cookiesAccepted(): boolean {
  return readString(COOKIES_ACCEPTED_KEY) === 'true';
}

/** With storage blocked, the banner closes for this visit and comes back on the next one. */
export function acceptCookies(): void {
  writeString(COOKIES_ACCEPTED_KEY, 'true');
}
