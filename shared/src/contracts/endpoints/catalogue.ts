import type { Endpoint } from './endpoint';

/** Catalogue (catalogue-and-commerce.md §7): releases, artists, podcasts, episodes, news, comments, listens. */

export const listReleases = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases',
  summary: 'Published releases: search, filters, sort (newest first by default) and paging',
  access: 'visitor',
  cache: 'public-list',
  schema: (s) => ({ query: s.ReleaseListQuerySchema, response: s.Type.Array(s.ReleaseSummarySchema) }),
} as const satisfies Endpoint;

export const topReleases = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/top',
  summary: 'Most played audio releases (single, album, ep unless type is given)',
  access: 'visitor',
  schema: (s) => ({ query: s.ShortReleaseListQuerySchema, response: s.Type.Array(s.ReleaseSummarySchema) }),
} as const satisfies Endpoint;

export const newReleases = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/new',
  summary: 'Newest audio releases (single, album, ep unless type is given)',
  access: 'visitor',
  schema: (s) => ({ query: s.ShortReleaseListQuerySchema, response: s.Type.Array(s.ReleaseSummarySchema) }),
} as const satisfies Endpoint;

export const latestAudioTracks = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/latest-audio',
  summary: 'Tracks of the newest audio releases, playable',
  access: 'visitor',
  schema: (s) => ({
    query: s.Type.Object({ limit: s.Type.Optional(s.LimitSchema(10)) }),
    response: s.Type.Array(s.LatestAudioTrackSchema),
  }),
} as const satisfies Endpoint;

export const getRelease = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/:id',
  summary: 'One release with its tracks',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.ReleaseDetailSchema }),
} as const satisfies Endpoint;

/* ——— Artists ——— */

export const listArtists = {
  area: 'catalogue',
  method: 'GET',
  path: '/artists',
  summary: 'Artists (featured first by default); search matches name or real name; paging',
  access: 'visitor',
  cache: 'public-list',
  schema: (s) => ({ query: s.ArtistListQuerySchema, response: s.Type.Array(s.ArtistSummarySchema) }),
} as const satisfies Endpoint;

export const getArtist = {
  area: 'catalogue',
  method: 'GET',
  path: '/artists/:idOrSlug',
  summary: 'One artist',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.ArtistParamsSchema, response: s.ArtistDetailSchema }),
} as const satisfies Endpoint;

export const listArtistVideos = {
  area: 'catalogue',
  method: 'GET',
  path: '/artists/:idOrSlug/videos',
  summary: "An artist's video clips, newest first",
  access: 'visitor',
  errors: [404],
  schema: (s) => ({
    params: s.ArtistParamsSchema,
    query: s.Type.Object({ limit: s.Type.Optional(s.LimitSchema(8)) }),
    response: s.Type.Array(s.VideoClipSchema),
  }),
} as const satisfies Endpoint;

export const listArtistReleases = {
  area: 'catalogue',
  method: 'GET',
  path: '/artists/:idOrSlug/releases',
  summary: "An artist's published releases, newest first",
  access: 'visitor',
  errors: [404],
  schema: (s) => ({
    params: s.ArtistParamsSchema,
    query: s.Type.Object({ limit: s.Type.Optional(s.LimitSchema(12)) }),
    response: s.Type.Array(s.ReleaseSummarySchema),
  }),
} as const satisfies Endpoint;

/* ——— Podcasts and episodes that visitors may see (published or live) ——— */

export const listPodcasts = {
  area: 'catalogue',
  method: 'GET',
  path: '/podcasts',
  summary: 'Published podcasts, most recently updated first',
  access: 'visitor',
  schema: (s) => ({
    query: s.Type.Object({ limit: s.Type.Optional(s.LimitSchema(50)) }),
    response: s.Type.Array(s.PodcastSchema),
  }),
} as const satisfies Endpoint;

