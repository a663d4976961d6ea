import { EmptyState, LoadingState, SectionHeader, useTranslation } from '@kora/shared';
import { useOfflineLibrary, useSavedItems } from '@kora/shared/offline';
import { SavedItemRow } from './saved-item-row';
import { StorageSpaceLine } from './storage-space-line';
import './offline-library-section.css';

/**
 * The library's 'Hors ligne': what this device saved, read from the device alone, so it shows with no
 * network; each item playable unless its rights lock it, and removable.
 */
export function OfflineLibrarySection() {
  const { t } = useTranslation('catalogue-library');
  const items = useSavedItems();
  const rights = useOfflineLibrary((state) => state.rights);
  return (
    <section className="kora-offline-library" aria-labelledby="kora-library-offline">
      <SectionHeader id="kora-library-offline" title={t('offline.library.title')} />
      <StorageSpaceLine />
      {items === null && <LoadingState />}
      {items?.length === 0 && <EmptyState title={t('offline.library.empty')} />}
      {items && items.length > 0 && (
        <ul className="kora-offline-library__list">
          {items.map((item) => (
            <SavedItemRow key={item.key} item={item} rights={rights} />
          ))}
        </ul>
      )}
    </section>
  );
}
