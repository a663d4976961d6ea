import type { SavedItemError } from './saved-item';

/** A file that could not be saved, and why. */
export class OfflineFileError extends Error {
  readonly reason: SavedItemError;

  constructor(reason: SavedItemError) {
    super(`offline file not saved: ${reason}`);
    this.name = 'OfflineFileError';
    this.reason = reason;
  }
}

const aborted = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('Aborted', 'AbortError');

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof DOMException && error.name === 'AbortError');

/**
 * Fetches a whole file, telling `onBytes` the bytes received so far, and gives it as the response the
 * cache keeps: status 200, its Content-Type and Content-Length. An abort rejects with the signal's reason.
 */
export async function downloadFile(
  url: string,
  signal: AbortSignal,
  onBytes: (received: number) => void = () => undefined,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new OfflineFileError('network');
  }
  if (response.status !== 200 || !response.body) throw new OfflineFileError('file');
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  // Not every body stops reading when the request is aborted: cancelling the reader ends it at once.
  const stopReading = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stopReading, { once: true });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onBytes(received);
    }
  } catch (error) {
    if (isAbort(error, signal)) throw aborted(signal);
    throw new OfflineFileError('network');
  } finally {
    signal.removeEventListener('abort', stopReading);
  }
  if (signal.aborted) throw aborted(signal);
  return new Response(new Blob(chunks, { type }), {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Length': String(received) },
  });
}
