import { href, QuerySection, read, useQuery, useTranslation } from '@kora/shared';
import { Carousel, CarouselSkeleton } from '@kora/shared/carousel';
import { listArtists } from '@kora/shared/contracts/endpoints';
import { ArtistCard, ArtistCardPlaceholder } from '../../../common/components/artist-card';
import { SAMPLE_ARTISTS } from './samples';
import './home.css';

export const HOME_ARTISTS = 8;

/** Home: the artists carousel; on an error (or a 401) it says so, offers Retry and shows the built-in artists. */
export function ArtistsSection() {
  const { t } = useTranslation('catalogue');
  const artists = useQuery(read(listArtists, { query: { limit: HOME_ARTISTS } }));
  return (
    <QuerySection
      className="kora-cat-home-section"
      id="kora-home-artists"
      title={t('home.artists')}
      more={{ to: href('artists'), label: t('home.seeAll') }}
      query={artists}
      loading={<CarouselSkeleton preset="artists" slide={<ArtistCardPlaceholder />} />}
      errorText={t('home.artistsError')}
      fallback={SAMPLE_ARTISTS}
      empty={null}
    >
      {(items) => (
        <Carousel
          preset="artists"
          label={t('carousels.artists')}
          items={items}
          renderItem={(artist) => <ArtistCard artist={artist} />}
        />
      )}
    </QuerySection>
  );
}
