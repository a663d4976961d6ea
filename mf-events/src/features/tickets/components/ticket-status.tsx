import { useFormat, useTranslation } from '@kora/shared';
import type { Ticket } from '@kora/shared/contracts';

/** Valid, used (with when), transferred (with to whom) or cancelled, in words (the colour only repeats them). */
export function TicketStatus({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const text =
    ticket.status === 'used' && ticket.usedAt
      ? t('tickets.status.usedAt', { date: format.date(ticket.usedAt), time: format.time(ticket.usedAt) })
      : t(`tickets.status.${ticket.status}`);
  return (
    <>
      <p className={`kora-ticket__status kora-ticket__status--${ticket.status}`}>{text}</p>
      {ticket.status === 'transferred' && ticket.transferredTo && (
        <p className="kora-ticket__line">{t('tickets.transferredTo', { recipient: ticket.transferredTo })}</p>
      )}
    </>
  );
}
