import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  EmptyState,
  href,
  useFavouritesStore,
  useTranslation,
  type FavouriteItem,
  type FavouriteKind as DeviceKind,
} from '@kora/shared';
import { useSignInHere } from '@kora/shared/remote-app';
import { DEVICE_FILTERS, shownBy } from '../lib/favourite-filters';
import { FavouriteRow, type FavouriteEntry } from './favourite-row';
import { FavouritesBar } from './favourites-bar';
import './favourites-list.css';

type DeviceFilter = (typeof DEVICE_FILTERS)[number];
type DeviceEntry = FavouriteEntry & { kind: DeviceKind };

const entryOf = (kind: DeviceKind, item: FavouriteItem): DeviceEntry => ({
  kind,
  id: item.id,
  title: item.title,
  subtitle: item.subtitle,
  cover: item.coverImage,
  link: href(kind === 'podcasts' ? 'podcast' : 'episode', { id: item.id }),
  available: true,
});

/** A visitor's favourites: the podcasts and episodes kept on this device, and the way to keep them on an account. */
export function DeviceFavourites() {
  const { t } = useTranslation('catalogue-library');
  const signInHere = useSignInHere();
  const podcasts = useFavouritesStore((state) => state.podcasts);
  const episodes = useFavouritesStore((state) => state.episodes);
  const remove = useFavouritesStore((state) => state.remove);
  const [filter, setFilter] = useState<DeviceFilter>('all');

  const entries = [
    ...podcasts.map((item) => entryOf('podcasts', item)),
    ...episodes.map((item) => entryOf('episodes', item)),
  ];
  const shown = entries.filter(shownBy(filter));

  return (
    <>
      <p className="kora-cat-favourites__hint">
        {t('favourites.keepOnAccount')} <Link to={signInHere}>{t('favourites.signIn')}</Link>
      </p>
      <FavouritesBar
        filters={DEVICE_FILTERS}
        filter={filter}
        onFilter={setFilter}
        shown={shown.length}
        onClear={() => shown.forEach((entry) => remove(entry.kind, entry.id))}
      />
      {entries.length === 0 ? (
        <EmptyState
          title={t('favourites.empty')}
          hint={
            <>
              {t('favourites.emptyHint')} <Link to={href('podcasts')}>{t('favourites.browse')}</Link>
            </>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState title={t(`favourites.emptyOf.${filter}`)} />
      ) : (
        <ul className="kora-cat-favourites">
          {shown.map((entry) => (
            <FavouriteRow
              key={`${entry.kind}-${entry.id}`}
              entry={entry}
              onRemove={() => remove(entry.kind, entry.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
