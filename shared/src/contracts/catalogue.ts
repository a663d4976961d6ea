import type { MediaUrl, Price } from './common';

/** Catalogue (catalogue-and-commerce.md §3, §7): releases, tracks, artists, clips, podcasts, episodes, news. */

export type ReleaseType = 'single' | 'album' | 'ep' | 'video' | 'podcast';

export interface Track extends Price {
  id: number;
  releaseId: number;
  /** 1-based position in its release. */
  position: number;
  title: string;
  /** Seconds. */
  duration: number;
  /** Absolute URL of a playable file (WAV or MP3); `audioFileUrl` carries the same value. */
  audioUrl: MediaUrl;
  audioFileUrl: MediaUrl;
  cover: MediaUrl;
  /** Artist name. */
  artist: string;
  /** Site path of the artist page, e.g. "/artist/nadia-kane". */
  artistLink: string;
  playsCount: number;
}

/** `GET /api/releases`, `/releases/top`, `/releases/new`, `/artists/{id}/releases` items.
 * `price` is the whole release's price (an album's price, a single's track price). */
export interface ReleaseSummary extends Price {
  id: number;
  title: string;
  type: ReleaseType;
  genre: string | null;
  releaseDate: string;
  /** Absolute URL; `coverImage` carries the same value. */
  cover: MediaUrl;
  coverImage: MediaUrl;
  /** Artist name. */
  artist: string;
  artistId: number;
  artistSlug: string;
  likes: number;
  playsCount: number;
  trackCount: number;
  /** Total seconds. */
  duration: number;
  /** The first track's audio, handy for a play button; null for video releases. */
  audioFileUrl: MediaUrl;
}

export interface ReleaseAbout {
  title: string | null;
  content1: string | null;
  content2: string | null;
}

/** `GET /api/releases/{id}` */
export interface ReleaseDetail extends ReleaseSummary {
  about: ReleaseAbout;
  tracks: Track[];
  /** For type video: the clip. */
  video: VideoClip | null;
  /** For type podcast: the episode it presents. */
  episodeId: number | null;
}

/** `GET /api/releases/latest-audio` items: the newest tracks with their release. */
export interface LatestAudioTrack extends Track {
  releaseTitle: string;
  releaseType: ReleaseType;
}

export interface ArtistSummary {
  id: number;
  name: string;
  /** Used in /artist/{slug} links: the name lowercased, spaces turned into hyphens. */
  slug: string;
  realName: string | null;
  bio: string | null;
  /** Absolute URL; `imageUrl` carries the same value. */
  image: MediaUrl;
  imageUrl: MediaUrl;
  followers: number;
  popularity: number;
  releasesCount: number;
  createdAt: string;
}

/** `GET /api/artists/{idOrSlug}` */
export interface ArtistDetail extends ArtistSummary {
  /** HTML. */
  longBio: string | null;
}

/** `GET /api/artists/{id}/videos` items. `videoUrl` may be null for demo clips (thumbnail only). */
export interface VideoClip {
  id: number;
  title: string;
  description: string | null;
  videoUrl: MediaUrl;
  videoFileUrl: MediaUrl;
  thumbnailUrl: MediaUrl;
  duration: number;
  quality: '720p' | '1080p' | '4k';
  likes: number;
  playsCount: number;
  viewers: number;
  releaseDate: string;
  artist: string;
  artistId: number;
  /** The release that sells this clip (its first track is the clip's track), or null. */
  releaseId: number | null;
}

export type PublicationStatus = 'draft' | 'published' | 'live';

export interface PodcastRef {
  id: number;
  title: string;
  coverImage: MediaUrl;
}

/** `GET /api/podcasts` items and `GET /api/podcasts/{id}` (with `episodes`). */
export interface Podcast {
  id: number;
  title: string;
  description: string | null;
  /** Absolute URL; `coverImageUrl` carries the same value. */
  coverImage: MediaUrl;
  coverImageUrl: MediaUrl;
  status: PublicationStatus;
  episodesCount: number;
  totalViews: number;
  host: string;
  createdAt: string;
  updatedAt: string;
}

export interface PodcastDetail extends Podcast {
  /** Published and live episodes, newest first. */
  episodes: Episode[];
}

/** `GET /api/episodes` items and `GET /api/episodes/{id}`. */
export interface Episode {
  id: number;
  title: string;
  description: string | null;
  audioUrl: MediaUrl;
  /** The episode's cover, else its podcast's. */
  coverImage: MediaUrl;
  duration: number;
  viewers: number;
  status: PublicationStatus;
  isLive: boolean;
  host: string;
  createdAt: string;
  publishedAt: string | null;
  podcast: PodcastRef;
}

/** `GET /api/articles` items and `GET /api/articles/{id}`. */
export interface Article {
  id: number;
  title: string;
  slug: string;
  category: string;
  excerpt: string | null;
  /** HTML. */
  content: string;
  /** Absolute URL under /uploads/articles/. */
  image: MediaUrl;
  author: string;
  commentsCount: number;
  createdAt: string;
}

