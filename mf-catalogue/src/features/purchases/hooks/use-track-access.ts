import { useCallback } from 'react';
import {
  endpointKey,
  http,
  isApiError,
  queryClient,
  read,
  selectSignedIn,
  useQuery,
  useSessionStore,
  type QueryKey,
} from '@kora/shared';
import type { CanDownloadResponse, DownloadReason } from '@kora/shared/contracts';
import { canDownloadTrack, releaseTrackAccess } from '@kora/shared/contracts/endpoints';
import { resyncAfterPayment } from '../lib/purchase-sync';
import { isRecentlyPaid, rememberTrack, unlockedStateOf } from '../lib/unlocked-tracks';

export interface AccessState {
  /** null while the server has not answered yet. */
  canDownload: boolean | null;
  reason: DownloadReason;
  unlimited: boolean;
}

export interface TrackAccess extends AccessState {
  /** Asks the server again (after a download, a payment…). */
  refresh: () => Promise<AccessState>;
}

function reasonOfFailure(error: unknown): DownloadReason {
  if (!isApiError(error)) return 'error';
  if (error.status === 0) return 'network_error';
  if (error.status === 401) return 'no_token';
  return 'backend_error';
}

/**
 * A track's access as this device settles it (the server's answer, resynced after a payment), kept
 * under the key of the server's can-download read: it is the signed-in user's, so sign-out drops it,
 * and a write that refreshes the purchases refreshes it too. Without a track: every track's.
 */
export const trackAccessKey = (trackId?: number): QueryKey =>
  trackId === undefined
    ? endpointKey(canDownloadTrack)
    : [...endpointKey(canDownloadTrack, { params: { id: trackId } }), 'settled'];

const UNKNOWN: AccessState = { canDownload: null, reason: 'unknown', unlimited: false };
const SIGNED_OUT: AccessState = { canDownload: false, reason: 'no_token', unlimited: false };

const askCanDownload = (trackId: number) => http.call(canDownloadTrack, { params: { id: trackId } });

/**
 * The server's answer for one track. The rows of a release ask together: their concurrent reads share
 * one request for the whole release.
 */
async function askServer(trackId: number, releaseId?: number): Promise<CanDownloadResponse> {
  if (releaseId === undefined) return askCanDownload(trackId);
  const rows = await queryClient.fetchQuery({
    ...read(releaseTrackAccess, { params: { id: releaseId } }),
    staleTime: 0,
  });
  return rows.find((row) => row.trackId === trackId) ?? askCanDownload(trackId);
}

/** Asks the server; a track just paid for that it reports as already downloaded is resynced first. */
async function loadAccess(trackId: number, releaseId?: number): Promise<AccessState> {
  try {
    let answer = await askServer(trackId, releaseId);
    let { canDownload } = answer;
    let reason: DownloadReason = answer.reason;
    const justPaid = isRecentlyPaid(trackId) || unlockedStateOf(trackId) === 'unlocked';
    if (answer.reason === 'already_downloaded' && justPaid) {
      try {
        canDownload = await resyncAfterPayment(trackId);
        if (canDownload) {
          answer = await askCanDownload(trackId);
          ({ canDownload } = answer);
          reason = answer.reason;
        }
      } catch {
        reason = 'reset_failed';
      }
    }
    if (canDownload && !answer.unlimited) rememberTrack(trackId, 'unlocked');
    if (reason === 'already_downloaded') rememberTrack(trackId, 'downloaded');
    if (reason === 'not_purchased') rememberTrack(trackId, null);
    return { canDownload, reason, unlimited: answer.unlimited };
  } catch (error) {
    return { canDownload: false, reason: reasonOfFailure(error), unlimited: false };
  }
}

/**
 * Whether the signed-in user may download a track: the server decides; the answer is remembered on the
 * device (`unlockedTracks`) and kept in the page's query cache. With its release, the tracks of an
 * album shown together cost one request.
 */
export function useTrackAccess(trackId: number, releaseId?: number): TrackAccess {
  const signedIn = useSessionStore(selectSignedIn);
  const query = useQuery({
    queryKey: trackAccessKey(trackId),
    queryFn: () => loadAccess(trackId, releaseId),
    enabled: signedIn,
  });
  const state = !signedIn ? SIGNED_OUT : (query.data ?? UNKNOWN);
  const refresh = useCallback(
    async () => (signedIn ? ((await query.refetch()).data ?? UNKNOWN) : SIGNED_OUT),
    [signedIn, query],
  );
  return { ...state, refresh };
}
