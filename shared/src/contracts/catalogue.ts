import { Type, type Static } from 'typebox';
import { COMMENT_MAX_LENGTH } from '../validation/comment';
import { GenreSchema } from './genres';
import { LimitSchema, MediaUrlSchema, Nullable, OffsetSchema, PriceProperties } from './schema-kit';

// The genre table belongs to every area that files or finds releases; it comes with the catalogue's contracts.
export * from './genres';

/** Catalogue (catalogue-and-commerce.md §3, §7): releases, tracks, artists, clips, podcasts, episodes, news. */

export const RELEASE_TYPES = ['single', 'album', 'ep', 'video', 'podcast'] as const;
export const ReleaseTypeSchema = Type.Enum(RELEASE_TYPES);
export type ReleaseType = Static<typeof ReleaseTypeSchema>;

const TrackProperties = {
  id: Type.Integer(),
  releaseId: Type.Integer(),
  position: Type.Integer({ description: '1-based position in its release.' }),
  title: Type.String(),
  duration: Type.Integer({ description: 'Seconds.' }),
  audioUrl: Nullable(
    Type.String({
      description: 'Absolute URL of a playable file (WAV or MP3); `audioFileUrl` carries the same value.',
    }),
  ),
  audioFileUrl: MediaUrlSchema,
  cover: MediaUrlSchema,
  artist: Type.String({ description: 'Artist name.' }),
  artistLink: Type.String({ description: 'Site path of the artist page, e.g. "/artist/nadia-kane".' }),
  playsCount: Type.Integer(),
  ...PriceProperties,
};
export const TrackSchema = Type.Object(TrackProperties, { $id: 'Track' });
export type Track = Static<typeof TrackSchema>;

const ReleaseSummaryProperties = {
  id: Type.Integer(),
  title: Type.String(),
  type: ReleaseTypeSchema,
  genre: Nullable(Type.String({ description: 'A genre key (`GENRES`); null when none was chosen.' })),
  releaseDate: Type.String(),
  cover: Nullable(Type.String({ description: 'Absolute URL; `coverImage` carries the same value.' })),
  coverImage: MediaUrlSchema,
  artist: Type.String({ description: 'Artist name.' }),
  artistId: Type.Integer(),
  artistSlug: Type.String(),
  likes: Type.Integer(),
  playsCount: Type.Integer(),
  trackCount: Type.Integer(),
  duration: Type.Integer({ description: 'Total seconds.' }),
  audioFileUrl: Nullable(
    Type.String({ description: "The first track's audio, handy for a play button; null for video releases." }),
  ),
  ...PriceProperties,
};

/** `GET /api/releases`, `/releases/top`, `/releases/new`, `/artists/{id}/releases` items.
 * `price` is the whole release's price (an album's price, a single's track price). */
export const ReleaseSummarySchema = Type.Object(ReleaseSummaryProperties, { $id: 'ReleaseSummary' });
export type ReleaseSummary = Static<typeof ReleaseSummarySchema>;

export const ReleaseAboutSchema = Type.Object({
  title: Nullable(Type.String()),
  content1: Nullable(Type.String()),
  content2: Nullable(Type.String()),
});
export type ReleaseAbout = Static<typeof ReleaseAboutSchema>;

/** `GET /api/artists/{id}/videos` items. `videoUrl` may be null for demo clips (thumbnail only). */
export const VideoClipSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Nullable(Type.String()),
    videoUrl: MediaUrlSchema,
    videoFileUrl: MediaUrlSchema,
    thumbnailUrl: MediaUrlSchema,
    duration: Type.Integer(),
    quality: Type.Enum(['720p', '1080p', '4k'] as const),
    likes: Type.Integer(),
    playsCount: Type.Integer(),
    viewers: Type.Integer(),
    releaseDate: Type.String(),
    artist: Type.String(),
    artistId: Type.Integer(),
    releaseId: Nullable(
      Type.Integer({ description: "The release that sells this clip (its first track is the clip's track), or null." }),
    ),
  },
  { $id: 'VideoClip' },
);
export type VideoClip = Static<typeof VideoClipSchema>;

/** `GET /api/releases/{id}` */
export const ReleaseDetailSchema = Type.Object({
  ...ReleaseSummaryProperties,
  about: ReleaseAboutSchema,
  tracks: Type.Array(TrackSchema),
  video: Nullable(VideoClipSchema),
  episodeId: Nullable(Type.Integer({ description: 'For type podcast: the episode it presents.' })),
});
export type ReleaseDetail = Static<typeof ReleaseDetailSchema>;

