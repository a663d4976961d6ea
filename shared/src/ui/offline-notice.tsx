import { href } from '../routes';
import { useCommonTranslation } from './use-common-translation';

/**
 * In place of what needs the network while there is none: 'Vous êtes hors ligne', and what still works
 * (the music saved for offline listening, in the library; on the library itself, just the first line).
 */
export function OfflineNotice({ className }: { className: string }) {
  const { t } = useCommonTranslation();
  const library = href('library');
  return (
    <>
      <p className={className}>{t('offline.title')}</p>
      {window.location.pathname !== library && (
        <p className="kora-state__hint">
          {t('offline.hint')} <a href={library}>{t('offline.library')}</a>
        </p>
      )}
    </>
  );
}
