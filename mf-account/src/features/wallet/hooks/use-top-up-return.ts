import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endpointKey, http, read, useQueryClient } from '@kora/shared';
import { checkPaymentStatus, listWalletMovements, walletBalance } from '@kora/shared/contracts/endpoints';
import { rememberPayerOfPendingPayment } from '@kora/shared/payment-choice';
import { forgetPendingTopUp, hasLanded, readPendingTopUp } from '../lib/pending-top-up';

/** The query the checkout comes back with: `/profile?wallet=success` or `?wallet=cancel`. */
export const WALLET_RETURN_PARAM = 'wallet';
export const WALLET_RETURN = { success: 'success', cancel: 'cancel' } as const;

/** How often, and how many times, the wallet is read again while the provider's confirmation is awaited. */
export const CREDIT_CHECK_INTERVAL_MS = 2000;
export const CREDIT_CHECKS = 5;

/**
 * Back from the checkout: `waiting` while the credit is awaited, `credited` once the movements show it,
 * `delayed` when it has not shown after the last check (it is on its way), `cancelled` for a cancelled payment.
 */
export type TopUpReturn = 'waiting' | 'credited' | 'delayed' | 'cancelled';

function arrivalOf(search: string): 'success' | 'cancel' | null {
  const value = new URLSearchParams(search).get(WALLET_RETURN_PARAM);
  // `topped-up` is the API's own success address, used when the web app gives none.
  if (value === WALLET_RETURN.success || value === 'topped-up') return 'success';
  if (value === WALLET_RETURN.cancel) return 'cancel';
  return null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The profile's side of a wallet top-up's return: reads the outcome from the address (then takes it
 * out, so a reload or Back does not announce it again), and reads the wallet again until the credit
 * the provider confirms shows, a few times.
 */
export function useTopUpReturn(): TopUpReturn | null {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [arrival] = useState(() => arrivalOf(location.search));
  const [pending] = useState(readPendingTopUp);
  const [outcome, setOutcome] = useState<TopUpReturn | null>(() => {
    if (arrival === 'cancel') return 'cancelled';
    return arrival === 'success' ? 'waiting' : null;
  });

  useEffect(() => {
    if (!arrivalOf(location.search)) return;
    const params = new URLSearchParams(location.search);
    params.delete(WALLET_RETURN_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.pathname, location.search, location.hash, navigate]);

  useEffect(() => {
    if (arrival === 'cancel') forgetPendingTopUp();
    if (arrival !== 'success') return;
    void rememberPayerOfPendingPayment((sessionId) => http.call(checkPaymentStatus, { params: { sessionId } }));
    let stopped = false;
    const check = async () => {
      const refreshBalance = () => void queryClient.invalidateQueries({ queryKey: endpointKey(walletBalance) });
      for (let attempt = 0; attempt < CREDIT_CHECKS; attempt += 1) {
        if (attempt > 0) await pause(CREDIT_CHECK_INTERVAL_MS);
        if (stopped) return;
        const movements = await queryClient
          .fetchQuery({ ...read(listWalletMovements), staleTime: 0 })
          .catch(() => null);
        if (stopped) return;
        if (!pending || (movements && hasLanded(movements, pending))) {
          refreshBalance();
          forgetPendingTopUp();
          setOutcome('credited');
          return;
        }
      }
      refreshBalance();
      setOutcome('delayed');
    };
    void check();
    return () => {
      stopped = true;
    };
  }, [arrival, pending, queryClient]);

  return outcome;
}
