import { useCallback, useEffect, useState } from 'react';
import { isApiError, selectSignedIn, useSessionStore } from '@kora/shared';
import type { DownloadReason } from '@kora/shared/contracts';
import { purchasesApi } from './purchases-api';
import { concernsTrack, PURCHASES_CHANGED_EVENT, resyncAfterPayment } from './purchase-sync';
import { isRecentlyPaid, rememberTrack, unlockedStateOf } from './unlocked-tracks';

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
 * Whether the signed-in user may download a track: the server decides; the answer is remembered on the
 * device (`unlockedTracks`). A track just paid for that the server reports as already downloaded is
 * resynced and its download right reset.
 */
export function useTrackAccess(trackId: number): TrackAccess {
  const signedIn = useSessionStore(selectSignedIn);
  const [state, setState] = useState<AccessState>({
    canDownload: null,
    reason: 'unknown',
    unlimited: false,
  });

  const refresh = useCallback(async (): Promise<AccessState> => {
    const settle = (next: AccessState) => {
      setState(next);
      return next;
    };
    if (!signedIn) return settle({ canDownload: false, reason: 'no_token', unlimited: false });
    try {
      let answer = await purchasesApi.canDownload(trackId);
      let { canDownload } = answer;
      let reason: DownloadReason = answer.reason;
      const justPaid = isRecentlyPaid(trackId) || unlockedStateOf(trackId) === 'unlocked';
      if (answer.reason === 'already_downloaded' && justPaid) {
        try {
          canDownload = await resyncAfterPayment(trackId);
          if (canDownload) {
            answer = await purchasesApi.canDownload(trackId);
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
      return settle({ canDownload, reason, unlimited: answer.unlimited });
    } catch (error) {
      return settle({ canDownload: false, reason: reasonOfFailure(error), unlimited: false });
    }
  }, [signedIn, trackId]);

  useEffect(() => {
    void refresh();
    const onChange = (event: Event) => {
      if (concernsTrack(event, trackId)) void refresh();
    };
    window.addEventListener(PURCHASES_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(PURCHASES_CHANGED_EVENT, onChange);
  }, [refresh, trackId]);

  return { ...state, refresh };
}
