import { Type, type Static } from 'typebox';
import { EpisodeSchema, PodcastSchema, ReleaseSummarySchema, TrackSchema, VideoClipSchema } from './catalogue';
import { DEFAULT_GENRE, GENRES, GenreSchema } from './genres';
import { Nullable, PriceProperties } from './schema-kit';

/**
 * Creator tools (catalogue-and-commerce.md §2 "Artist area" and "Podcast creator", §3 payloads, §5
 * form rules, §7 "Uploads and creation"). Every call needs a bearer token.
 */

/* ——— Who may create: one rule, read by the API (on the roles stored for the account) and the web ——— */

export { canCreatePodcasts, canCreateReleases } from './creator-roles';

export const CREATOR_FORBIDDEN_MESSAGE = "Accès refusé. Vous n'avez pas les permissions nécessaires.";

/* ——— Form values ——— */

export const ALBUM_TYPES = ['album', 'ep'] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];

export const VIDEO_QUALITIES = ['720p', '1080p', '4k'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

/** What a create call leaves the release as: published at once (the default) or kept as a draft. */
export const CREATOR_RELEASE_STATUSES = ['draft', 'published'] as const;
export type CreatorReleaseStatus = (typeof CREATOR_RELEASE_STATUSES)[number];

/** Form and server limits. */
export const CREATOR_LIMITS = {
  titleMaxLength: 200,
  descriptionMaxLength: 5000,
  maxPrice: 1000,
  maxAlbumTracks: 50,
  /** The largest file the API accepts inline as a data URL; larger ones go through POST /upload/{kind}. */
  dataUrlMaxBytes: 6 * 1024 * 1024,
} as const;

/** '3:45' → 225; '' or malformed → null. Also accepts 'h:mm:ss'. */
export function parseTrackDuration(text: string): number | null {
  const match = /^\s*(?:(\d+):)?(\d{1,3}):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  const total = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
  return total > 0 ? total : null;
}

/* ——— Request bodies ——— */

const Title = Type.String({ minLength: 1, maxLength: CREATOR_LIMITS.titleMaxLength });
const Description = Type.String({ maxLength: CREATOR_LIMITS.descriptionMaxLength });
const ReleaseDate = Type.String({ format: 'date', description: 'YYYY-MM-DD; today when absent.' });
const Price = Type.Number({ minimum: 0, maximum: CREATOR_LIMITS.maxPrice, description: 'EUR, major units.' });
/** A media file: the `url` (or `path`) answered by `POST /upload/{kind}` for the caller's own upload, or a `data:` URL of at most `CREATOR_LIMITS.dataUrlMaxBytes`. */
const MediaReference = Type.String({
  minLength: 1,
  maxLength: 9 * 1024 * 1024,
  description: "The url answered by POST /upload/{kind} (the caller's own upload), or a data: URL for a small file.",
});
const Status = Type.Enum(CREATOR_RELEASE_STATUSES, { default: 'published' });

const ReleaseFields = {
  title: Title,
  artist: Type.Optional(
    Type.String({
      maxLength: 200,
      description: "The artist's name; releases are always filed under the caller's artist.",
    }),
  ),
  genre: Type.Optional(Type.Enum(GENRES, { default: DEFAULT_GENRE })),
  description: Type.Optional(Description),
  releaseDate: Type.Optional(ReleaseDate),
  price: Type.Optional(Price),
  status: Type.Optional(Status),
};

/** `POST /api/release-creator/create-single` → 201 `CreatorReleaseResponse`. The duration is read from the audio file; `duration` is used only when the file's cannot be read. */
export const CreateSingleRequestSchema = Type.Object({
  ...ReleaseFields,
  duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 3600, description: 'Seconds.' })),
  audioFileUrl: MediaReference,
  coverImageUrl: Type.Optional(MediaReference),
});
export type CreateSingleRequest = Static<typeof CreateSingleRequestSchema>;

export const AlbumTrackRequestSchema = Type.Object({
  title: Title,
  duration: Type.Optional(
    Type.String({ maxLength: 10, description: "As typed, e.g. '3:45'; the file's own duration wins." }),
  ),
  audioFileUrl: MediaReference,
});
export type AlbumTrackRequest = Static<typeof AlbumTrackRequestSchema>;

/** `POST /api/release-creator/create-album` → 201 `CreatorReleaseResponse`. Only complete rows are sent, in their order. */
export const CreateAlbumRequestSchema = Type.Object({
  ...ReleaseFields,
  albumType: Type.Optional(Type.Enum(ALBUM_TYPES, { default: 'album' })),
  coverImageUrl: Type.Optional(MediaReference),
  tracks: Type.Array(AlbumTrackRequestSchema, { minItems: 1, maxItems: CREATOR_LIMITS.maxAlbumTracks }),
});
export type CreateAlbumRequest = Static<typeof CreateAlbumRequestSchema>;

/** `POST /api/release-creator/create-video` → 201 `CreatorReleaseResponse` (a release of type video with its clip). */
export const CreateVideoRequestSchema = Type.Object({
  title: Title,
  description: Type.Optional(Description),
  releaseDate: Type.Optional(ReleaseDate),
  duration: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 3600, description: 'Seconds.' })),
  thumbnailUrl: Type.Optional(MediaReference),
  videoFileUrl: MediaReference,
  quality: Type.Optional(Type.Enum(VIDEO_QUALITIES, { default: '1080p' })),
  status: Type.Optional(Status),
});
export type CreateVideoRequest = Static<typeof CreateVideoRequestSchema>;

