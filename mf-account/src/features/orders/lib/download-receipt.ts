import type { StoreOrder } from '@kora/shared/contracts';
import { getOrderReceipt } from '@kora/shared/contracts/endpoints';
import { downloadPdf } from '../../../common/lib/download-pdf';

/** The name a store order's receipt is saved under, e.g. reçu-KORA-S-000012.pdf. */
export const receiptFileName = (orderNumber: string) => `reçu-${orderNumber}.pdf`;

/** Fetches a paid store order's PDF receipt with the session's token and saves it. */
export const downloadReceipt = (order: Pick<StoreOrder, 'id' | 'number'>): Promise<void> =>
  downloadPdf(getOrderReceipt, { id: order.id }, receiptFileName(order.number));
