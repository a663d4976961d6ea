import { http, saveBlob } from '@kora/shared';
import type { Endpoint } from '@kora/shared/contracts/endpoints';

/**
 * Fetches a PDF only the signed-in user may read (an invoice, a receipt) with the session's token and
 * saves it as `fileName`.
 */
export async function downloadPdf(
  endpoint: Endpoint,
  params: Record<string, unknown>,
  fileName: string,
): Promise<void> {
  const { blob } = await http.blob(endpoint, { params, headers: { Accept: 'application/pdf' } });
  saveBlob(blob, fileName);
}