/** `PUT /api/release-creator/{id}`: any of the release's own fields; tracks stay as they are. */
export const UpdateReleaseRequestSchema = Type.Object({
  title: Type.Optional(Title),
  genre: Type.Optional(GenreSchema),
  description: Type.Optional(Description),
  releaseDate: Type.Optional(ReleaseDate),
  price: Type.Optional(Price),
  coverImageUrl: Type.Optional(MediaReference),
  status: Type.Optional(Type.Enum(CREATOR_RELEASE_STATUSES)),
});
export type UpdateReleaseRequest = Static<typeof UpdateReleaseRequestSchema>;

/* ——— Answers ——— */

/** A release as its artist sees it: the public summary plus its status and sales. */
export const CreatorReleaseSchema = Type.Object({
  ...ReleaseSummarySchema.properties,
  status: Type.Enum(CREATOR_RELEASE_STATUSES),
  salesCount: Type.Integer({ description: 'Paid purchases of the release or its tracks.' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type CreatorRelease = Static<typeof CreatorReleaseSchema>;

/** `GET /api/release-creator/{id}` (owner): what the edit form needs. */
export const CreatorReleaseDetailSchema = Type.Object({
  ...CreatorReleaseSchema.properties,
  description: Nullable(Type.String()),
  creatorGenre: Nullable(GenreSchema),
  tracks: Type.Array(TrackSchema),
  video: Nullable(VideoClipSchema),
});
export type CreatorReleaseDetail = Static<typeof CreatorReleaseDetailSchema>;

/** Create calls → 201. */
export const CreatorReleaseResponseSchema = Type.Object({ release: CreatorReleaseDetailSchema });
export type CreatorReleaseResponse = Static<typeof CreatorReleaseResponseSchema>;

/** `GET /api/release-creator/my-releases` and `GET /api/artist/releases` (every status, newest release date first). */
export const CreatorReleaseListSchema = Type.Object({ releases: Type.Array(CreatorReleaseSchema) });
export type CreatorReleaseList = Static<typeof CreatorReleaseListSchema>;

/** `DELETE /api/release-creator/{id}` → 200. A release with sales is unpublished, not deleted: buyers keep their downloads. */
export const DeleteReleaseResponseSchema = Type.Object({
  id: Type.Integer(),
  outcome: Type.Enum(['deleted', 'unpublished'] as const),
});
export type DeleteReleaseResponse = Static<typeof DeleteReleaseResponseSchema>;

/** Days the dashboard's charts cover, today included. */
export const DASHBOARD_DAYS = 30;

export const DashboardDaySchema = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD (UTC).' }),
  plays: Type.Integer(),
  sales: Type.Integer(),
});
export type DashboardDay = Static<typeof DashboardDaySchema>;

/**
 * `GET /api/artist/dashboard` (artists): the four cards (monthly listeners: the accounts that played the
 * artist's tracks in the last 30 days; followers: the accounts that follow the artist), the revenue, and plays and sales per day over the last `DASHBOARD_DAYS`
 * days from the recorded listens and paid purchases, oldest first, every day present.
 */
export const ArtistDashboardSchema = Type.Object({
  artist: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
  stats: Type.Object({
    monthlyListeners: Type.Integer(),
    followers: Type.Integer(),
    releases: Type.Integer(),
    sales: Type.Integer(),
    totalLikes: Type.Integer(),
    totalPlays: Type.Integer(),
    revenue: Type.Object(PriceProperties, { description: 'Paid purchases, in EUR.' }),
  }),
  days: Type.Array(DashboardDaySchema),
});
export type ArtistDashboard = Static<typeof ArtistDashboardSchema>;

/* ——— Podcast creator ——— */

/** `POST /api/podcast-creator/create-podcast` → 201 `{ podcast }`, a draft. */
export const CreatePodcastRequestSchema = Type.Object({
  title: Title,
  description: Type.Optional(Description),
  coverImage: Type.Optional(MediaReference),
});
export type CreatePodcastRequest = Static<typeof CreatePodcastRequestSchema>;

export const CreatorPodcastResponseSchema = Type.Object({ podcast: PodcastSchema });
export type CreatorPodcastResponse = Static<typeof CreatorPodcastResponseSchema>;

/** `POST /api/podcast-creator/create-episode` → 201 `{ episode }`, a draft; its duration is read from the audio. */
export const CreateEpisodeRequestSchema = Type.Object({
  title: Title,
  description: Type.Optional(Description),
  podcastId: Type.Integer({ minimum: 1 }),
  audioFile: MediaReference,
  coverImage: Type.Optional(MediaReference),
});
export type CreateEpisodeRequest = Static<typeof CreateEpisodeRequestSchema>;

export const CreatorEpisodeResponseSchema = Type.Object({ episode: EpisodeSchema });
export type CreatorEpisodeResponse = Static<typeof CreatorEpisodeResponseSchema>;

/** `GET /api/podcast-creator/my-podcasts`: the caller's podcasts, every status, last updated first. */
export const CreatorPodcastListSchema = Type.Object({ podcasts: Type.Array(PodcastSchema) });
export type CreatorPodcastList = Static<typeof CreatorPodcastListSchema>;

/** `GET /api/podcast-creator/podcast/{id}/episodes` (owner): every episode, newest first. */
export const CreatorPodcastEpisodesSchema = Type.Object({
  podcast: PodcastSchema,
  episodes: Type.Array(EpisodeSchema),
});
export type CreatorPodcastEpisodes = Static<typeof CreatorPodcastEpisodesSchema>;

/** `PUT /api/podcast-creator/manage/{id}` → 200 the updated podcast. */
export const UpdatePodcastRequestSchema = Type.Object({
  title: Title,
  description: Type.Optional(Description),
});
export type UpdatePodcastRequest = Static<typeof UpdatePodcastRequestSchema>;
