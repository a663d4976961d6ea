import { http, selectSignedIn, useFavouritesStore, useSessionStore, type FavouriteItem } from '@kora/shared';
import { followPodcastEpisodes, unfollowPodcastEpisodes } from '@kora/shared/contracts/endpoints';

const ids = (items: readonly FavouriteItem[]) => new Set(items.map((item) => String(item.id)));

/**
 * Favourites stay on the device; for a signed-in user, a podcast added to them also asks the API to
 * notify its new episodes, and one taken out (or the list cleared) to stop. A failed call leaves the
 * favourite as it is. Returns what stops watching.
 */
export function watchFavouritePodcasts(): () => void {
  return useFavouritesStore.subscribe((state, previous) => {
    if (state.podcasts === previous.podcasts || !selectSignedIn(useSessionStore.getState())) return;
    const [now, before] = [ids(state.podcasts), ids(previous.podcasts)];
    for (const id of now) {
      if (!before.has(id)) void http.call(followPodcastEpisodes, { params: { id: Number(id) } }).catch(() => undefined);
    }
    for (const id of before) {
      if (!now.has(id)) void http.call(unfollowPodcastEpisodes, { params: { id: Number(id) } }).catch(() => undefined);
    }
  });
}
