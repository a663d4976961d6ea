import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState, read, useQuery, useTranslation } from '@kora/shared';
import { Carousel } from '@kora/shared/carousel';
import type { VideoClip } from '@kora/shared/contracts';
import { listArtistVideos } from '@kora/shared/contracts/endpoints';
import { VideoClipCard } from '../../../common/components/video-clip-card';
import '../../../common/components/detail-parts.css';

/** How many clips an artist's page shows. */
const ARTIST_CLIPS = 8;

/** An artist's video clips in a carousel, each with the download the page gives it. */
export function ArtistVideos({
  artistId,
  clipDownload,
}: {
  artistId: number;
  clipDownload?: (clip: VideoClip) => ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const videos = useQuery(
    read(listArtistVideos, { params: { idOrSlug: String(artistId) }, query: { limit: ARTIST_CLIPS } }),
  );
  return (
    <section className="kora-cat-section" aria-labelledby="kora-artist-videos">
      <h2 id="kora-artist-videos">{t('artist.videos')}</h2>
      {videos.status === 'pending' && <LoadingState />}
      {videos.status === 'error' && <ErrorState message={t('artist.videosError')} />}
      {videos.status === 'success' && videos.data.length === 0 && <EmptyState title={t('clips.empty')} />}
      {videos.status === 'success' && videos.data.length > 0 && (
        <Carousel
          preset="clips"
          label={t('carousels.clips')}
          items={videos.data.slice(0, ARTIST_CLIPS)}
          renderItem={(clip) => <VideoClipCard clip={clip} download={clipDownload?.(clip)} />}
        />
      )}
    </section>
  );
}
