import { http } from '@kora/shared';

/** The name an invoice is saved under (platform.md §7). */
export const invoiceFileName = (id: number | string) => `facture-${id}.pdf`;

/** Fetches an invoice's PDF with the session's token and saves it as facture-{id}.pdf. */
export async function downloadInvoice(id: number): Promise<void> {
  const { blob } = await http.blob(`/subscription/invoices/${id}/download`, { headers: { Accept: 'application/pdf' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(id);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
