import type { ReactNode } from 'react';
import type { VideoClip } from '@kora/shared/contracts';
import { EmptyState, ErrorState, LoadingState, SectionHeader, useQuery, useTranslation } from '@kora/shared';
import { Carousel } from '@kora/shared/carousel';
import { catalogueQueries } from '../../../api';
import { VideoClipCard } from '../../../common/components/video-clip-card';
import './home.css';

/** The artist whose clips the home page shows (spec: "video clips of artist 5"). */
export const HOME_CLIPS_ARTIST = 5;

/** Home: the video clips of artist 5 in a carousel. */
export function ClipsSection({ clipDownload }: { clipDownload?: (clip: VideoClip) => ReactNode }) {
  const { t } = useTranslation('catalogue');
  const clips = useQuery(catalogueQueries.artistVideos(HOME_CLIPS_ARTIST));
  return (
    <section className="kora-cat-home-section" aria-labelledby="kora-home-clips">
      <SectionHeader id="kora-home-clips" title={t('home.clips')} />
      {clips.status === 'pending' && <LoadingState />}
      {clips.status === 'error' && <ErrorState message={t('clips.error')} />}
      {clips.status === 'success' && clips.data.length === 0 && <EmptyState title={t('clips.empty')} />}
      {clips.status === 'success' && clips.data.length > 0 && (
        <Carousel
          preset="clips"
          label={t('carousels.clips')}
          items={clips.data}
          renderItem={(clip) => <VideoClipCard clip={clip} download={clipDownload?.(clip)} />}
        />
      )}
    </section>
  );
}