/** `GET /api/releases/latest-audio` items: the newest tracks with their release. */
export const LatestAudioTrackSchema = Type.Object({
  ...TrackProperties,
  releaseTitle: Type.String(),
  releaseType: ReleaseTypeSchema,
});
export type LatestAudioTrack = Static<typeof LatestAudioTrackSchema>;

const ArtistSummaryProperties = {
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String({ description: 'Used in /artist/{slug} links: the name lowercased, spaces turned into hyphens.' }),
  realName: Nullable(Type.String()),
  bio: Nullable(Type.String()),
  image: Nullable(Type.String({ description: 'Absolute URL; `imageUrl` carries the same value.' })),
  imageUrl: MediaUrlSchema,
  followers: Type.Integer(),
  popularity: Type.Integer(),
  releasesCount: Type.Integer(),
  createdAt: Type.String(),
};
export const ArtistSummarySchema = Type.Object(ArtistSummaryProperties);
export type ArtistSummary = Static<typeof ArtistSummarySchema>;

/** `GET /api/artists/{idOrSlug}` */
export const ArtistDetailSchema = Type.Object({
  ...ArtistSummaryProperties,
  longBio: Nullable(Type.String({ description: 'HTML.' })),
});
export type ArtistDetail = Static<typeof ArtistDetailSchema>;

export const PUBLICATION_STATUSES = ['draft', 'published', 'live'] as const;
export const PublicationStatusSchema = Type.Enum(PUBLICATION_STATUSES);
export type PublicationStatus = Static<typeof PublicationStatusSchema>;

export const PodcastRefSchema = Type.Object({ id: Type.Integer(), title: Type.String(), coverImage: MediaUrlSchema });
export type PodcastRef = Static<typeof PodcastRefSchema>;

const PodcastProperties = {
  id: Type.Integer(),
  title: Type.String(),
  description: Nullable(Type.String()),
  coverImage: Nullable(Type.String({ description: 'Absolute URL; `coverImageUrl` carries the same value.' })),
  coverImageUrl: MediaUrlSchema,
  status: PublicationStatusSchema,
  episodesCount: Type.Integer(),
  totalViews: Type.Integer(),
  host: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** `GET /api/podcasts` items and `GET /api/podcasts/{id}` (with `episodes`). */
export const PodcastSchema = Type.Object(PodcastProperties);
export type Podcast = Static<typeof PodcastSchema>;

/** `GET /api/episodes` items and `GET /api/episodes/{id}`. */
export const EpisodeSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Nullable(Type.String()),
    audioUrl: MediaUrlSchema,
    coverImage: Nullable(Type.String({ description: "The episode's cover, else its podcast's." })),
    duration: Type.Integer(),
    viewers: Type.Integer(),
    status: PublicationStatusSchema,
    isLive: Type.Boolean(),
    host: Type.String(),
    createdAt: Type.String(),
    publishedAt: Nullable(Type.String()),
    podcast: PodcastRefSchema,
  },
  { $id: 'Episode' },
);
export type Episode = Static<typeof EpisodeSchema>;

export const PodcastDetailSchema = Type.Object({
  ...PodcastProperties,
  episodes: Type.Array(EpisodeSchema, { description: 'Published and live episodes, newest first.' }),
});
export type PodcastDetail = Static<typeof PodcastDetailSchema>;

/** `GET /api/articles` items and `GET /api/articles/{id}`. */
export const ArticleSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  slug: Type.String(),
  category: Type.String(),
  excerpt: Nullable(Type.String()),
  content: Type.String({ description: 'HTML.' }),
  image: Nullable(Type.String({ description: 'Absolute URL under /uploads/articles/.' })),
  author: Type.String(),
  commentsCount: Type.Integer(),
  createdAt: Type.String(),
});
export type Article = Static<typeof ArticleSchema>;

export const PartnerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: MediaUrlSchema,
  url: Nullable(Type.String()),
});
export type Partner = Static<typeof PartnerSchema>;

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Nullable(Type.String({ description: 'Plain text.' })),
  image_url: Nullable(
    Type.String({ description: 'Absolute URL under /uploads/images/banners/; `imageUrl` carries the same value.' }),
  ),
  imageUrl: MediaUrlSchema,
  buttonText1: Nullable(Type.String()),
  buttonLink1: Nullable(Type.String()),
  buttonText2: Nullable(Type.String()),
  buttonLink2: Nullable(Type.String()),
  videoUrl: MediaUrlSchema,
});
export type Banner = Static<typeof BannerSchema>;

/* ——— Lists: search, filters, sort and paging ——— */

/** featured: most liked first; popular: most played first; newest: latest release date first. */
export const ReleaseSortSchema = Type.Enum(['featured', 'popular', 'newest'] as const, {
  default: 'newest',
  description: 'featured: most liked; popular: most played; newest: latest release date.',
});
export type ReleaseSort = Static<typeof ReleaseSortSchema>;

