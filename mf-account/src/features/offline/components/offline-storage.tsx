import { useFormat, useTranslation } from '@kora/shared';
import { formatStorageSize, useSavedItems, useStorageSpace } from '@kora/shared/offline';
import './offline-storage.css';

/** The profile's 'Écoute hors ligne': how many items this device keeps to play offline, and its space. */
export function OfflineStorage() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const items = useSavedItems();
  const space = useStorageSpace();
  const available = items?.filter((item) => item.state === 'done').length ?? 0;
  return (
    <section className="kora-offline-storage" aria-labelledby="kora-profile-offline">
      <h2 id="kora-profile-offline" className="kora-offline-storage__title">
        {t('offline.title')}
      </h2>
      <p>{t('offline.saved', { count: available })}</p>
      {space && (
        <p className="kora-offline-storage__space">
          {t('offline.space', {
            used: formatStorageSize(space.used, format.locale),
            available: formatStorageSize(space.available, format.locale),
          })}
        </p>
      )}
    </section>
  );
}
