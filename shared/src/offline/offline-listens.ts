import { selectSignedIn, useSessionStore, write } from '@kora/shared';
import { OFFLINE_LISTENS_MAX, type OfflineListen } from '../contracts/offline';
import { recordOfflineListens } from '../contracts/endpoints/offline';
import { offlineRecords, RECORD } from './offline-records';

/*
 * Listens made while the device is offline: kept on the device, each with an id of its own, and sent
 * when the network returns. The API counts an id once, so a batch sent twice is not counted twice.
 */

let changes: Promise<unknown> = Promise.resolve();

/** Changes the queue one at a time: a listen queued while a batch is sent is never lost. */
function changeQueue(change: (queue: OfflineListen[]) => OfflineListen[]): Promise<void> {
  const next = changes.then(async () => {
    const records = offlineRecords();
    await records.set(RECORD.listens, change((await records.get<OfflineListen[]>(RECORD.listens)) ?? []));
  });
  changes = next.catch(() => undefined);
  return next;
}

const queuedListens = async () => (await offlineRecords().get<OfflineListen[]>(RECORD.listens)) ?? [];

export function queueOfflineListen(trackId: number, playedAt: string = new Date().toISOString()): Promise<void> {
  const listen = { id: crypto.randomUUID(), trackId, playedAt };
  return changeQueue((queue) => [...queue, listen]);
}

let sending: Promise<void> | null = null;

async function sendBatches(): Promise<void> {
  await changes;
  for (;;) {
    const batch = (await queuedListens()).slice(0, OFFLINE_LISTENS_MAX);
    if (batch.length === 0) return;
    try {
      // Through the table's write: the catalogue's counts on screen are read again with these listens.
      await write(recordOfflineListens, { body: { listens: batch } }, { background: true });
    } catch {
      // Kept for the next time the network returns.
      return;
    }
    const sent = new Set(batch.map((listen) => listen.id));
    await changeQueue((queue) => queue.filter((listen) => !sent.has(listen.id)));
  }
}

/** Sends the queued listens in batches; each batch leaves the queue only once the API has taken it. */
export function sendOfflineListens(): Promise<void> {
  if (!selectSignedIn(useSessionStore.getState())) return Promise.resolve();
  sending ??= sendBatches().finally(() => {
    sending = null;
  });
  return sending;
}

let installed = false;

/** Sends the queued listens now and each time the network returns; once per page. */
export function installOfflineListens(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('online', () => void sendOfflineListens());
  void sendOfflineListens();
}