/** legacy: on Kora for more than a year (an established catalogue); active: joined within the last year. */
export const ArtistTypeSchema = Type.Enum(['legacy', 'active'] as const, {
  description: 'legacy: artist on Kora for more than a year; active: joined within the year.',
});
export type ArtistType = Static<typeof ArtistTypeSchema>;

/** `GET /api/releases/top` and `/releases/new` query: a few releases, optionally of one type or genre. */
export const RELEASE_LIST_LIMIT = 50;
export const ShortReleaseListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema(RELEASE_LIST_LIMIT)),
  exclude: Type.Optional(Type.Integer({ minimum: 1, description: 'A release id to leave out (the one on screen).' })),
  type: Type.Optional(ReleaseTypeSchema),
  genre: Type.Optional(GenreSchema),
});

/** `GET /api/releases` query. Answers a plain array: ask for one more than a page to know whether another follows. */
export const ReleaseListQuerySchema = Type.Object({
  ...ShortReleaseListQuerySchema.properties,
  offset: Type.Optional(OffsetSchema),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Title or artist name contains it (case-insensitive).' }),
  ),
  artistType: Type.Optional(ArtistTypeSchema),
  sort: Type.Optional(ReleaseSortSchema),
});
export type ReleaseListQuery = Static<typeof ReleaseListQuerySchema>;

/** featured: most popular first (the editorial score); popular: most followers; newest: joined Kora last. */
export const ArtistSortSchema = Type.Enum(['featured', 'popular', 'newest'] as const, {
  default: 'featured',
  description: 'featured: most popular (editorial score); popular: most followers; newest: joined Kora last',
});
export type ArtistSort = Static<typeof ArtistSortSchema>;

/** `GET /api/artists` query. */
export const ArtistListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema(50)),
  offset: Type.Optional(OffsetSchema),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'Matches the name or the real name.' })),
  sort: Type.Optional(ArtistSortSchema),
});
export type ArtistListQuery = Static<typeof ArtistListQuerySchema>;

/** `GET /api/artists/{idOrSlug}` and its clips and releases: an artist named by id or slug. */
export const ArtistParamsSchema = Type.Object({
  idOrSlug: Type.String({ minLength: 1, maxLength: 160, description: 'Numeric id or slug (e.g. aya-diop)' }),
});
export type ArtistParams = Static<typeof ArtistParamsSchema>;

/** `GET /api/articles` query. */
export const ArticleListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema(50)),
  category: Type.Optional(Type.String({ maxLength: 60 })),
});
export type ArticleListQuery = Static<typeof ArticleListQuerySchema>;

/** Episodes viewed by more than this many people are 'popular'. */
export const POPULAR_EPISODE_VIEWERS = 1000;

/** newest: published last first; live-first: live episodes, then the newest. */
export const EpisodeSortSchema = Type.Enum(['newest', 'live-first'] as const, { default: 'newest' });
export type EpisodeSort = Static<typeof EpisodeSortSchema>;

/** `GET /api/episodes` query. */
export const EpisodeListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema(50)),
  offset: Type.Optional(OffsetSchema),
  status: Type.Optional(Type.Enum(['published', 'live'] as const)),
  podcast: Type.Optional(Type.Integer({ minimum: 1, description: 'A podcast id' })),
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Episode title or description, or podcast title, contains it' }),
  ),
  popular: Type.Optional(
    Type.Boolean({ description: `Only episodes with more than ${POPULAR_EPISODE_VIEWERS} viewers` }),
  ),
  sort: Type.Optional(EpisodeSortSchema),
});
export type EpisodeListQuery = Static<typeof EpisodeListQuerySchema>;

/* ——— Comments, listens, ratings, viewers ——— */

/**
 * `GET /api/releases/{id}/comments`, `GET /api/articles/{id}/comments`, `GET /api/episodes/{id}/comments`:
 * the thread as top-level comments, oldest first, each with its replies in `children` (oldest first).
 * The text is plain text: clients render it as text, never as HTML.
 */
export interface Comment {
  id: number;
  /** `content` carries the same value. */
  text: string;
  content: string;
  /** The author's username, else the name a visitor gave, else 'Anonyme'. */
  author: string;
  /** 'member' when a signed-in user wrote it; 'visitor' for a visitor's name, which the UI marks as such. */
  authorKind: 'member' | 'visitor';
  /** The signed-in author, null for a visitor. */
  user: { username: string } | null;
  createdAt: string;
  parentId: number | null;
  /** Hidden by the owner of the release, article or episode: only that owner still sees it, marked. */
  hidden: boolean;
  /** The reader wrote it (signed in): `DELETE /api/comments/{id}`. */
  canDelete: boolean;
  /** The reader owns what it comments on: `PATCH /api/comments/{id}` with `{ hidden }`. */
  canHide: boolean;
  children: Comment[];
}

