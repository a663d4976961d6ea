import type { Endpoint } from './endpoint';

/**
 * The podcast creator (catalogue-and-commerce.md §7): becoming one, then a creator's podcasts and
 * episodes, from draft to published. Rights come first (403), then the input (400, a bad body too);
 * each podcast and episode is its creator's own (404 for anyone else's).
 */

/**
 * A listener becomes a podcast creator, as one becomes an artist: the plan must give content creation,
 * and the role is stored for the account, which is what the podcast creator's calls read.
 */
export const becomePodcastCreator = {
  area: 'podcast-creator',
  method: 'POST',
  path: '/podcast-creator/become-creator',
  summary: 'Become a podcast creator (grants ROLE_PODCASTER); needs a plan with contentCreation',
  access: 'user',
  feature: 'contentCreation',
  status: 201,
  errors: [409],
  invalidates: ['user'],
  schema: (s) => ({ response: s.BecomePodcastCreatorResponseSchema }),
} as const satisfies Endpoint;

export const listMyPodcasts = {
  area: 'podcast-creator',
  method: 'GET',
  path: '/podcast-creator/my-podcasts',
  summary: "The caller's podcasts, every status, last updated first",
  access: 'user',
  right: 'podcasts',
  schema: (s) => ({ response: s.CreatorPodcastListSchema }),
} as const satisfies Endpoint;

export const createPodcast = {
  area: 'podcast-creator',
  method: 'POST',
  path: '/podcast-creator/create-podcast',
  summary: 'Creates a draft podcast; the cover is an uploaded image (POST /upload/image) or a data: URL',
  access: 'user',
  right: 'podcasts',
  status: 201,
  badBodyStatus: 400,
  errors: [413, 415],
  invalidates: ['podcast-creator'],
  schema: (s) => ({ body: s.CreatePodcastRequestSchema, response: s.CreatorPodcastResponseSchema }),
} as const satisfies Endpoint;

export const getMyPodcastEpisodes = {
  area: 'podcast-creator',
  method: 'GET',
  path: '/podcast-creator/podcast/:id/episodes',
  summary: 'One of the caller’s podcasts with every episode, newest first',
  access: 'user',
  right: 'podcasts',
  owner: 'the podcast’s creator',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.CreatorPodcastEpisodesSchema }),
} as const satisfies Endpoint;

export const editPodcast = {
  area: 'podcast-creator',
  method: 'PUT',
  path: '/podcast-creator/manage/:id',
  summary: 'Edits the title and description of one of the caller’s podcasts; answers the updated podcast',
  access: 'user',
  right: 'podcasts',
  owner: 'the podcast’s creator',
  badBodyStatus: 400,
  errors: [404],
  invalidates: ['podcast-creator', 'catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.UpdatePodcastRequestSchema, response: s.PodcastSchema }),
} as const satisfies Endpoint;

export const deletePodcast = {
  area: 'podcast-creator',
  method: 'DELETE',
  path: '/podcast-creator/manage/:id',
  summary: 'Deletes one of the caller’s podcasts with its episodes, their comments and votes',
  access: 'user',
  right: 'podcasts',
  owner: 'the podcast’s creator',
  status: 204,
  errors: [404],
  invalidates: ['podcast-creator', 'catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema }),
} as const satisfies Endpoint;

export const publishPodcast = {
  area: 'podcast-creator',
  method: 'POST',
  path: '/podcast-creator/publish-podcast/:id',
  summary: 'Publishes a draft podcast (already published: unchanged); answers the podcast',
  access: 'user',
  right: 'podcasts',
  owner: 'the podcast’s creator',
  errors: [404],
  invalidates: ['podcast-creator', 'catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.PodcastSchema }),
} as const satisfies Endpoint;

export const createPodcastEpisode = {
  area: 'podcast-creator',
  method: 'POST',
  path: '/podcast-creator/create-episode',
  summary:
    'Creates a draft episode of one of the caller’s podcasts; audio (MP3, WAV, M4A) uploaded with POST /upload/episode or sent as a data: URL, its duration read from the file; without a cover it shows its podcast’s',
  access: 'user',
  right: 'podcasts',
  owner: 'the podcast’s creator (400 on podcastId for anyone else’s)',
  status: 201,
  badBodyStatus: 400,
  errors: [413, 415],
  invalidates: ['podcast-creator'],
  schema: (s) => ({ body: s.CreateEpisodeRequestSchema, response: s.CreatorEpisodeResponseSchema }),
} as const satisfies Endpoint;

export const publishPodcastEpisode = {
  area: 'podcast-creator',
  method: 'POST',
  path: '/podcast-creator/publish-episode/:id',
  summary:
    'Publishes a draft episode (already published: unchanged); answers the episode. It shows publicly once its podcast is published too',
  access: 'user',
  right: 'podcasts',
  owner: 'the podcast’s creator',
  errors: [404],
  invalidates: ['podcast-creator', 'catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.EpisodeSchema }),
} as const satisfies Endpoint;
