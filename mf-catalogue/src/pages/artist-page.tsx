import { useParams } from 'react-router-dom';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  QueryView,
  ResponsiveImage,
  useQuery,
  useTranslation,
  ShareLinks,
} from '@kora/shared';
import { Carousel } from '@kora/shared/carousel';
import { SafeHtml } from '@kora/shared/safe-html';
import type { ArtistDetail } from '@kora/shared/contracts';
import { catalogueQueries } from '../api';
import { DetailFrame } from '../common/components/detail-frame';
import { ReleaseCard } from '../common/components/release-card';
import { VideoClipCard } from '../common/components/video-clip-card';
import { ClipDownloadButton } from '../features/purchases/components/clip-download-button';
import { ClipPurchases } from '../features/purchases/components/clip-purchases';
import { usePlayRelease } from '../common/hooks/use-play-release';
import { FALLBACK_COVER } from '../common/lib/media';
import { useCountText } from '../common/hooks/use-count-text';

/** /artist/{id} and /artist/{slug}: the same artist either way. */
export function ArtistPage() {
  const { idOrSlug = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const artist = useQuery(catalogueQueries.artist(idOrSlug));
  return (
    <DetailFrame screen="artist" title={artist.data?.name}>
      <QueryView query={artist} notFoundText={t('artist.notFound')} errorText={t('artist.loadError')}>
        {(data) => <ArtistContent artist={data} />}
      </QueryView>
    </DetailFrame>
  );
}

function ArtistContent({ artist }: { artist: ArtistDetail }) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  return (
    <>
      <div className="kora-cat-artist">
        <ResponsiveImage
          className="kora-cat-artist__image"
          src={artist.image ?? FALLBACK_COVER}
          alt={t('artist.portraitOf', { name: artist.name })}
          width={240}
          height={240}
          sizes="(max-width: 640px) calc(100vw - 2rem), 240px"
          priority
        />
        <div className="kora-cat-artist__summary">
          {artist.realName && (
            <p className="kora-cat-artist__real-name">
              <span className="kora-cat-muted">{t('artist.realName')}</span> {artist.realName}
            </p>
          )}
          <p className="kora-cat-muted">
            {t('counts.followers', { count: artist.followers, formatted: countText(artist.followers) })}
            {' · '}
            {t('artist.releasesCount', { count: artist.releasesCount })}
          </p>
          <SafeHtml html={artist.bio} className="kora-cat-artist__bio" />
          <ShareLinks title={artist.name} networks={['facebook', 'twitter', 'vk']} />
        </div>
      </div>
      {artist.longBio && (
        <section className="kora-cat-about" aria-labelledby="kora-artist-biography">
          <h2 id="kora-artist-biography">{t('artist.biography')}</h2>
          <SafeHtml html={artist.longBio} />
        </section>
      )}
      <ArtistVideos artistId={artist.id} />
      <ArtistReleases artistId={artist.id} />
    </>
  );
}

function ArtistVideos({ artistId }: { artistId: number }) {
  const { t } = useTranslation('catalogue');
  const videos = useQuery(catalogueQueries.artistVideos(artistId));
  return (
    <section className="kora-cat-section" aria-labelledby="kora-artist-videos">
      <h2 id="kora-artist-videos">{t('artist.videos')}</h2>
      {videos.status === 'pending' && <LoadingState />}
      {videos.status === 'error' && <ErrorState message={t('artist.videosError')} />}
      {videos.status === 'success' && videos.data.length === 0 && <EmptyState title={t('clips.empty')} />}
      {videos.status === 'success' && videos.data.length > 0 && (
        <ClipPurchases>
          <Carousel
            preset="clips"
            label={t('carousels.clips')}
            items={videos.data.slice(0, 8)}
            renderItem={(clip) => <VideoClipCard clip={clip} download={<ClipDownloadButton clip={clip} />} />}
          />
        </ClipPurchases>
      )}
    </section>
  );
}

function ArtistReleases({ artistId }: { artistId: number }) {
  const { t } = useTranslation('catalogue');
  const releases = useQuery(catalogueQueries.artistReleases(artistId));
  const { play, pending } = usePlayRelease();
  return (
    <section className="kora-cat-section" aria-labelledby="kora-artist-releases">
      <h2 id="kora-artist-releases">{t('artist.releases')}</h2>
      {releases.status === 'pending' && <LoadingState />}
      {releases.status === 'error' && (
        <ErrorState message={t('artist.releasesError')} onRetry={() => void releases.refetch()} />
      )}
      {releases.status === 'success' && releases.data.length === 0 && <EmptyState title={t('artist.noReleases')} />}
      {releases.status === 'success' && releases.data.length > 0 && (
        <ul className="kora-cat-grid kora-cat-grid--releases">
          {releases.data.slice(0, 12).map((release) => (
            <li key={release.id}>
              <ReleaseCard release={release} onPlay={(r) => play(r.id)} pending={pending === release.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
