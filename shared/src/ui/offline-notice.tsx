import { href } from '../routes';
import { useCommonTranslation } from './use-common-translation';

/**
 * In place of what needs the network while there is none: 'Vous êtes hors ligne', and what still works
 * (the music saved for offline listening, in the library).
 */
export function OfflineNotice({ className }: { className: string }) {
  const { t } = useCommonTranslation();
  return (
    <>
      <p className={className}>{t('offline.title')}</p>
      <p className="kora-state__hint">
        {t('offline.hint')} <a href={href('library')}>{t('offline.library')}</a>
      </p>
    </>
  );
}
