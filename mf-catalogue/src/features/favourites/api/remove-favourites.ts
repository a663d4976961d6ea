import { endpointKey, http, queryClient, userQueryKey } from '@kora/shared';
import type { Favourite } from '@kora/shared/contracts';
import { removeFavourite, subscriptionUsage } from '@kora/shared/contracts/endpoints';

/** Removals sent at once: enough to be quick, few enough not to flood the API. */
const AT_ONCE = 5;

/**
 * Removes many favourites (the API removes one per call), then reads the library and the plan's counter
 * again once, whatever happened: a failure halfway leaves the list showing what is really left.
 */
export async function removeFavourites(favourites: readonly Pick<Favourite, 'kind' | 'id'>[]): Promise<void> {
  try {
    for (let start = 0; start < favourites.length; start += AT_ONCE) {
      await Promise.all(
        favourites
          .slice(start, start + AT_ONCE)
          .map(({ kind, id }) => http.call(removeFavourite, { params: { kind, id } })),
      );
    }
  } finally {
    await Promise.all(
      [userQueryKey('library'), endpointKey(subscriptionUsage)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }).catch(() => undefined),
      ),
    );
  }
}