/** `Comment` as the API answers and documents it; a comment carries its replies, so it refers to itself by `$id`. */
export const CommentSchema = Type.Object(
  {
    id: Type.Integer(),
    text: Type.String(),
    content: Type.String(),
    author: Type.String(),
    authorKind: Type.Enum(['member', 'visitor'] as const),
    user: Nullable(Type.Object({ username: Type.String() })),
    createdAt: Type.String(),
    parentId: Nullable(Type.Integer()),
    hidden: Type.Boolean(),
    canDelete: Type.Boolean(),
    canHide: Type.Boolean(),
    children: Type.Array(Type.Unsafe<Comment>({ $ref: 'CatalogueComment#' })),
  },
  { $id: 'CatalogueComment' },
);

/** A thread: top-level comments, oldest first. */
export const CommentThreadSchema = Type.Array(CommentSchema);

const CommentTextSchema = Type.String({ maxLength: COMMENT_MAX_LENGTH });

/**
 * The comment replied to, or null. One JSON type list rather than a union: with type coercion a union
 * would read 0 or false as null, where the API refuses them.
 */
const ParentCommentIdSchema = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1 });

/** `PATCH /api/comments/{id}` body (bearer, owner of the release, article or episode). → 200 Comment */
export const CommentVisibilityRequestSchema = Type.Object({ hidden: Type.Boolean() }, { additionalProperties: false });
export type CommentVisibilityRequest = Static<typeof CommentVisibilityRequestSchema>;

/**
 * `POST /api/releases/{id}/comments` body (bearer). → 201 Comment. Empty text → 422 'Le commentaire ne peut pas être vide.'
 * `parentId`: a comment of the same release to reply to.
 */
export const ReleaseCommentRequestSchema = Type.Object({
  text: Type.Optional(CommentTextSchema),
  parentId: Type.Optional(ParentCommentIdSchema),
});
export type ReleaseCommentRequest = Static<typeof ReleaseCommentRequestSchema>;

/** `POST /api/comments` body (bearer): a comment on an article. → 201 Comment */
export const ArticleCommentRequestSchema = Type.Object({
  text: Type.Optional(CommentTextSchema),
  articleId: Type.Integer({ minimum: 1 }),
  parentId: Type.Optional(ParentCommentIdSchema),
});
export type ArticleCommentRequest = Static<typeof ArticleCommentRequestSchema>;

/** `POST /api/episodes/{id}/comments` body: no token needed (a valid one names the author); limited per address. → 201 Comment */
export const EpisodeCommentRequestSchema = Type.Object({
  content: Type.Optional(CommentTextSchema),
  author: Type.Optional(
    Type.String({
      maxLength: 60,
      description:
        "A visitor's display name (default 'Anonyme'); a registered user's or an artist's name is refused (422).",
    }),
  ),
  parentId: Type.Optional(ParentCommentIdSchema),
});
export type EpisodeCommentRequest = Static<typeof EpisodeCommentRequestSchema>;

/** `GET /api/album/{id}/listens` → the release's listen count. */
export const ListenCountSchema = Type.Object({ releaseId: Type.Integer(), count: Type.Integer() });
export type ListenCount = Static<typeof ListenCountSchema>;

/** `POST /api/track/{id}/listen` → 201: the counts after this play. */
export const ListenRecordedSchema = Type.Object({
  trackId: Type.Integer(),
  releaseId: Type.Integer(),
  trackListens: Type.Integer(),
  releaseListens: Type.Integer(),
});
export type ListenRecorded = Static<typeof ListenRecordedSchema>;

/** `GET /api/episodes/{id}/rating` and `POST /api/episodes/{id}/rate` answers. */
export const EpisodeRatingSchema = Type.Object({
  rating: Type.Number({ description: 'Average of the votes, rounded to 2 decimals; 0 with no vote.' }),
  ratingCount: Type.Integer(),
});
export type EpisodeRating = Static<typeof EpisodeRatingSchema>;

/** `POST /api/episodes/{id}/rate` body: 1 to 5 stars. No token needed; one vote per account or address (a new vote replaces it). */
export const EpisodeRateRequestSchema = Type.Object({ rating: Type.Integer({ minimum: 1, maximum: 5 }) });
export type EpisodeRateRequest = Static<typeof EpisodeRateRequestSchema>;

/** `POST /api/episodes/{id}/increment-viewers` (no body) → the new count. */
export const EpisodeViewersSchema = Type.Object({ id: Type.Integer(), viewers: Type.Integer() });
export type EpisodeViewers = Static<typeof EpisodeViewersSchema>;
