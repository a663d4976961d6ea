import { useEffect, useRef, useState } from 'react';
import { isApiError, useTranslation, write } from '@kora/shared';
import type { BuyTicketRequest, KoraEvent, Ticket } from '@kora/shared/contracts';
import { buyTickets } from '@kora/shared/contracts/endpoints';
import { purchaseErrorText } from './purchase-error';
import { hasStarted } from './ticket-pricing';

/** How long 'Achat réussi !' stays before the modal closes (platform.md §9). */
export const SUCCESS_DISPLAY_MS = 1500;

export type PurchasePhase = 'choosing' | 'purchasing' | 'success' | 'error';

/**
 * The modal's purchase: choosing → purchasing → success (closes after 1.5 s) or error (the form stays,
 * to try again). A success refreshes the balance, the events' sold counts and my tickets.
 */
export function useTicketPurchase(event: Pick<KoraEvent, 'id' | 'datetime'>, onDone: () => void) {
  const { t } = useTranslation('events');
  const [phase, setPhase] = useState<PurchasePhase>('choosing');
  const [error, setError] = useState<string | null>(null);
  const [tickets, setTickets] = useState<Ticket[]>([]);
  // Read through a ref: a parent's new callback on a re-render must not restart the 1.5 s.
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (phase !== 'success') return undefined;
    const timer = setTimeout(() => done.current(), SUCCESS_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const buy = async (request: BuyTicketRequest) => {
    setPhase('purchasing');
    setError(null);
    try {
      // Refreshes the balance, the events' sold counts and my tickets.
      const answer = await write(buyTickets, { params: { id: event.id }, body: request });
      setTickets(answer?.tickets ?? []);
      setPhase('success');
    } catch (failure) {
      // Only a VIP refusal names a plan: the plan table comes with it, not with every ticket button.
      const vipPlan = isApiError(failure) && failure.status === 403 ? (await import('./vip-plan')).vipPlanLabel() : '';
      setError(
        purchaseErrorText(failure, {
          network: t('ticketModal.networkError'),
          fallback: t('ticketModal.purchaseError'),
          refusals: {
            402: t('ticketModal.insufficientBalance'),
            403: t('ticketModal.refusals.vipPlan', { plan: vipPlan }),
            404: t('ticketModal.refusals.gone'),
            409: t(hasStarted(event, Date.now()) ? 'ticketModal.refusals.ended' : 'ticketModal.refusals.notEnough'),
          },
        }),
      );
      setPhase('error');
    }
  };

  /** A new choice after an error clears it. */
  const clearError = () => {
    if (phase !== 'error') return;
    setError(null);
    setPhase('choosing');
  };

  return { phase, error, tickets, buy, clearError };
}
