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
