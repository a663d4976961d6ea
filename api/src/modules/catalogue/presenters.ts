import {
  isGenre,
  type Article,
  type ArtistDetail,
  type ArtistSummary,
  type Banner,
  type Episode,
  type Partner,
  type Podcast,
  type ReleaseDetail,
  type ReleaseSummary,
  type Track,
  type VideoClip,
} from '@kora/shared/contracts';
import type { ArticleRow, ArtistRow, BannerRow, EpisodeRow, PartnerRow, PodcastRow, TrackRow } from '../../db/tables';
import type { ClipRow } from './clips-query';
import { priceOf } from '../../http/money';
import type { MediaUrls } from '../../media/urls';
import type { ReleaseWithArtist } from './releases-repository';

/** Database rows → the shapes in @kora/shared/contracts. */
export class CataloguePresenter {
  constructor(private readonly media: MediaUrls) {}

  track(row: TrackRow, release: { cover: string | null; artist_name: string; artist_slug: string }): Track {
    const audio = this.media.url(row.audio_file);
    return {
      id: row.id,
      releaseId: row.release_id,
      position: row.position,
      title: row.title,
      duration: row.duration_seconds,
      audioUrl: audio,
      audioFileUrl: audio,
      cover: this.media.url(release.cover),
      artist: release.artist_name,
      artistLink: `/artist/${release.artist_slug}`,
      playsCount: row.plays_count,
      ...priceOf(row.price_minor, row.currency),
    };
  }

  releaseSummary(row: ReleaseWithArtist, tracks: TrackRow[]): ReleaseSummary {
    const cover = this.media.url(row.cover);
    return {
      id: row.id,
      title: row.title,
      type: row.type,
      genre: isGenre(row.genre) ? row.genre : null,
      releaseDate: row.release_date,
      cover,
      coverImage: cover,
      artist: row.artist_name,
      artistId: row.artist_id,
      artistSlug: row.artist_slug,
      likes: row.likes,
      playsCount: row.plays_count,
      trackCount: tracks.length,
      duration: tracks.reduce((sum, track) => sum + track.duration_seconds, 0),
      audioFileUrl: row.type === 'video' ? null : this.media.url(tracks.find((track) => track.audio_file)?.audio_file),
      ...priceOf(row.price_minor, row.currency),
    };
  }

  releaseDetail(row: ReleaseWithArtist, tracks: TrackRow[], clip: ClipRow | null): ReleaseDetail {
    return {
      ...this.releaseSummary(row, tracks),
      about: { title: row.about_title, content1: row.about_content1, content2: row.about_content2 },
      tracks: tracks.map((track) => this.track(track, row)),
      video: clip ? this.videoClip(clip) : null,
      episodeId: row.episode_id,
    };
  }

  videoClip(row: ClipRow): VideoClip {
    const video = this.media.url(row.video_file);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      videoUrl: video,
      videoFileUrl: video,
      thumbnailUrl: this.media.url(row.thumbnail),
      duration: row.duration_seconds,
      quality: row.quality,
      likes: row.likes,
      playsCount: row.plays_count,
      viewers: row.plays_count,
      releaseDate: row.release_date,
      artist: row.artist_name,
      artistId: row.artist_id,
      releaseId: row.release_id === null ? null : Number(row.release_id),
    };
  }

  artistSummary(row: ArtistRow & { releases_count: number | string | bigint | null }): ArtistSummary {
    const image = this.media.url(row.image);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      realName: row.real_name,
      bio: row.bio,
      image,
      imageUrl: image,
      followers: row.followers,
      popularity: row.popularity,
      releasesCount: Number(row.releases_count),
      createdAt: row.created_at,
    };
  }

  artistDetail(row: ArtistRow & { releases_count: number | string | bigint | null }): ArtistDetail {
    return { ...this.artistSummary(row), longBio: row.long_bio };
  }

  podcast(
    row: PodcastRow & {
      host: string | null;
      episodes_count: number | string | bigint | null;
      total_views: number | string | bigint | null;
    },
  ): Podcast {
    const cover = this.media.url(row.cover_image);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      coverImage: cover,
      coverImageUrl: cover,
      status: row.status,
      episodesCount: Number(row.episodes_count),
      totalViews: Number(row.total_views ?? 0),
      host: row.host ?? '',
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  episode(row: EpisodeRow & { podcast_title: string; podcast_cover: string | null }): Episode {
    const podcastCover = this.media.url(row.podcast_cover);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      audioUrl: this.media.url(row.audio_file),
      coverImage: this.media.url(row.cover_image) ?? podcastCover,
      duration: row.duration_seconds,
      viewers: row.viewers,
      status: row.status,
      isLive: row.status === 'live',
      host: row.host_name ?? '',
      createdAt: row.created_at,
      publishedAt: row.published_at,
      podcast: { id: row.podcast_id, title: row.podcast_title, coverImage: podcastCover },
    };
  }

  article(row: ArticleRow & { author: string | null; comments_count: number | string | bigint | null }): Article {
    return {
      id: row.id,
      title: row.title,
      slug: row.slug,
      category: row.category,
      excerpt: row.excerpt,
      content: row.content,
      image: this.media.url(row.image),
      author: row.author ?? 'Rédaction Kora',
      commentsCount: Number(row.comments_count),
      createdAt: row.created_at,
    };
  }

  partner(row: PartnerRow): Partner {
    return { id: row.id, name: row.name, image: this.media.url(row.image), url: row.url };
  }

  banner(row: BannerRow): Banner {
    const image = this.media.url(row.image);
    return {
      id: row.id,
      title: row.title,
      text: row.text ? row.text.replace(/<[^>]*>/g, '') : null,
      image_url: image,
      imageUrl: image,
      buttonText1: row.button_text1,
      buttonLink1: row.button_link1,
      buttonText2: row.button_text2,
      buttonLink2: row.button_link2,
      videoUrl: this.media.url(row.video_url),
    };
  }
}
