import { useFavouritesStore, useTranslation, type FavouriteItem, type FavouriteKind } from '@kora/shared';
import './favourite-button.css';

/** Adds the podcast or episode to the device's favourites, or takes it out. */
export function FavouriteButton({ kind, item }: { kind: FavouriteKind; item: FavouriteItem }) {
  const { t } = useTranslation('catalogue');
  const favourite = useFavouritesStore((state) => state[kind].some((entry) => String(entry.id) === String(item.id)));
  const toggle = useFavouritesStore((state) => state.toggle);
  return (
    <button
      type="button"
      className={`kora-button kora-cat-favourite${favourite ? ' kora-cat-favourite--on' : ''}`}
      aria-pressed={favourite}
      onClick={() => toggle(kind, item)}
    >
      <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> {favourite ? t('favourites.remove') : t('favourites.add')}
    </button>
  );
}
