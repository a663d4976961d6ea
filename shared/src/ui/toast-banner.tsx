import { useToastStore } from '../stores/toast-store';
import { useCommonTranslation } from './use-common-translation';
import './toast-banner.css';

/** The toasts at the top of the page: green for success, red for errors, blue for information. */
export function ToastBanner() {
  const { t } = useCommonTranslation();
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);

  return (
    <section className="kora-toasts" aria-label={t('toasts.label')}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`kora-toast kora-toast--${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="kora-toast__message">{toast.message}</span>
          <button
            type="button"
            className="kora-toast__dismiss"
            aria-label={t('dismiss')}
            onClick={() => dismiss(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
