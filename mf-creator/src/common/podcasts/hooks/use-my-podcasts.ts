import { read, useQuery } from '@kora/shared';
import type { CreatorPodcastList } from '@kora/shared/contracts';
import { listMyPodcasts } from '@kora/shared/contracts/endpoints';

const podcastsOf = (answer: CreatorPodcastList) => answer.podcasts;

/** The signed-in creator's podcasts, every status, last updated first (the manager and the episode form). */
export const useMyPodcasts = () => useQuery({ ...read(listMyPodcasts), select: podcastsOf });
