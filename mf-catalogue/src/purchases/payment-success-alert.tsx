import { usePurchaseTexts } from './purchase-texts';
import './purchases.css';

/** The release page's alert after a successful card payment (shown while `usePurchases` reports a paid track). */
export function PaymentSuccessAlert({ onDismiss }: { onDismiss: () => void }) {
  const { t } = usePurchaseTexts();
  return (
    <div role="status" className="kora-purchase-alert">
      <p>{t('paymentSuccess')}</p>
      <button type="button" className="kora-cat-button" onClick={onDismiss} aria-label={t('dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
