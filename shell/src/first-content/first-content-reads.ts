import { listBanners } from '@kora/shared/contracts/endpoints';
import { answerAddress, type RouteId } from '@kora/shared';

interface Read {
  path: string;
  query?: Record<string, string | number>;
}

/**
 * The API call whose answer the server draws the shell's own page's first content from (the home's
 * banners), the one the page itself makes (from the endpoint table); none for another page.
 */
export function firstContentReads(route: RouteId): Read | null {
  return route === 'home' ? { path: listBanners.path } : null;
}

/**
 * The read as the path and query string of an API request, e.g. `/banners`: spelled as the page's http
 * client spells it, so that the page takes the answer sent with it for the same read.
 */
export function readAddress(read: Read): string {
  return answerAddress(read.path, read.query);
}
