import { useEffect, useState } from 'react';
import { http, notify, selectSignedIn, useQueryClient, useSessionStore } from '@kora/shared';
import { checkPaymentStatus } from '@kora/shared/contracts/endpoints';
import { rememberPayerOfPendingPayment } from '@kora/shared/payment-choice';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePurchaseTexts } from '../lib/purchase-texts';
import { resyncAfterPayment } from '../lib/purchase-sync';
import { trackAccessKey } from './use-track-access';
import { markRecentlyPaid, rememberTrack } from '../lib/unlocked-tracks';

/** What the card payment the browser returns from paid for. */
export type PaidItem = { kind: 'track' | 'album'; id: number };

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function paidItemOf(params: URLSearchParams): PaidItem | null {
  if (params.get('payment_success') !== 'true') return null;
  const trackId = positiveId(params.get('track_id'));
  if (trackId !== null) return { kind: 'track', id: trackId };
  const albumId = positiveId(params.get('album_id'));
  return albumId !== null ? { kind: 'album', id: albumId } : null;
}

/**
 * The release page's purchase state. On the return from card payment (`?payment_success=true&track_id=…`,
 * or `album_id=…` for an album): shows the success alert and removes the parameters from the address.
 * For a track it also marks the track recently paid for 30 s, clears its downloaded flag and resyncs with
 * the server (forcing a reset of the download right when the server does not allow it yet); for an album
 * every track on the page asks the server again.
 */
export function usePurchases(): { paid: PaidItem | null; paidTrackId: number | null; dismissPaymentAlert: () => void } {
  const { t } = usePurchaseTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectSignedIn);
  const [paid, setPaid] = useState<PaidItem | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const item = paidItemOf(params);
    if (!item) return;
    setPaid(item);
    notify(t(item.kind === 'album' ? 'albumPaymentSuccess' : 'paymentSuccess'), 'success');
    for (const name of ['payment_success', 'track_id', 'album_id']) params.delete(name);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    if (signedIn)
      void rememberPayerOfPendingPayment((sessionId) => http.call(checkPaymentStatus, { params: { sessionId } }));
    if (item.kind === 'album') {
      void queryClient.invalidateQueries({ queryKey: trackAccessKey() });
      return;
    }
    markRecentlyPaid(item.id);
    rememberTrack(item.id, 'unlocked');
    if (!signedIn) return;
    void resyncAfterPayment(item.id)
      .catch(() => false)
      .finally(() => queryClient.invalidateQueries({ queryKey: trackAccessKey(item.id) }));
  }, [location.pathname, location.search, navigate, queryClient, signedIn, t]);

  return {
    paid,
    paidTrackId: paid?.kind === 'track' ? paid.id : null,
    dismissPaymentAlert: () => setPaid(null),
  };
}
