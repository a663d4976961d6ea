import { useParams } from 'react-router-dom';
import { QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { getRelease } from '@kora/shared/contracts/endpoints';
import { DetailFrame } from '../common/components/detail-frame';
import { CommentsSection } from '../features/comments/components/comments-section';
import { AlbumPurchaseActions } from '../features/purchases/components/album-purchase-actions';
import { PaymentSuccessAlert } from '../features/purchases/components/payment-success-alert';
import { TrackPurchaseActions } from '../features/purchases/components/track-purchase-actions';
import { usePurchases } from '../features/purchases/hooks/use-purchases';
import { OtherReleases } from '../features/releases/components/other-releases';
import { ReleaseView } from '../features/releases/components/release-view';

/** /release/{id}: the single view or the album view with their purchases, comments and up to 6 other releases. */
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
            />
            <CommentsSection subject={{ kind: 'release', id: data.id }} />
            <OtherReleases releaseId={data.id} />
          </>
        )}
      </QueryView>
    </DetailFrame>
  );
}
