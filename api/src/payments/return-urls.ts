import { invalid } from '../http/errors';

export const RETURN_URL_REFUSED = 'Adresse de retour non autorisée.';

/** Checkout and portal return addresses must be absolute http(s) URLs on one of the web app's origins. */
export function assertReturnUrls(urls: Record<string, string>, allowedOrigins: readonly string[]): void {
  const refused = Object.entries(urls).filter(([, url]) => {
    try {
      const parsed = new URL(url);
      return !/^https?:$/.test(parsed.protocol) || !allowedOrigins.includes(parsed.origin);
    } catch {
      return true;
    }
  });
  if (refused.length > 0)
    throw invalid(refused.map(([propertyPath]) => ({ propertyPath, message: RETURN_URL_REFUSED })));
}
