import type { ReactNode } from 'react';
import type { VideoClip } from '@kora/shared/contracts';
import { QuerySection, read, SkeletonCard, useQuery, useTranslation } from '@kora/shared';
import { Carousel, CarouselSkeleton } from '@kora/shared/carousel';
import { listArtistVideos } from '@kora/shared/contracts/endpoints';
import { VideoClipCard } from '../../../common/components/video-clip-card';
import './home.css';

/** The artist whose clips the home page shows (spec: "video clips of artist 5"). */
export const HOME_CLIPS_ARTIST = 5;

/** How many of them it shows. */
const HOME_CLIPS = 8;

/** Home: the video clips of artist 5 in a carousel. */
export function ClipsSection({ clipDownload }: { clipDownload?: (clip: VideoClip) => ReactNode }) {
  const { t } = useTranslation('catalogue');
  const clips = useQuery(
    read(listArtistVideos, { params: { idOrSlug: String(HOME_CLIPS_ARTIST) }, query: { limit: HOME_CLIPS } }),
  );
  return (
    <QuerySection
      className="kora-cat-home-section"
      id="kora-home-clips"
      title={t('home.clips')}
      query={clips}
      loading={<CarouselSkeleton preset="clips" slide={<SkeletonCard media="wide" lines={4} />} />}
      errorText={t('clips.error')}
      retry={false}
      emptyText={t('clips.empty')}
    >
      {(list) => (
        <Carousel
          preset="clips"
          label={t('carousels.clips')}
          items={list}
          renderItem={(clip) => <VideoClipCard clip={clip} download={clipDownload?.(clip)} />}
        />
      )}
    </QuerySection>
  );
}
