import { useState } from 'react';
import { ConfirmDialog, FilterTabs, useTranslation } from '@kora/shared';
import type { FavouriteFilter } from '../lib/favourite-filters';

/**
 * The list's tabs, and 'Tout effacer' for what they show, asked first: on the account, the favourites
 * include the liked tracks and the followed artists.
 */
export function FavouritesBar<F extends FavouriteFilter>({
  filters,
  filter,
  onFilter,
  shown,
  onClear,
}: {
  filters: readonly F[];
  filter: F;
  onFilter: (filter: F) => void;
  /** How many favourites the tab shows: what 'Tout effacer' removes. */
  shown: number;
  onClear: () => Promise<void> | void;
}) {
  const { t } = useTranslation('catalogue-library');
  const [asking, setAsking] = useState(false);
  const [clearing, setClearing] = useState(false);

  const clear = async () => {
    setClearing(true);
    try {
      await onClear();
    } finally {
      setClearing(false);
      setAsking(false);
    }
  };

  return (
    <div className="kora-cat-favourites__bar">
      <FilterTabs
        label={t('favourites.filter')}
        options={filters}
        value={filter}
        onChange={onFilter}
        optionLabel={(option) => t(`favourites.filters.${option}`)}
      />
      {shown > 0 && (
        <button type="button" className="kora-button" onClick={() => setAsking(true)}>
          {t('favourites.clear')}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t('favourites.clearConfirm.title')}
        cancelLabel={t('favourites.clearConfirm.cancel')}
        confirmLabel={t('favourites.clearConfirm.confirm')}
        busy={clearing}
        onCancel={() => setAsking(false)}
        onConfirm={() => void clear()}
      >
        <p>{t('favourites.clearConfirm.text', { count: shown })}</p>
      </ConfirmDialog>
    </div>
  );
}
