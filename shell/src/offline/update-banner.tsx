import { useTranslation } from '@kora/shared';
import '../chrome/banners.css';
import { OFFLINE_NAMESPACE } from './offline-texts';
import { useShellUpdate } from './service-worker-updates';

/** 'Nouvelle version disponible — Recharger': the listener chooses when, so a track is never cut. */
export function UpdateBanner() {
  const { t } = useTranslation(OFFLINE_NAMESPACE);
  const { waiting, reload } = useShellUpdate();
  if (!waiting) return null;
  return (
    <section className="kora-banner" role="status" aria-label={t('update.label')}>
      <p>{t('update.text')}</p>
      <div className="kora-banner__actions">
        <button type="button" className="kora-button kora-button--accent" onClick={reload}>
          {t('update.reload')}
        </button>
      </div>
    </section>
  );
}
