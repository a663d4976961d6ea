import { useFormat, useTranslation } from '@kora/shared';
import { formatStorageSize, useStorageSpace } from '@kora/shared/offline';

/** 'Espace utilisé : 45 Mo · disponible : 1,2 Go', where the browser tells it. */
export function StorageSpaceLine() {
  const { t } = useTranslation('catalogue-library');
  const format = useFormat();
  const space = useStorageSpace();
  if (!space) return null;
  return (
    <p className="kora-offline-library__space">
      {t('offline.space', {
        used: formatStorageSize(space.used, format.locale),
        available: formatStorageSize(space.available, format.locale),
      })}
    </p>
  );
}
