import type { ReactNode } from 'react';
import { useCommonTranslation } from './use-common-translation';
import './states.css';

export interface LoadingStateProps {
  /** Defaults to the translated 'Loading…'. */
  label?: string;
}

export function LoadingState({ label }: LoadingStateProps) {
  const { t } = useCommonTranslation();
  return (
    <div className="kora-state kora-state--loading" role="status">
      <span className="kora-state__spinner" aria-hidden="true" />
      <p className="kora-state__title">{label ?? t('loading')}</p>
    </div>
  );
}

export interface ErrorStateProps {
  /** Defaults to the translated generic error. */
  message?: string;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
}

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const { t } = useCommonTranslation();
  return (
    <div className="kora-state kora-state--error" role="alert">
      <p className="kora-state__title">{message || t('error.generic')}</p>
      {onRetry && (
        <button type="button" className="kora-state__button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

export interface EmptyStateProps {
  /** Defaults to the translated generic empty text. */
  title?: string;
  hint?: ReactNode;
}

export function EmptyState({ title, hint }: EmptyStateProps) {
  const { t } = useCommonTranslation();
  return (
    <div className="kora-state kora-state--empty">
      <p className="kora-state__title">{title ?? t('empty.generic')}</p>
      {hint && <p className="kora-state__hint">{hint}</p>}
    </div>
  );
}
