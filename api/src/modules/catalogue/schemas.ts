import { Type, type TSchema } from 'typebox';

/** The catalogue's answers are the contract's schemas: they validate nothing here but document and serialise. */
export {
  ArticleSchema as articleSchema,
  ArtistDetailSchema as artistDetailSchema,
  ArtistSummarySchema as artistSummarySchema,
  BannerSchema as bannerSchema,
  EpisodeSchema as episodeSchema,
  LatestAudioTrackSchema as latestAudioTrackSchema,
  PartnerSchema as partnerSchema,
  PodcastDetailSchema as podcastDetailSchema,
  PodcastSchema as podcastSchema,
  ReleaseDetailSchema as releaseDetailSchema,
  ReleaseSummarySchema as releaseSummarySchema,
  TrackSchema as trackSchema,
  VideoClipSchema as videoClipSchema,
} from '@kora/shared/contracts';

export const arrayOf = <T extends TSchema>(items: T) => Type.Array(items);
