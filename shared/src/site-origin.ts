let drawnFor: string | null = null;

/**
 * The site's origin (`https://kora.example`), for the addresses a page gives to share or to save: the
 * page's own, or on the server that draws a page's first screen, the origin that page is drawn for.
 */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? (drawnFor ?? '') : window.location.origin;
}

/** Sets (or, with null, ends) the origin of the server's draw in progress. */
export function drawForOrigin(origin: string | null): void {
  drawnFor = origin;
}