export interface Partner {
  id: number;
  name: string;
  image: MediaUrl;
  url: string | null;
}

export interface Banner {
  id: number;
  title: string;
  /** Plain text. */
  text: string | null;
  /** Absolute URL under /uploads/images/banners/; `imageUrl` carries the same value. */
  image_url: MediaUrl;
  imageUrl: MediaUrl;
  buttonText1: string | null;
  buttonLink1: string | null;
  buttonText2: string | null;
  buttonLink2: string | null;
  videoUrl: MediaUrl;
}

/* ——— Lists: search, filters, sort and paging ——— */

/** The eleven genres the release list filters by (catalogue-and-commerce.md §2). */
export const RELEASE_GENRES = [
  'Alternative',
  'Blues',
  'Classical',
  'Country',
  'Electronic',
  'Hip-Hop/Rap',
  'Indie',
  'Jazz',
  'Latino',
  'R&B/Soul',
  'Rock',
] as const;

/** featured: most liked first; popular: most played first; newest: latest release date first. */
export type ReleaseSort = 'featured' | 'popular' | 'newest';

/** legacy: on Kora for more than a year (an established catalogue); active: joined within the last year. */
export type ArtistType = 'legacy' | 'active';

/** `GET /api/releases` query. Answers a plain array: ask for one more than a page to know whether another follows. */
export interface ReleaseListQuery {
  /** 1–100, default 50. */
  limit?: number;
  /** Items to skip (paging), default 0. */
  offset?: number;
  /** A release id to leave out (the one on screen). */
  exclude?: number;
  type?: ReleaseType;
  /** Case-insensitive exact genre, e.g. 'Hip-Hop/Rap'. */
  genre?: string;
  /** Matches the title or the artist's name, case-insensitively. */
  search?: string;
  artistType?: ArtistType;
  /** Default newest. */
  sort?: ReleaseSort;
}

/** featured: most popular first (the editorial score); popular: most followers; newest: joined Kora last. */
export type ArtistSort = 'featured' | 'popular' | 'newest';

/** `GET /api/artists` query. */
export interface ArtistListQuery {
  limit?: number;
  offset?: number;
  /** Matches the name or the real name. */
  search?: string;
  /** Default featured. */
  sort?: ArtistSort;
}

/** Episodes viewed by more than this many people are 'popular'. */
export const POPULAR_EPISODE_VIEWERS = 1000;

/** newest: published last first; live-first: live episodes, then the newest. */
export type EpisodeSort = 'newest' | 'live-first';

/** `GET /api/episodes` query. */
export interface EpisodeListQuery {
  limit?: number;
  offset?: number;
  status?: 'published' | 'live';
  /** A podcast id. */
  podcast?: number;
  /** Matches the episode's title or description, or its podcast's title. */
  search?: string;
  /** true: only episodes with more than POPULAR_EPISODE_VIEWERS viewers. */
  popular?: boolean;
  /** Default newest. */
  sort?: EpisodeSort;
}

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
  /** The signed-in author, null for a visitor. */
  user: { username: string } | null;
  createdAt: string;
  parentId: number | null;
  children: Comment[];
}

/** `POST /api/releases/{id}/comments` body (bearer). → 201 Comment. Empty text → 422 'Le commentaire ne peut pas être vide.' */
export interface ReleaseCommentRequest {
  text: string;
  /** A comment of the same release to reply to. */
  parentId?: number | null;
}

/** `POST /api/comments` body (bearer): a comment on an article. → 201 Comment */
export interface ArticleCommentRequest {
  text: string;
  articleId: number;
  parentId?: number | null;
}

/** `POST /api/episodes/{id}/comments` body: no token needed (a valid one names the author); limited per address. → 201 Comment */
export interface EpisodeCommentRequest {
  content: string;
  /** A visitor's display name (default 'Anonyme'). */
  author?: string;
  parentId?: number | null;
}

/** `GET /api/album/{id}/listens` → the release's listen count. */
export interface ListenCount {
  releaseId: number;
  count: number;
}

/** `POST /api/track/{id}/listen` → 201: the counts after this play. */
export interface ListenRecorded {
  trackId: number;
  releaseId: number;
  trackListens: number;
  releaseListens: number;
}

/** `GET /api/episodes/{id}/rating` and `POST /api/episodes/{id}/rate` answers. */
export interface EpisodeRating {
  /** Average of the votes, rounded to 2 decimals; 0 with no vote. */
  rating: number;
  ratingCount: number;
}

/** `POST /api/episodes/{id}/rate` body: 1 to 5 stars. No token needed; one vote per account or address (a new vote replaces it). */
export interface EpisodeRateRequest {
  rating: number;
}

/** `POST /api/episodes/{id}/increment-viewers` (no body) → the new count. */
export interface EpisodeViewers {
  id: number;
  viewers: number;
}
