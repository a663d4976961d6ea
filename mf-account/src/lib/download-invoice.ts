import { ApiError, apiPath, selectSignedIn, useSessionStore } from '@kora/shared';

/** The name an invoice is saved under (platform.md §7). */
export const invoiceFileName = (id: number | string) => `facture-${id}.pdf`;

/** Fetches an invoice's PDF with the session's token and saves it as facture-{id}.pdf. */
export async function downloadInvoice(id: number): Promise<void> {
  const session = useSessionStore.getState();
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  if (selectSignedIn(session) && session.token) headers.Authorization = `Bearer ${session.token}`;
  const response = await fetch(apiPath(`/subscription/invoices/${id}/download`), { headers });
  if (!response.ok) throw new ApiError(response.status, null, response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = invoiceFileName(id);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
