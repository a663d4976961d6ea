import type { ReactNode } from 'react';
import { href, notify, read, ResponsiveImage, useQuery, useTranslation } from '@kora/shared';
import type { ReleaseDetail, Track } from '@kora/shared/contracts';
import { releaseListenCount } from '@kora/shared/contracts/endpoints';
import { Breadcrumb } from '../../../common/components/breadcrumb';
import { useCountText } from '../../../common/hooks/use-count-text';
import { FALLBACK_COVER } from '../../../common/lib/media';
import { addTrack, playTracks } from '../../../common/lib/player';
import '../../../common/components/detail-parts.css';
import { ReleaseArtistLine } from './release-artist-line';
import { TrackList } from './track-list';
import './release.css';

/**
 * An album or EP: its cover, its counts (the release's listen count once read), play all, add all to
 * the player, its favourite button, the album's purchase, and its tracks, each with its heart,
 * 'Ajouter à une playlist' and its own purchase.
 */
export function AlbumRelease({
  release,
  trackPurchase,
  albumPurchase,
  trackLibrary,
  favourite,
}: {
  release: ReleaseDetail;
  trackPurchase: (track: Track) => ReactNode;
  albumPurchase: ReactNode;
  trackLibrary: (track: Track) => ReactNode;
  favourite: ReactNode;
}) {
  const { t } = useTranslation('catalogue');
  const countText = useCountText();
  const listens = useQuery(read(releaseListenCount, { params: { id: release.id } }));
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
          <ReleaseArtistLine release={release} />
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
            {favourite}
          </div>
          {albumPurchase}
        </div>
      </div>
      <TrackList release={release} trackPurchase={trackPurchase} trackLibrary={trackLibrary} />
    </>
  );
}
