import { useParams } from 'react-router-dom';
import { QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { getPodcast } from '@kora/shared/contracts/endpoints';
import { DetailFrame } from '../common/components/detail-frame';
import { FavouriteToggle } from '../features/favourites/components/favourite-toggle';
import { PodcastDetail } from '../features/podcasts/components/podcast-detail';

/** /podcast/{id}: the podcast, its favourite button (its new episodes notify a signed-in user) and its episodes. */
export function PodcastPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const podcast = useQuery(read(getPodcast, { params: { id: Number(id) } }));
  return (
    <DetailFrame screen="podcast" title={podcast.data?.title}>
      <QueryView query={podcast} notFoundText={t('podcast.notFound')} errorText={t('podcast.loadError')}>
        {(data) => (
          <PodcastDetail
            podcast={data}
            favourite={
              <FavouriteToggle
                item={{
                  kind: 'podcasts',
                  id: data.id,
                  title: data.title,
                  subtitle: data.host || undefined,
                  coverImage: data.coverImage,
                }}
              />
            }
          />
        )}
      </QueryView>
    </DetailFrame>
  );
}
