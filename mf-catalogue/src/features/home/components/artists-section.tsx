import { ErrorState, href, LoadingState, SectionHeader, useQuery, useTranslation } from '@kora/shared';
import { Carousel } from '@kora/shared/carousel';
import { catalogueQueries } from '../../../api';
import { ArtistCard } from '../../../common/components/artist-card';
import { SAMPLE_ARTISTS } from './samples';
import './home.css';

export const HOME_ARTISTS = 8;

/** Home: the artists carousel; on an error (or a 401) it says so, offers Retry and shows the built-in artists. */
export function ArtistsSection() {
  const { t } = useTranslation('catalogue');
  const artists = useQuery(catalogueQueries.artists({ limit: HOME_ARTISTS }));
  const items = artists.status === 'success' ? artists.data : artists.status === 'error' ? SAMPLE_ARTISTS : [];
  return (
    <section className="kora-cat-home-section" aria-labelledby="kora-home-artists">
      <SectionHeader
        id="kora-home-artists"
        title={t('home.artists')}
        more={{ to: href('artists'), label: t('home.seeAll') }}
      />
      {artists.status === 'pending' && <LoadingState />}
      {artists.status === 'error' && (
        <ErrorState message={t('home.artistsError')} onRetry={() => void artists.refetch()} />
      )}
      {items.length > 0 && (
        <Carousel
          preset="artists"
          label={t('carousels.artists')}
          items={items}
          renderItem={(artist) => <ArtistCard artist={artist} />}
        />
      )}
    </section>
  );
}
