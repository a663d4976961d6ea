import { useEffect, useState } from 'react';
import { notify, selectSignedIn, useSessionStore } from '@kora/shared';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePurchaseTexts } from './purchase-texts';
import { announcePurchasesChanged, resyncAfterPayment } from './purchase-sync';
import { markRecentlyPaid, rememberTrack } from './unlocked-tracks';

/**
 * The release page's purchase state. On the return from card payment (`?payment_success=true&track_id=…`): shows the success alert, marks the
 * track recently paid for 30 s, clears its downloaded flag, resyncs with the server (forcing a reset of the
 * download right when the server does not allow it yet), then removes the parameters from the address.
 */
export function usePurchases(): { paidTrackId: number | null; dismissPaymentAlert: () => void } {
  const { t } = usePurchaseTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectSignedIn);
  const [paidTrackId, setPaidTrackId] = useState<number | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const trackId = Number(params.get('track_id'));
    if (params.get('payment_success') !== 'true' || !Number.isInteger(trackId) || trackId < 1) return;
    setPaidTrackId(trackId);
    markRecentlyPaid(trackId);
    rememberTrack(trackId, 'unlocked');
    notify(t('paymentSuccess'), 'success');
    params.delete('payment_success');
    params.delete('track_id');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    if (!signedIn) return;
    void resyncAfterPayment(trackId)
      .catch(() => false)
      .finally(() => announcePurchasesChanged(trackId));
  }, [location.pathname, location.search, navigate, signedIn, t]);

  return { paidTrackId, dismissPaymentAlert: () => setPaidTrackId(null) };
}
