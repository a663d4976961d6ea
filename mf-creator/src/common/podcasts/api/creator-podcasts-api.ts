import { apiRead, http, userQueryKey } from '@kora/shared';
import type { CreatorPodcastList } from '@kora/shared/contracts';

/** Every podcast-creator read (the podcasts, each one's episodes) sits under this key; sign-out drops them. */
export const CREATOR_PODCASTS_KEY = userQueryKey('creator', 'podcasts');

/** `GET /podcast-creator/my-podcasts`: the signed-in creator's podcasts, every status, last updated first. */
export const myPodcastsQuery = () =>
  apiRead([...CREATOR_PODCASTS_KEY, 'mine'], (signal) =>
    http.get<CreatorPodcastList>('/podcast-creator/my-podcasts', { signal }).then((answer) => answer.podcasts),
  );
