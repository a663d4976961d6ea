import { OfflineNotice } from './offline-notice';
import { useCommonTranslation } from './use-common-translation';
import { useOnline } from './use-online';
import './states.css';
import './section-unavailable.css';

export interface SectionUnavailableProps {
  /**
   * `unavailable` (the default): the area may come back, Retry is offered when `onRetry` is given.
   * `updated`: the area's code changed since the page opened and cannot run in it: only a reload helps.
   */
  kind?: 'unavailable' | 'updated';
  /** Shows a Retry button that calls it (`unavailable` only). */
  onRetry?: () => void;
  /** What the Reload button does (`updated` only); reloads the page by default. */
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

/** What an area shows in place of a remote that could not load or crashed; the rest of the page keeps working. */
export function SectionUnavailable({ kind = 'unavailable', onRetry, onReload = reloadPage }: SectionUnavailableProps) {
  const { t } = useCommonTranslation();
  const updated = kind === 'updated';
  const online = useOnline();
  return (
    <div className="kora-section-unavailable" role="alert">
      {!updated && !online ? (
        <OfflineNotice className="kora-section-unavailable__title" />
      ) : (
        <p className="kora-section-unavailable__title">
          {t(updated ? 'sectionUnavailable.updated' : 'sectionUnavailable.title')}
        </p>
      )}
      {updated ? (
        <button type="button" className="kora-state__button" onClick={onReload}>
          {t('sectionUnavailable.reload')}
        </button>
      ) : (
        onRetry && (
          <button type="button" className="kora-state__button" onClick={onRetry}>
            {t('sectionUnavailable.retry')}
          </button>
        )
      )}
    </div>
  );
}
