import { useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  ErrorState,
  href,
  LoadingState,
  notify,
  QueryView,
  read,
  ResponsiveImage,
  useQuery,
  useTranslation,
  ShareLinks,
  useCommonTranslation,
} from '@kora/shared';
import { formatDate } from '@kora/shared/format';
import { useNearViewport } from '@kora/shared/remote-app';
import { isGenre, type ReleaseDetail } from '@kora/shared/contracts';
import { getRelease, listReleases } from '@kora/shared/contracts/endpoints';
import { catalogueApi, catalogueQueries } from '../api';
import { Breadcrumb } from '../common/components/breadcrumb';
import { CommentsSection } from '../features/comments/components/comments-section';
import { DetailFrame } from '../common/components/detail-frame';
import { ReleaseCard } from '../common/components/release-card';
import { TrackList } from '../features/releases/components/track-list';
import { usePlayRelease } from '../common/hooks/use-play-release';
import { FALLBACK_COVER } from '../common/lib/media';
import { addTrack, playTracks, togglePlay, trackPlayerId, trackToPlayer, useIsPlaying } from '../common/lib/player';
import { BuyAlbumButton } from '../features/purchases/components/buy-buttons';
import { PaymentSuccessAlert } from '../features/purchases/components/payment-success-alert';
import { TrackPurchaseActions } from '../features/purchases/components/track-purchase-actions';
import { usePurchases } from '../features/purchases/hooks/use-purchases';
import { useCountText } from '../common/hooks/use-count-text';

/** A single: one track (type single, or any release with one track). */
export function isSingle(release: Pick<ReleaseDetail, 'type' | 'tracks'>): boolean {
  return release.type === 'single' || release.tracks.length === 1;
}

/** /release/{id}: the single view or the album view, comments and up to 6 other releases. */
export function ReleasePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const release = useQuery(read(getRelease, { params: { id: Number(id) } }));
  const { paid, dismissPaymentAlert } = usePurchases();

  return (
    <DetailFrame screen="release" title={release.data?.title}>
      {paid && <PaymentSuccessAlert kind={paid.kind} onDismiss={dismissPaymentAlert} />}
      <QueryView query={release} notFoundText={t('release.notFound')} errorText={t('release.loadError')}>
        {(data) => (
          <>
            {isSingle(data) ? <SingleView release={data} /> : <AlbumView release={data} />}
            <About release={data} />
            <ShareLinks title={`${data.title} — ${data.artist}`} networks={['facebook', 'twitter', 'vk']} />
            <CommentsSection
              threadKey={`release-${data.id}`}
              load={(signal) => catalogueApi.releaseComments(data.id, signal)}
              send={(text, parentId) => catalogueApi.commentRelease(data.id, text, parentId)}
              signInRequired
              texts={{ loadError: t('comments.releaseLoadError'), sendError: t('comments.sendError') }}
            />
            <OtherReleases releaseId={data.id} />
          </>
        )}
      </QueryView>
    </DetailFrame>
  );
}

function ArtistLine({ release }: { release: ReleaseDetail }) {
  const { t, i18n } = useTranslation('catalogue');
  const { t: common } = useCommonTranslation();
  return (
    <p className="kora-cat-release__meta">
      <Link to={href('artist', { idOrSlug: release.artistSlug })}>{release.artist}</Link>
      <span>{t(`types.${release.type}`)}</span>
      {isGenre(release.genre) && <span>{common(`genres.${release.genre}`)}</span>}
      <time dateTime={release.releaseDate}>{formatDate(release.releaseDate, i18n.language)}</time>
    </p>
  );
}

