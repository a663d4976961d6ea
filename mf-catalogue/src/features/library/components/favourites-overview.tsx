import { EmptyState, href, QuerySection, read, ResponsiveImage, useQuery, useTranslation } from '@kora/shared';
import type { Favourite, FavouriteKind } from '@kora/shared/contracts';
import { listMyFavourites } from '@kora/shared/contracts/endpoints';
import { ItemText } from '../../../common/components/item-text';
import { FALLBACK_COVER } from '../../../common/lib/media';
import './library-section.css';
import './favourites-overview.css';

/** Favourites shown per kind; the rest is on /favorites. */
const PER_KIND = 4;

/** 'Favoris': the newest few of each kind, and the way to all of them. */
export function FavouritesOverview() {
  const { t } = useTranslation('catalogue-library');
  const favourites = useQuery(read(listMyFavourites));
  return (
    <QuerySection
      className="kora-library-section"
      id="kora-library-favourites"
      title={t('playlists.favourites.title')}
      more={{ to: href('favorites'), label: t('playlists.favourites.seeAll') }}
      query={favourites}
      errorText={t('playlists.favourites.error')}
      empty={<EmptyState title={t('playlists.favourites.empty')} hint={t('playlists.favourites.emptyHint')} />}
    >
      {(list) => (
        <div className="kora-library-favourites">
          {KINDS.map((kind) => {
            const ofKind = list.filter((favourite) => favourite.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <section
                key={kind}
                className="kora-library-favourites__kind"
                aria-labelledby={`kora-library-favourites-${kind}`}
              >
                <h3 id={`kora-library-favourites-${kind}`}>
                  {t('playlists.favourites.kindCount', {
                    kind: t(`playlists.favourites.kinds.${kind}`),
                    count: ofKind.length,
                  })}
                </h3>
                <ul className="kora-library-favourites__list">
                  {ofKind.slice(0, PER_KIND).map((favourite) => (
                    <FavouriteEntry key={`${kind}-${favourite.id}`} favourite={favourite} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </QuerySection>
  );
}

/** The kinds in the order they are shown (every kind: the type refuses one left out). */
const ORDER: Record<FavouriteKind, number> = { releases: 0, tracks: 1, artists: 2, podcasts: 3, episodes: 4 };
const KINDS = (Object.keys(ORDER) as FavouriteKind[]).sort((a, b) => ORDER[a] - ORDER[b]);

function FavouriteEntry({ favourite }: { favourite: Favourite }) {
  const { t } = useTranslation('catalogue-library');
  const link = favourite.available ? favourite.link : null;
  return (
    <li className={`kora-library-favourite${favourite.available ? '' : ' kora-library-favourite--unavailable'}`}>
      <ResponsiveImage
        className={`kora-library-favourite__cover${favourite.kind === 'artists' ? ' kora-library-favourite__cover--round' : ''}`}
        src={favourite.cover ?? FALLBACK_COVER}
        alt=""
        width={44}
        height={44}
        sizes="44px"
      />
      <ItemText
        title={favourite.title}
        subtitle={favourite.subtitle}
        link={link}
        unavailableText={favourite.available ? null : t('playlists.page.unavailable')}
      />
    </li>
  );
}
