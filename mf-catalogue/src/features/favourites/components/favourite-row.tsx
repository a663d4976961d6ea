import { Link } from 'react-router-dom';
import { ResponsiveImage, useTranslation } from '@kora/shared';
import type { FavouriteKind } from '@kora/shared/contracts';
import { Badge } from '../../../common/components/badge';
import { FALLBACK_COVER } from '../../../common/lib/media';
import '../../../common/components/text.css';

export interface FavouriteEntry {
  kind: FavouriteKind;
  id: number | string;
  title: string;
  subtitle?: string | null;
  cover?: string | null;
  /** Its page; null once it is no longer public. */
  link: string | null;
  available: boolean;
}

/** One favourite: cover, title to its page (greyed 'Indisponible' once gone), subtitle, kind, Remove. */
export function FavouriteRow({
  entry,
  removing = false,
  onRemove,
}: {
  entry: FavouriteEntry;
  removing?: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('catalogue-library');
  const open = entry.available && entry.link !== null;
  return (
    <li
      className={`kora-cat-favourite-item kora-cat-favourite-item--${entry.kind}${open ? '' : ' kora-cat-favourite-item--unavailable'}`}
    >
      <ResponsiveImage src={entry.cover ?? FALLBACK_COVER} alt="" width={72} height={72} sizes="72px" />
      <div className="kora-cat-favourite-item__body">
        {open ? (
          <Link className="kora-cat-favourite-item__title" to={entry.link as string}>
            {entry.title}
          </Link>
        ) : (
          <span className="kora-cat-favourite-item__title">{entry.title}</span>
        )}
        <p className="kora-cat-favourite-item__meta">
          <Badge>{t(`favourites.types.${entry.kind}`)}</Badge>
          {!open && <Badge>{t('favourites.unavailable')}</Badge>}
          {entry.subtitle && <span className="kora-cat-muted">{entry.subtitle}</span>}
        </p>
      </div>
      <button
        type="button"
        className="kora-button"
        aria-label={t('favourites.removeItem', { title: entry.title })}
        aria-busy={removing || undefined}
        onClick={() => {
          if (!removing) onRemove();
        }}
      >
        {t('favourites.removeShort')}
      </button>
    </li>
  );
}
