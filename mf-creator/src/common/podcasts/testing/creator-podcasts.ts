import type { Episode, Podcast } from '@kora/shared/contracts';
import { episode } from '@kora/shared/testing';

/** A podcast as its creator's calls answer it (`GET /podcast-creator/my-podcasts`), a draft by default. */
export const aCreatorPodcast = (id: number, overrides: Partial<Podcast> = {}): Podcast => {
  const cover = `http://api.test/uploads/images/podcast-${id}.png`;
  return {
    id,
    title: `Podcast ${id}`,
    description: 'Des voix, des idées et de la musique.',
    coverImage: cover,
    coverImageUrl: cover,
    status: 'draft',
    episodesCount: 0,
    totalViews: 0,
    host: 'Marc Ondes',
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-12T09:00:00.000Z',
    ...overrides,
  };
};

/** An episode of `podcast` as its creator sees it, a draft by default. */
export const aCreatorEpisode = (id: number, podcast: Podcast, overrides: Partial<Episode> = {}): Episode =>
  episode(id, {
    status: 'draft',
    publishedAt: null,
    viewers: 0,
    podcast: { id: podcast.id, title: podcast.title, coverImage: podcast.coverImage },
    ...overrides,
  });
