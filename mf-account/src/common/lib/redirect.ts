/** Sends the browser to another site (a checkout, a billing portal, a sign-in provider). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** An absolute address on this site, for return URLs given to the API. */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
