import { usePurchaseTexts } from '../lib/purchase-texts';
import './purchases.css';

/** The release page's alert after a successful card payment (shown while `usePurchases` reports one). */
export function PaymentSuccessAlert({
  kind = 'track',
  onDismiss,
}: {
  kind?: 'track' | 'album';
  onDismiss: () => void;
}) {
  const { t } = usePurchaseTexts();
  return (
    <div role="status" className="kora-purchase-alert">
      <p>{t(kind === 'album' ? 'albumPaymentSuccess' : 'paymentSuccess')}</p>
      <button type="button" className="kora-button" onClick={onDismiss} aria-label={t('dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
