import { useState } from 'react';
import { queryClient, read, useTranslation } from '@kora/shared';
import type { EventSummary } from '@kora/shared/contracts';
import { getEvent } from '@kora/shared/contracts/endpoints';
import { TicketModal, type TicketModalVariant } from './ticket-modal';
import { hasStarted } from './ticket-pricing';

interface TicketActionProps {
  event: EventSummary;
  variant?: TicketModalVariant;
  className?: string;
}

/**
 * An event card's ticket corner: a Sold out badge (or Ended for a past event), or Buy ticket opening
 * the ticket modal. The modal stays mounted when a purchase sells the last seats, so its success is
 * still shown.
 */
export function TicketAction({ event, variant = 'detail', className }: TicketActionProps) {
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  const [now] = useState(() => Date.now());
  // The event's ticket types are on their way as soon as the button is aimed at.
  const readTicketTypes = () => void queryClient.prefetchQuery(read(getEvent, { params: { id: event.id } }));
  if (hasStarted(event, now))
    return (
      <span className={`kora-ticket-action kora-ticket-action--ended ${className ?? ''}`.trim()}>
        {t('ticketModal.ended')}
      </span>
    );
  return (
    <>
      {event.soldOut ? (
        <span className={`kora-ticket-action kora-ticket-action--sold-out ${className ?? ''}`.trim()}>
          {t('ticketModal.soldOut')}
        </span>
      ) : (
        <button
          type="button"
          className={`kora-button kora-button--accent kora-ticket-action ${className ?? ''}`.trim()}
          aria-label={t('ticketModal.buyTicketFor', { title: event.title })}
          onClick={() => setOpen(true)}
          onPointerEnter={readTicketTypes}
          onFocus={readTicketTypes}
        >
          {t('ticketModal.buyTicket')}
        </button>
      )}
      <TicketModal event={event} open={open} onClose={() => setOpen(false)} variant={variant} />
    </>
  );
}
