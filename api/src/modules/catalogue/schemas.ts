import { bool, int, nullableInt, nullableStr, priceProperties, str } from '../../http/schemas';

/** Response schemas of the catalogue: they document the shapes and make serialization fast. */

export const trackSchema = {
  type: 'object',
  properties: {
    id: int,
    releaseId: int,
    position: int,
    title: str,
    duration: int,
    audioUrl: nullableStr,
    audioFileUrl: nullableStr,
    cover: nullableStr,
    artist: str,
    artistLink: str,
    playsCount: int,
    ...priceProperties,
  },
} as const;

export const latestAudioTrackSchema = {
  type: 'object',
  properties: { ...trackSchema.properties, releaseTitle: str, releaseType: str },
} as const;

const releaseSummaryProperties = {
  id: int,
  title: str,
  type: str,
  genre: nullableStr,
  releaseDate: str,
  cover: nullableStr,
  coverImage: nullableStr,
  artist: str,
  artistId: int,
  artistSlug: str,
  likes: int,
  playsCount: int,
  trackCount: int,
  duration: int,
  audioFileUrl: nullableStr,
  ...priceProperties,
} as const;

export const releaseSummarySchema = { type: 'object', properties: releaseSummaryProperties } as const;

export const videoClipSchema = {
  type: 'object',
  properties: {
    id: int,
    title: str,
    description: nullableStr,
    videoUrl: nullableStr,
    videoFileUrl: nullableStr,
    thumbnailUrl: nullableStr,
    duration: int,
    quality: str,
    likes: int,
    playsCount: int,
    viewers: int,
    releaseDate: str,
    artist: str,
    artistId: int,
    releaseId: nullableInt,
  },
} as const;

export const releaseDetailSchema = {
  type: 'object',
  properties: {
    ...releaseSummaryProperties,
    about: { type: 'object', properties: { title: nullableStr, content1: nullableStr, content2: nullableStr } },
    tracks: { type: 'array', items: trackSchema },
    video: { anyOf: [videoClipSchema, { type: 'null' }] },
    episodeId: nullableInt,
  },
} as const;

const artistSummaryProperties = {
  id: int,
  name: str,
  slug: str,
  realName: nullableStr,
  bio: nullableStr,
  image: nullableStr,
  imageUrl: nullableStr,
  followers: int,
  popularity: int,
  releasesCount: int,
  createdAt: str,
} as const;

export const artistSummarySchema = { type: 'object', properties: artistSummaryProperties } as const;
export const artistDetailSchema = {
  type: 'object',
  properties: { ...artistSummaryProperties, longBio: nullableStr },
} as const;

const podcastRefSchema = { type: 'object', properties: { id: int, title: str, coverImage: nullableStr } } as const;

export const episodeSchema = {
  type: 'object',
  properties: {
    id: int,
    title: str,
    description: nullableStr,
    audioUrl: nullableStr,
    coverImage: nullableStr,
    duration: int,
    viewers: int,
    status: str,
    isLive: bool,
    host: str,
    createdAt: str,
    publishedAt: nullableStr,
    podcast: podcastRefSchema,
  },
} as const;

const podcastProperties = {
  id: int,
  title: str,
  description: nullableStr,
  coverImage: nullableStr,
  coverImageUrl: nullableStr,
  status: str,
  episodesCount: int,
  totalViews: int,
  host: str,
  createdAt: str,
  updatedAt: str,
} as const;

export const podcastSchema = { type: 'object', properties: podcastProperties } as const;
export const podcastDetailSchema = {
  type: 'object',
  properties: { ...podcastProperties, episodes: { type: 'array', items: episodeSchema } },
} as const;

export const articleSchema = {
  type: 'object',
  properties: {
    id: int,
    title: str,
    slug: str,
    category: str,
    excerpt: nullableStr,
    content: str,
    image: nullableStr,
    author: str,
    commentsCount: int,
    createdAt: str,
  },
} as const;

export const partnerSchema = {
  type: 'object',
  properties: { id: int, name: str, image: nullableStr, url: nullableStr },
} as const;

export const bannerSchema = {
  type: 'object',
  properties: {
    id: int,
    title: str,
    text: nullableStr,
    image_url: nullableStr,
    imageUrl: nullableStr,
    buttonText1: nullableStr,
    buttonLink1: nullableStr,
    buttonText2: nullableStr,
    buttonLink2: nullableStr,
    videoUrl: nullableStr,
  },
} as const;

export const arrayOf = <T>(items: T) => ({ type: 'array', items }) as const;
