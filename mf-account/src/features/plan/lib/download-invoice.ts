import { downloadSubscriptionInvoice } from '@kora/shared/contracts/endpoints';
import { downloadPdf } from '../../../common/lib/download-pdf';

/** The name an invoice is saved under (platform.md §7). */
export const invoiceFileName = (id: number | string) => `facture-${id}.pdf`;

/** Fetches an invoice's PDF with the session's token and saves it as facture-{id}.pdf. */
export const downloadInvoice = (id: number): Promise<void> =>
  downloadPdf(downloadSubscriptionInvoice, { id }, invoiceFileName(id));
