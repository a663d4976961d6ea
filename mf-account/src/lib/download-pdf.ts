import { http } from '@kora/shared';

/** Fetches a PDF only the signed-in user may read (an invoice, a receipt) with the session's token and saves it as `fileName`. */
export async function downloadPdf(path: string, fileName: string): Promise<void> {
  const { blob } = await http.blob(path, { headers: { Accept: 'application/pdf' } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
