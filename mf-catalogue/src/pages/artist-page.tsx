import { useParams } from 'react-router-dom';
import { QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { getArtist } from '@kora/shared/contracts/endpoints';
import { DetailFrame } from '../common/components/detail-frame';
import { ArtistProfile } from '../features/artists/components/artist-profile';
import { FollowButton } from '../features/follows/components/follow-button';
import { ClipDownloadButton } from '../features/purchases/components/clip-download-button';
import { ClipPurchases } from '../features/purchases/components/clip-purchases';

/**
 * /artist/{id} and /artist/{slug}: the same artist either way, with the follow button and each clip's
 * download. The releases are cards (no track rows), so the hearts and 'Ajouter à une playlist' are on
 * each release's page.
 */
export function ArtistPage() {
  const { idOrSlug = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const artist = useQuery(read(getArtist, { params: { idOrSlug } }));
  return (
    <DetailFrame screen="artist" title={artist.data?.name}>
      <QueryView query={artist} notFoundText={t('artist.notFound')} errorText={t('artist.loadError')}>
        {(data) => (
          <ClipPurchases>
            <ArtistProfile
              artist={data}
              follow={<FollowButton artist={data} />}
              clipDownload={(clip) => <ClipDownloadButton clip={clip} />}
            />
          </ClipPurchases>
        )}
      </QueryView>
    </DetailFrame>
  );
}
