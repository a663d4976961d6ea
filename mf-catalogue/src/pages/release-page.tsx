import { useParams } from 'react-router-dom';
import { QueryView, read, useQuery, useTranslation } from '@kora/shared';
import type { ReleaseDetail } from '@kora/shared/contracts';
import { getRelease } from '@kora/shared/contracts/endpoints';
import { DetailFrame } from '../common/components/detail-frame';
import { CommentsSection } from '../features/comments/components/comments-section';
import { FavouriteToggle } from '../features/favourites/components/favourite-toggle';
import { LikeButton } from '../features/likes/components/like-button';
import { SaveOffline } from '../features/offline/components/save-offline';
import { AddToPlaylistButton } from '../features/playlists/components/add-to-playlist-button';
import { AlbumPurchaseActions } from '../features/purchases/components/album-purchase-actions';
import { PaymentSuccessAlert } from '../features/purchases/components/payment-success-alert';
import { TrackPurchaseActions } from '../features/purchases/components/track-purchase-actions';
import { usePurchases } from '../features/purchases/hooks/use-purchases';
import { OtherReleases } from '../features/releases/components/other-releases';
import { ReleaseView } from '../features/releases/components/release-view';

/** A release the player can play: not a video, with at least one listening copy. */
const isAudio = (release: ReleaseDetail) =>
  release.type !== 'video' && release.tracks.some((track) => track.audioUrl || track.audioFileUrl);

/**
 * /release/{id}: the single view or the album view with its favourite button and 'Écouter hors ligne',
 * each track's heart, 'Ajouter à une playlist' and purchase, the comments and up to 6 other releases.
 */
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
            <ReleaseView
              release={data}
              trackPurchase={(track, compact) => <TrackPurchaseActions track={track} compact={compact} />}
              albumPurchase={<AlbumPurchaseActions album={data} />}
              trackLibrary={(track) => (
                <>
                  <LikeButton track={track} />
                  <AddToPlaylistButton item={{ kind: 'track', id: track.id, title: track.title }} />
                </>
              )}
              favourite={
                <>
                  <FavouriteToggle
                    item={{
                      kind: 'releases',
                      id: data.id,
                      title: data.title,
                      subtitle: data.artist,
                      coverImage: data.cover,
                    }}
                  />
                  {isAudio(data) && <SaveOffline kind="release" id={data.id} title={data.title} />}
                </>
              }
            />
            <CommentsSection subject={{ kind: 'release', id: data.id }} />
            <OtherReleases releaseId={data.id} />
          </>
        )}
      </QueryView>
    </DetailFrame>
  );
}
