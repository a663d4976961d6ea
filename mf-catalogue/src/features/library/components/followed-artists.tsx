import { Link } from 'react-router-dom';
import { EmptyState, href, QuerySection, read, SkeletonList, useQuery, useTranslation } from '@kora/shared';
import { listFollowedArtists } from '@kora/shared/contracts/endpoints';
import { ArtistCard, ArtistCardPlaceholder } from '../../../common/components/artist-card';
import '../../../common/components/card-grid.css';
import './library-section.css';

/** 'Artistes suivis': a card per followed artist, latest first. */
export function FollowedArtists() {
  const { t } = useTranslation('catalogue-library');
  const artists = useQuery(read(listFollowedArtists));
  return (
    <QuerySection
      className="kora-library-section"
      id="kora-library-following"
      title={t('playlists.following.title')}
      query={artists}
      errorText={t('playlists.following.error')}
      empty={
        <EmptyState
          title={t('playlists.following.empty')}
          hint={
            <>
              {t('playlists.following.emptyHint')} <Link to={href('artists')}>{t('playlists.following.browse')}</Link>
            </>
          }
        />
      }
      loading={
        <SkeletonList count={4} className="kora-cat-grid kora-cat-grid--artists" item={<ArtistCardPlaceholder />} />
      }
    >
      {(list) => (
        <ul className="kora-cat-grid kora-cat-grid--artists">
          {list.map((artist) => (
            <li key={artist.id}>
              <ArtistCard artist={artist} />
            </li>
          ))}
        </ul>
      )}
    </QuerySection>
  );
}
