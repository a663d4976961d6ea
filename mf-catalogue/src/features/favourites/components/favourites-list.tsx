import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EmptyState,
  FilterTabs,
  href,
  ResponsiveImage,
  useFavouritesStore,
  useTranslation,
  type FavouriteItem,
  type FavouriteKind,
} from '@kora/shared';
import { Badge } from '../../../common/components/badge';
import { FALLBACK_COVER } from '../../../common/lib/media';
import '../../../common/components/text.css';
import './favourites-list.css';

const FILTERS = ['all', 'podcasts', 'episodes'] as const;
type Filter = (typeof FILTERS)[number];

/** The podcasts and episodes kept on this device, filtered, removable one by one or all at once. */
export function FavouritesList() {
  const { t } = useTranslation('catalogue');
  const podcasts = useFavouritesStore((state) => state.podcasts);
  const episodes = useFavouritesStore((state) => state.episodes);
  const remove = useFavouritesStore((state) => state.remove);
  const clear = useFavouritesStore((state) => state.clear);
  const [filter, setFilter] = useState<Filter>('all');

  const entries: Array<{ kind: FavouriteKind; item: FavouriteItem }> = [
    ...(filter !== 'episodes' ? podcasts.map((item) => ({ kind: 'podcasts' as const, item })) : []),
    ...(filter !== 'podcasts' ? episodes.map((item) => ({ kind: 'episodes' as const, item })) : []),
  ];
  const total = podcasts.length + episodes.length;

  return (
    <>
      <div className="kora-cat-favourites__bar">
        <FilterTabs
          label={t('favourites.filter')}
          options={FILTERS}
          value={filter}
          onChange={setFilter}
          optionLabel={(option) => t(`favourites.filters.${option}`)}
        />
        {total > 0 && (
          <button type="button" className="kora-button" onClick={clear}>
            {t('favourites.clear')}
          </button>
        )}
      </div>
      {total === 0 ? (
        <EmptyState
          title={t('favourites.empty')}
          hint={
            <>
              {t('favourites.emptyHint')} <Link to={href('podcasts')}>{t('favourites.browse')}</Link>
            </>
          }
        />
      ) : entries.length === 0 ? (
        <EmptyState title={t(`favourites.emptyOf.${filter}`)} />
      ) : (
        <ul className="kora-cat-favourites">
          {entries.map(({ kind, item }) => (
            <li key={`${kind}-${item.id}`} className="kora-cat-favourite-item">
              <ResponsiveImage src={item.coverImage ?? FALLBACK_COVER} alt="" width={72} height={72} sizes="72px" />
              <div className="kora-cat-favourite-item__body">
                <Link
                  className="kora-cat-favourite-item__title"
                  to={href(kind === 'podcasts' ? 'podcast' : 'episode', { id: item.id })}
                >
                  {item.title}
                </Link>
                {item.subtitle && <p className="kora-cat-muted">{item.subtitle}</p>}
              </div>
              <Badge>{t(`favourites.types.${kind}`)}</Badge>
              <button
                type="button"
                className="kora-button"
                aria-label={t('favourites.removeItem', { title: item.title })}
                onClick={() => remove(kind, item.id)}
              >
                {t('favourites.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