function SingleView({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const track = release.tracks[0];
  const playing = useIsPlaying(track ? trackPlayerId(track.id) : '');
  return (
    <div className="kora-cat-release kora-cat-release--single">
      <div className="kora-cat-release__cover kora-cat-release__cover--large">
        {release.video?.videoUrl ? (
          <video src={release.video.videoUrl} poster={release.video.thumbnailUrl ?? undefined} controls playsInline />
        ) : (
          <ResponsiveImage
            src={release.cover ?? FALLBACK_COVER}
            alt={t('release.coverOf', { title: release.title })}
            width={420}
            height={420}
            sizes="(max-width: 720px) calc(100vw - 2rem), 420px"
            priority
          />
        )}
        {track && (
          <button
            type="button"
            className="kora-cat-release__play"
            aria-label={
              playing ? t('player.pause', { title: release.title }) : t('player.play', { title: release.title })
            }
            onClick={() => togglePlay(trackToPlayer(track))}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        )}
      </div>
      <div className="kora-cat-release__summary">
        <ArtistLine release={release} />
        <p className="kora-cat-release__stats">
          {t('counts.listens', { count: release.playsCount, formatted: countText(release.playsCount) })}
          {' · '}
          {t('counts.likes', { count: release.likes, formatted: countText(release.likes) })}
        </p>
        {release.episodeId !== null && (
          <p>
            <Link to={href('episode', { id: release.episodeId })}>{t('release.toEpisode')}</Link>
          </p>
        )}
        {track && release.type !== 'podcast' && <TrackPurchaseActions track={track} />}
      </div>
    </div>
  );
}

function AlbumView({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const listens = useQuery(catalogueQueries.albumListens(release.id));
  const listenCount = listens.status === 'success' ? listens.data.count : release.playsCount;
  return (
    <>
      <Breadcrumb
        items={[
          { label: t('breadcrumbHome'), to: href('home') },
          { label: t('screens.releases'), to: href('releases') },
          { label: release.title },
        ]}
      />
      <div className="kora-cat-release kora-cat-release--album">
        <div className="kora-cat-release__cover">
          <ResponsiveImage
            src={release.cover ?? FALLBACK_COVER}
            alt={t('release.coverOf', { title: release.title })}
            width={320}
            height={320}
            sizes="(max-width: 720px) calc(100vw - 2rem), 320px"
            priority
          />
        </div>
        <div className="kora-cat-release__summary">
          <ArtistLine release={release} />
          <p className="kora-cat-release__stats">
            <span>{t('release.trackCount', { count: release.tracks.length })}</span>
            {' · '}
            <span>{t('counts.listens', { count: listenCount, formatted: countText(listenCount) })}</span>
          </p>
          <div className="kora-cat-release__actions">
            <button
              type="button"
              className="kora-button kora-button--accent"
              onClick={() => playTracks(release.tracks)}
            >
              <span aria-hidden="true">▶ </span>
              {t('release.playAll')}
            </button>
            <button
              type="button"
              className="kora-button"
              onClick={() => {
                release.tracks.forEach(addTrack);
                notify(t('release.addedAll', { title: release.title }), 'info');
              }}
            >
              {t('release.addAll')}
            </button>
          </div>
          <div className="kora-cat-purchase">
            <BuyAlbumButton album={release} />
          </div>
        </div>
      </div>
      <TrackList release={release} trackActions={(track) => <TrackPurchaseActions track={track} compact />} />
    </>
  );
}

function About({ release }: { release: ReleaseDetail }) {
  const { t } = useTranslation('catalogue');
  const { title, content1, content2 } = release.about;
  if (!title && !content1 && !content2) return null;
  return (
    <section className="kora-cat-about" aria-labelledby="kora-release-about">
      <h2 id="kora-release-about">{t('release.about')}</h2>
      {title && <h3>{title}</h3>}
      {content1 && <p>{content1}</p>}
      {content2 && <p>{content2}</p>}
    </section>
  );
}

/** How many other releases the release page suggests. */
const OTHER_RELEASES = 6;

function OtherReleases({ releaseId }: { releaseId: number }) {
  const { t } = useTranslation('catalogue');
  const place = useRef<HTMLElement>(null);
  // Below the release itself: read as the listener scrolls towards it, not with the page.
  const near = useNearViewport(place, true);
  const others = useQuery({
    ...read(listReleases, { query: { exclude: releaseId, limit: OTHER_RELEASES } }),
    enabled: near,
  });
  const { play, pending } = usePlayRelease();
  if (others.status === 'success' && others.data.length === 0) return null;
  return (
    <section ref={place} className="kora-cat-others" aria-labelledby="kora-other-releases">
      <h2 id="kora-other-releases">{t('release.others')}</h2>
      {others.status === 'pending' && <LoadingState />}
      {others.status === 'error' && (
        <ErrorState message={t('release.othersError')} onRetry={() => void others.refetch()} />
      )}
      {others.status === 'success' && (
        <ul className="kora-cat-grid kora-cat-grid--releases">
          {others.data.slice(0, 6).map((other) => (
            <li key={other.id}>
              <ReleaseCard release={other} onPlay={(r) => play(r.id)} pending={pending === other.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