export const getPodcast = {
  area: 'catalogue',
  method: 'GET',
  path: '/podcasts/:id',
  summary: 'One podcast with its episodes',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.PodcastDetailSchema }),
} as const satisfies Endpoint;

/** An XML document, not JSON: the handler sends it (with its ETag, and 304 when the client's copy is current). */
export const podcastFeed = {
  area: 'catalogue',
  method: 'GET',
  path: '/podcasts/:id/feed.xml',
  summary:
    'RSS 2.0 feed of a published podcast (iTunes and Podcasting 2.0 tags), answering 304 to If-None-Match and If-Modified-Since',
  access: 'visitor',
  errors: [404],
  produces: 'application/rss+xml',
  schema: (s) => ({
    params: s.IdParamsSchema,
    otherResponses: { 304: s.Type.Null({ description: 'The copy the client holds is current' }) },
  }),
} as const satisfies Endpoint;

export const listEpisodes = {
  area: 'catalogue',
  method: 'GET',
  path: '/episodes',
  summary: 'Published and live episodes, newest first: filters, search and paging',
  access: 'visitor',
  schema: (s) => ({ query: s.EpisodeListQuerySchema, response: s.Type.Array(s.EpisodeSchema) }),
} as const satisfies Endpoint;

export const getEpisode = {
  area: 'catalogue',
  method: 'GET',
  path: '/episodes/:id',
  summary: 'One episode',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.EpisodeSchema }),
} as const satisfies Endpoint;

/* ——— News articles, partners and home banners ——— */

export const listArticles = {
  area: 'catalogue',
  method: 'GET',
  path: '/articles',
  summary: 'Published articles, newest first',
  access: 'visitor',
  schema: (s) => ({ query: s.ArticleListQuerySchema, response: s.Type.Array(s.ArticleSchema) }),
} as const satisfies Endpoint;

export const getArticle = {
  area: 'catalogue',
  method: 'GET',
  path: '/articles/:id',
  summary: 'One article',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.ArticleSchema }),
} as const satisfies Endpoint;

export const listPartners = {
  area: 'catalogue',
  method: 'GET',
  path: '/partners',
  summary: 'Partners',
  access: 'visitor',
  schema: (s) => ({ response: s.Type.Array(s.PartnerSchema) }),
} as const satisfies Endpoint;

export const listBanners = {
  area: 'catalogue',
  method: 'GET',
  path: '/banners',
  summary: 'Active home banners in order',
  access: 'visitor',
  schema: (s) => ({ response: s.Type.Array(s.BannerSchema) }),
} as const satisfies Endpoint;

/*
 * ——— Comment threads of releases, articles and episodes ———
 * Releases and articles take comments from signed-in users; episodes from anyone (a valid token names the
 * author), limited per address; a visitor's name cannot be a member's or an artist's. Texts are stored and
 * answered as plain text. The owner of the release, article or episode also sees the comments they hid.
 */

export const listReleaseComments = {
  area: 'catalogue',
  method: 'GET',
  path: '/releases/:id/comments',
  summary: "A release's comment thread; with a token, its owner also sees the hidden comments",
  access: 'visitor',
  personal: true,
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.CommentThreadSchema }),
} as const satisfies Endpoint;

export const commentRelease = {
  area: 'catalogue',
  method: 'POST',
  path: '/releases/:id/comments',
  summary: 'Comments on a release, or replies to one of its comments',
  access: 'user',
  status: 201,
  errors: [404, 422, 429],
  invalidates: ['catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.ReleaseCommentRequestSchema, response: s.CommentSchema }),
} as const satisfies Endpoint;

export const listArticleComments = {
  area: 'catalogue',
  method: 'GET',
  path: '/articles/:id/comments',
  summary: "An article's comment thread; with a token, its author also sees the hidden comments",
  access: 'visitor',
  personal: true,
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.CommentThreadSchema }),
} as const satisfies Endpoint;

