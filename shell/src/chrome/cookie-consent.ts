import { readString, writeString } from '@kora/shared';

/** The device remembers that cookies were accepted under this key (spec: `cookiesAccepted`). */
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

/** A year: the answer is asked again after that. */
const ANSWER_KEPT_SECONDS = 365 * 24 * 3600;

/**
 * The site's server draws the page's first screen, banner included: a cookie of the same name tells it the
 * banner was answered (the answer itself stays on the device, read from storage).
 */
function tellTheServer(): void {
  document.cookie = `${COOKIES_ACCEPTED_KEY}=true; Path=/; Max-Age=${ANSWER_KEPT_SECONDS}; SameSite=Lax`;
}

export function cookiesAccepted(): boolean {
  const accepted = readString(COOKIES_ACCEPTED_KEY) === 'true';
  // An answer given before the server drew pages: told now, so the next page comes without the banner.
  if (accepted && !document.cookie.includes(`${COOKIES_ACCEPTED_KEY}=true`)) tellTheServer();
  return accepted;
}

/** With storage blocked, the banner closes for this visit and comes back on the next one. */
export function acceptCookies(): void {
  writeString(COOKIES_ACCEPTED_KEY, 'true');
  tellTheServer();
}
