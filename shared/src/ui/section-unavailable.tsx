import { useCommonTranslation } from './use-common-translation';
import './states.css';
import './section-unavailable.css';

export interface SectionUnavailableProps {
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
}

/** What an area shows in place of a remote that could not load or crashed; the rest of the page keeps working. */
export function SectionUnavailable({ onRetry }: SectionUnavailableProps) {
  const { t } = useCommonTranslation();
  return (
    <div className="kora-section-unavailable" role="alert">
      <p className="kora-section-unavailable__title">{t('sectionUnavailable.title')}</p>
      {onRetry && (
        <button type="button" className="kora-state__button" onClick={onRetry}>
          {t('sectionUnavailable.retry')}
        </button>
      )}
    </div>
  );
}
