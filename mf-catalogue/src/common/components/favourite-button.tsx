import { useTranslation } from '@kora/shared';
import './favourite-button.css';

/**
 * The site's one favourite button ('Ajouter aux favoris' / 'Retirer des favoris'): whoever keeps the
 * favourites (the account, or the device for a visitor) gives its state and its toggle. While a change
 * is in flight it stays focusable and says it is busy.
 */
export function FavouriteButton({
  favourite,
  pending = false,
  onToggle,
}: {
  favourite: boolean;
  pending?: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('catalogue-library');
  return (
    <button
      type="button"
      className={`kora-button kora-cat-favourite${favourite ? ' kora-cat-favourite--on' : ''}`}
      aria-pressed={favourite}
      aria-busy={pending || undefined}
      onClick={onToggle}
    >
      <span aria-hidden="true">{favourite ? '♥' : '♡'}</span> {favourite ? t('favourites.remove') : t('favourites.add')}
    </button>
  );
}
