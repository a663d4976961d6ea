/** The device remembers that cookies were accepted under this key (spec: `cookiesAccepted`). */
const COOKIES_ACCEPTED_KEY = 'cookiesAccepted';

export function cookiesAccepted(): boolean {
  try {
    return window.localStorage.getItem(COOKIES_ACCEPTED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function acceptCookies(): void {
  try {
    window.localStorage.setItem(COOKIES_ACCEPTED_KEY, 'true');
  } catch {
    // Storage blocked: the banner closes for this visit and comes back on the next one.
  }
}
