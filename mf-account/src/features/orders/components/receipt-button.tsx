import { useState } from 'react';
import { FormMessage, useTranslation } from '@kora/shared';
import type { StoreOrder } from '@kora/shared/contracts';
import { downloadReceipt } from '../lib/download-receipt';

/** 'Télécharger le reçu': the paid order's PDF, saved as reçu-{number}.pdf. */
export function ReceiptButton({ order }: { order: Pick<StoreOrder, 'id' | 'number'> }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    setBusy(true);
    try {
      await downloadReceipt(order);
    } catch {
      setError(t('orders.detail.receiptError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="kora-store-order__receipt">
      <button
        type="button"
        className="kora-button kora-button--accent"
        aria-label={t('orders.detail.receiptOf', { number: order.number })}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void download()}
      >
        {t('orders.detail.receipt')}
      </button>
      <FormMessage kind="error">{error}</FormMessage>
    </div>
  );
}
