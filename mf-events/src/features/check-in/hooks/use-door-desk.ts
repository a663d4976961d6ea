import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { http, isApiError, useQuery, useQueryClient, useSessionStore, write } from '@kora/shared';
import { getCheckInList, syncCheckIns } from '@kora/shared/contracts/endpoints';
import { pendingScans, withList, withScan, withSyncAnswer, type DoorDesk } from '../lib/door-desk';
import { deskStorageKey, readDesk, writeDesk } from '../lib/stored-desk';
import { publicKeyOf } from '../lib/ticket-code';
import { verifyTicket, type TicketVerdict } from '../lib/verify-ticket';

export type SyncState =
  | { kind: 'idle' }
  | { kind: 'syncing' }
  | { kind: 'synced'; at: string }
  /** The network failed: the scans wait on the device. */
  | { kind: 'offline' }
  | { kind: 'failed'; error: unknown };

export interface ScanAnswer {
  verdict: TicketVerdict;
  at: string;
  /** Counts the scans, so the same answer twice is still a new announcement. */
  serial: number;
}

/** The most scans one sync call may carry (the contract's maximum). */
const SYNC_BATCH = 500;

const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * A door's desk for one event: the list downloaded once and kept on the device, the scans checked
 * offline against it, and the accepted scans sent to the server as soon as it can be reached.
 */
export function useDoorDesk(eventId: number) {
  const username = useSessionStore((state) => state.username) ?? '';
  const queryClient = useQueryClient();
  // The door's own desk (the list and the scans made here), not the API's answer: a key of its own.
  const queryKey = useMemo(() => ['check-in', eventId, username] as const, [eventId, username]);
  const storageKey = deskStorageKey(username, eventId);

  const desk = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const list = await http.call(getCheckInList, { params: { id: eventId } }, { signal });
      const current = queryClient.getQueryData<DoorDesk>(queryKey) ?? readDesk(storageKey);
      const next = withList(current, list, new Date().toISOString());
      writeDesk(storageKey, next);
      return next;
    },
    // The stored list is the door's: it is used as it is until the owner refreshes it.
    initialData: () => readDesk(storageKey) ?? undefined,
    staleTime: Infinity,
    // Offline, the download fails at once (and says so) rather than waiting for the network.
    networkMode: 'always',
  });

  const update = useCallback(
    (change: (current: DoorDesk) => DoorDesk) => {
      const current = queryClient.getQueryData<DoorDesk>(queryKey);
      if (!current) return;
      const next = change(current);
      queryClient.setQueryData(queryKey, next);
      writeDesk(storageKey, next);
    },
    [queryClient, queryKey, storageKey],
  );

  const [syncState, setSyncState] = useState<SyncState>({ kind: 'idle' });
  const syncing = useRef(false);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    try {
      // Scans accepted while a batch is on its way go with the next one.
      for (;;) {
        const current = queryClient.getQueryData<DoorDesk>(queryKey);
        const batch = current ? pendingScans(current).slice(0, SYNC_BATCH) : [];
        if (batch.length === 0) break;
        setSyncState({ kind: 'syncing' });
        const answer = await write(syncCheckIns, {
          params: { id: eventId },
          body: { scans: batch.map(({ code, scannedAt }) => ({ code, scannedAt })) },
        });
        update((latest) => withSyncAnswer(latest, batch, answer));
        setSyncState({ kind: 'synced', at: new Date().toISOString() });
      }
    } catch (error) {
      setSyncState(isNetworkFailure(error) ? { kind: 'offline' } : { kind: 'failed', error });
    } finally {
      syncing.current = false;
    }
  }, [eventId, queryClient, queryKey, update]);

  const [answer, setAnswer] = useState<ScanAnswer | null>(null);

  const scan = useCallback(
    (code: string) => {
      const current = queryClient.getQueryData<DoorDesk>(queryKey);
      if (!current) return;
      const verdict = verifyTicket(code, {
        eventId,
        publicKey: publicKeyOf(current.list.key),
        tickets: current.list.tickets,
        scans: current.scans,
      });
      const at = new Date().toISOString();
      setAnswer((previous) => ({ verdict, at, serial: (previous?.serial ?? 0) + 1 }));
      if (verdict.outcome !== 'checked-in') return;
      update((latest) => withScan(latest, { code: code.trim(), ticketId: verdict.ticketId, scannedAt: at }));
      if (navigator.onLine) void sync();
      else setSyncState({ kind: 'offline' });
    },
    [eventId, queryClient, queryKey, sync, update],
  );

  /** The scans waiting go first, so the new list counts them. */
  const refresh = useCallback(async () => {
    await sync();
    await desk.refetch();
  }, [desk, sync]);

  const hasDesk = desk.data !== undefined;
  useEffect(() => {
    if (!hasDesk) return undefined;
    if (navigator.onLine) void sync();
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [hasDesk, sync]);

  return { desk, scan, answer, sync, syncState, refresh };
}
