import { useState } from 'react';
import { MOBILE_MONEY_OPERATOR_NAMES } from '@kora/shared/contracts/plain';
import { FormMessage, QuerySection, read, useFormat, useQuery, useTranslation } from '@kora/shared';
import type { Invoice, InvoicesResponse } from '@kora/shared/contracts';
import { listSubscriptionInvoices } from '@kora/shared/contracts/endpoints';
import { usePlanName } from '../../../common/hooks/use-plan-name';
import { downloadInvoice } from '../lib/download-invoice';

const invoicesOf = (answer: InvoicesResponse) => answer.data;

/** The user's invoices, each downloadable as facture-{id}.pdf; a month paid by mobile money says how. */
export function InvoiceList() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const planName = usePlanName();
  const invoices = useQuery({ ...read(listSubscriptionInvoices), select: invoicesOf });
  const [error, setError] = useState<string | null>(null);
  const paidBy = (invoice: Invoice) => {
    const operator = invoice.operator
      ? MOBILE_MONEY_OPERATOR_NAMES[invoice.operator]
      : t('planPayment.methods.mobile_money');
    return invoice.maskedPhone
      ? t('invoices.paidByPhone', { operator, phone: invoice.maskedPhone })
      : t('invoices.paidBy', { operator });
  };

  async function download(id: number) {
    setError(null);
    try {
      await downloadInvoice(id);
    } catch {
      setError(t('invoices.downloadError'));
    }
  }

  return (
    <>
      <QuerySection
        className="kora-invoices"
        id="kora-invoices-title"
        title={t('invoices.title')}
        query={invoices}
        errorText={t('invoices.loadError')}
        emptyText={t('invoices.empty')}
      >
        {(list) => (
          <ul className="kora-list">
            {list.map((invoice) => (
              <li key={invoice.id} className="kora-list__item">
                <span>
                  <strong>{invoice.number}</strong> —{' '}
                  {invoice.plan ? t('invoices.planMonth', { plan: planName(invoice.plan) }) : invoice.description}
                  {invoice.method === 'mobile_money' && (
                    <span className="kora-invoices__paid-by">{paidBy(invoice)}</span>
                  )}
                </span>
                <span>{format.date(invoice.issuedAt)}</span>
                <span>{format.money(invoice.price, invoice.currency)}</span>
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
      </QuerySection>
      <FormMessage kind="error">{error}</FormMessage>
    </>
  );
}