export const commentArticle = {
  area: 'catalogue',
  method: 'POST',
  path: '/comments',
  summary: 'Comments on an article, or replies to one of its comments',
  access: 'user',
  status: 201,
  errors: [404, 422, 429],
  invalidates: ['catalogue'],
  schema: (s) => ({ body: s.ArticleCommentRequestSchema, response: s.CommentSchema }),
} as const satisfies Endpoint;

export const listEpisodeComments = {
  area: 'catalogue',
  method: 'GET',
  path: '/episodes/:id/comments',
  summary: "An episode's comment thread; with a token, its creator also sees the hidden comments",
  access: 'visitor',
  personal: true,
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.CommentThreadSchema }),
} as const satisfies Endpoint;

export const commentEpisode = {
  area: 'catalogue',
  method: 'POST',
  path: '/episodes/:id/comments',
  summary: 'Comments on an episode; no token needed (a valid one names the author), limited per address',
  access: 'visitor',
  status: 201,
  errors: [404, 422, 429],
  invalidates: ['catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.EpisodeCommentRequestSchema, response: s.CommentSchema }),
} as const satisfies Endpoint;

/* What happens to a comment after it is posted: its author deletes it; the owner of what it comments on hides it. */

export const deleteComment = {
  area: 'catalogue',
  method: 'DELETE',
  path: '/comments/:id',
  summary: "Deletes one's own comment; its replies stay in the thread, moved up one level",
  access: 'user',
  owner: "the comment's author",
  status: 204,
  errors: [403, 404],
  invalidates: ['catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema }),
} as const satisfies Endpoint;

export const setCommentVisibility = {
  area: 'catalogue',
  method: 'PATCH',
  path: '/comments/:id',
  summary: 'Hides a comment from the public thread, or shows it again: for the owner of what it comments on',
  access: 'user',
  owner: 'the owner of the release, article or episode commented on',
  errors: [403, 404, 422],
  invalidates: ['catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.CommentVisibilityRequestSchema, response: s.CommentSchema }),
} as const satisfies Endpoint;

/* ——— Listens: the player records each play of a track; release pages show their count ——— */

export const recordTrackListen = {
  area: 'catalogue',
  method: 'POST',
  path: '/track/:id/listen',
  summary:
    'Records a play of a track (one more listen on it and on its release, and the play itself with its time and, when a token is sent, its listener); no body',
  access: 'visitor',
  status: 201,
  errors: [404, 429],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.ListenRecordedSchema }),
} as const satisfies Endpoint;

export const releaseListenCount = {
  area: 'catalogue',
  method: 'GET',
  path: '/album/:id/listens',
  summary: 'The listen count of a release (album, EP or single)',
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.ListenCountSchema }),
} as const satisfies Endpoint;

/* ——— Ratings and viewers of episodes: no account needed for either, so both are limited per address ——— */

export const episodeRating = {
  area: 'catalogue',
  method: 'GET',
  path: '/episodes/:id/rating',
  summary: "An episode's average vote (2 decimals) and vote count",
  access: 'visitor',
  errors: [404],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.EpisodeRatingSchema }),
} as const satisfies Endpoint;

export const rateEpisode = {
  area: 'catalogue',
  method: 'POST',
  path: '/episodes/:id/rate',
  summary:
    'Votes 1 to 5 stars for an episode; no token needed; one vote per account or address (a new vote replaces it)',
  access: 'visitor',
  errors: [404, 422, 429],
  invalidates: ['catalogue'],
  schema: (s) => ({ params: s.IdParamsSchema, body: s.EpisodeRateRequestSchema, response: s.EpisodeRatingSchema }),
} as const satisfies Endpoint;

export const countEpisodeViewer = {
  area: 'catalogue',
  method: 'POST',
  path: '/episodes/:id/increment-viewers',
  summary: 'One more viewer for an episode (no body), before it is opened or when it first plays',
  access: 'visitor',
  errors: [404, 429],
  schema: (s) => ({ params: s.IdParamsSchema, response: s.EpisodeViewersSchema }),
} as const satisfies Endpoint;
