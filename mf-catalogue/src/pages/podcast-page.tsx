import { useParams } from 'react-router-dom';
import { QueryView, read, useQuery, useTranslation } from '@kora/shared';
import { getPodcast } from '@kora/shared/contracts/endpoints';
import { DetailFrame } from '../common/components/detail-frame';
import { PodcastDetail } from '../features/podcasts/components/podcast-detail';

/** /podcast/{id}: the podcast and its episodes. */
export function PodcastPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('catalogue');
  const podcast = useQuery(read(getPodcast, { params: { id: Number(id) } }));
  return (
    <DetailFrame screen="podcast" title={podcast.data?.title}>
      <QueryView query={podcast} notFoundText={t('podcast.notFound')} errorText={t('podcast.loadError')}>
        {(data) => <PodcastDetail podcast={data} />}
      </QueryView>
    </DetailFrame>
  );
}
