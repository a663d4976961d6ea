import { http } from '@kora/shared';
import type { CheckInList, CheckInSyncRequest, CheckInSyncResponse } from '@kora/shared/contracts';

/** The most scans one sync call may carry (the contract's maximum). */
export const SYNC_BATCH = 500;

export const checkInApi = {
  /** The event's key and ticket list, for a door to work with no network (the owner only). */
  list: (eventId: number, signal?: AbortSignal) => http.get<CheckInList>(`/events/${eventId}/check-in`, { signal }),
  sync: (eventId: number, scans: CheckInSyncRequest['scans']) =>
    http.post<CheckInSyncResponse>(`/events/${eventId}/check-in/sync`, { scans } satisfies CheckInSyncRequest),
};
