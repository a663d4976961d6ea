import { Link } from 'react-router-dom';
import { href, useFormat, useTranslation } from '@kora/shared';
import type { Ticket } from '@kora/shared/contracts';
import { needsVipMark } from '../../../common/ticket-types/vip-mark';
import { TicketQr } from './ticket-qr';
import { TicketStatus } from './ticket-status';

interface TicketCardProps {
  ticket: Ticket;
  /** Shown for valid tickets of upcoming events; disabled while the list is offline. */
  transfer?: { disabled: boolean; onOpen: (ticket: Ticket) => void };
}

export function TicketCard({ ticket, transfer }: TicketCardProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const code = ticket.status === 'valid' ? ticket.code : null;
  const names = { id: ticket.id, type: ticket.ticketTypeName, event: ticket.eventTitle };
  return (
    <li className="kora-ticket">
      {code && <TicketQr code={code} alt={t('tickets.qrAlt', names)} />}
      <div className="kora-ticket__body">
        <h3 className="kora-ticket__event">
          <Link className="kora-ticket__event-link" to={href('event', { id: ticket.eventId })}>
            {ticket.eventTitle}
          </Link>
        </h3>
        <p className="kora-ticket__line">
          <time dateTime={ticket.eventDatetime}>
            {t('tickets.when', { date: format.date(ticket.eventDatetime), time: format.time(ticket.eventDatetime) })}
          </time>
        </p>
        {ticket.eventAddress && (
          <p className="kora-ticket__line">{t('tickets.place', { place: ticket.eventAddress })}</p>
        )}
        <p className="kora-ticket__line">
          {t('tickets.type', { type: ticket.ticketTypeName, id: ticket.id })}
          {needsVipMark({ vip: ticket.vip, name: ticket.ticketTypeName }) && (
            <>
              {' '}
              <span className="kora-ticket__vip">{t('tickets.vip')}</span>
            </>
          )}
        </p>
        <p className="kora-ticket__line">{t('tickets.holder', { holder: ticket.holder })}</p>
        <TicketStatus ticket={ticket} />
        {transfer && (
          <button
            type="button"
            className="kora-button kora-ticket__transfer"
            disabled={transfer.disabled}
            onClick={() => transfer.onOpen(ticket)}
          >
            {t('tickets.transfer.open')}
            <span className="kora-visually-hidden"> {t('tickets.transfer.openWhich', names)}</span>
          </button>
        )}
        {code && (
          <details className="kora-ticket__code">
            <summary className="kora-ticket__code-toggle">{t('tickets.showCode')}</summary>
            <code className="kora-ticket__code-text">{code}</code>
          </details>
        )}
      </div>
    </li>
  );
}
