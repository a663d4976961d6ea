import { useState } from 'react';
import {
  EmptyState,
  ErrorState,
  formatDate,
  formatMoney,
  FormMessage,
  LoadingState,
  useResource,
  useTranslation,
} from '@kora/shared';
import { getInvoices } from '../../api';
import { downloadInvoice } from '../../lib/download-invoice';

/** The user's invoices, each downloadable as facture-{id}.pdf. */
export function InvoiceList() {
  const { t } = useTranslation('account');
  const invoices = useResource((signal) => getInvoices(signal).then((answer) => answer.data), []);
  const [error, setError] = useState<string | null>(null);

  async function download(id: number) {
    setError(null);
    try {
      await downloadInvoice(id);
    } catch {
      setError(t('invoices.downloadError'));
    }
  }

  return (
    <section className="kora-invoices" aria-labelledby="kora-invoices-title">
      <h3 id="kora-invoices-title">{t('invoices.title')}</h3>
      {invoices.status === 'loading' && <LoadingState />}
      {invoices.status === 'error' && <ErrorState message={t('invoices.loadError')} onRetry={invoices.reload} />}
      {invoices.status === 'ready' && invoices.data.length === 0 && <EmptyState title={t('invoices.empty')} />}
      {invoices.status === 'ready' && invoices.data.length > 0 && (
        <ul className="kora-list">
          {invoices.data.map((invoice) => (
            <li key={invoice.id} className="kora-list__item">
              <span>
                <strong>{invoice.number}</strong> — {invoice.description}
              </span>
              <span>{formatDate(invoice.issuedAt)}</span>
              <span>{formatMoney(invoice.price, invoice.currency)}</span>
              <button
                type="button"
                className="kora-button"
                onClick={() => void download(invoice.id)}
                aria-label={t('invoices.download', { number: invoice.number })}
              >
                {t('invoices.downloadShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormMessage kind="error">{error}</FormMessage>
    </section>
  );
}
