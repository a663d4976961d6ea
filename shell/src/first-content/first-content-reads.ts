import {
  fillPath,
  getRelease,
  listArtists,
  listBanners,
  listEvents,
  listProducts,
  listReleases,
} from '@kora/shared/contracts/endpoints';
import { answerAddress, type RouteId } from '@kora/shared';

/** How many items of a list the first screen shows: what a phone's first screen can hold, and a little more. */
export const FIRST_ITEMS = 6;

interface Read {
  path: string;
  query?: Record<string, string | number>;
}

/**
 * The API calls whose answers the server draws a public page's first content from (none for a page it
 * does not draw): the same calls the page's screen makes, from the endpoint table.
 */
export function firstContentReads(route: RouteId, params: Record<string, string | undefined>): Read | null {
  switch (route) {
    case 'home':
      return { path: listBanners.path };
    case 'releases':
      return { path: listReleases.path, query: { limit: FIRST_ITEMS } };
    case 'release':
      return /^\d+$/.test(params.id ?? '') ? { path: fillPath(getRelease.path, params) } : null;
    case 'artists':
      return { path: listArtists.path, query: { limit: FIRST_ITEMS } };
    case 'events':
      return { path: listEvents.path, query: { status: 'upcoming', limit: FIRST_ITEMS } };
    case 'store':
      return { path: listProducts.path, query: { limit: FIRST_ITEMS } };
    default:
      return null;
  }
}

/**
 * The read as the path and query string of an API request, e.g. `/releases?limit=6`: spelled as the page's
 * http client spells it, so that the page takes the answer sent with it for the same read.
 */
export function readAddress(read: Read): string {
  return answerAddress(read.path, read.query);
}
