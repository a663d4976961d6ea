import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { href, QueryView, useFormat, useQuery, useSessionStore, useTranslation } from '@kora/shared';
import { ScreenFrame } from '@kora/shared/remote-app';
import type { Ticket } from '@kora/shared/contracts';
import { myTicketsQuery, type MyTickets } from '../api/my-tickets-query';
import { inShowOrder } from '../lib/show-order';
import { TicketCard } from './ticket-card';
import { TransferDialog } from './transfer-dialog';
import './tickets.css';

function OfflineNotice({ updatedAt }: { updatedAt: string }) {
  const { t } = useTranslation('events');
  const format = useFormat();
  return (
    <p className="kora-tickets__offline" role="status">
      {t('tickets.offline', { date: format.date(updatedAt), time: format.time(updatedAt) })}
    </p>
  );
}

function TicketGroup({
  id,
  title,
  tickets,
  children,
}: {
  id: string;
  title: string;
  tickets: Ticket[];
  children: (ticket: Ticket) => ReactNode;
}) {
  if (tickets.length === 0) return null;
  return (
    <section className="kora-tickets__group" aria-labelledby={id}>
      <h2 id={id} className="kora-tickets__group-title">
        {title}
      </h2>
      <ul className="kora-tickets__list">{tickets.map(children)}</ul>
    </section>
  );
}

function TicketList({ mine, onTransfer }: { mine: MyTickets; onTransfer: (ticket: Ticket) => void }) {
  const { t } = useTranslation('events');
  const { upcoming, past } = inShowOrder(mine.tickets, Date.now());
  return (
    <>
      {mine.offline && <OfflineNotice updatedAt={mine.updatedAt} />}
      <TicketGroup id="kora-tickets-upcoming" title={t('tickets.upcoming')} tickets={upcoming}>
        {(ticket) => (
          <TicketCard
            key={ticket.id}
            ticket={ticket}
            transfer={ticket.status === 'valid' ? { disabled: mine.offline, onOpen: onTransfer } : undefined}
          />
        )}
      </TicketGroup>
      <TicketGroup id="kora-tickets-past" title={t('tickets.past')} tickets={past}>
        {(ticket) => <TicketCard key={ticket.id} ticket={ticket} />}
      </TicketGroup>
    </>
  );
}

/** `/tickets`: the holder's tickets with their QR codes, kept on the device for the door. */
export function TicketsPage() {
  const { t } = useTranslation('events');
  const username = useSessionStore((state) => state.username) ?? '';
  const tickets = useQuery(myTicketsQuery(username));
  const [transferring, setTransferring] = useState<Ticket | null>(null);

  return (
    <ScreenFrame area="events" screen="tickets">
      <div className="kora-tickets">
        <QueryView
          query={tickets}
          errorText={t('tickets.loadError')}
          isEmpty={(mine) => mine.tickets.length === 0}
          empty={
            <div className="kora-tickets__empty">
              <p className="kora-tickets__empty-title">{t('tickets.empty')}</p>
              <Link className="kora-button kora-button--accent" to={href('events')}>
                {t('tickets.browseEvents')}
              </Link>
            </div>
          }
        >
          {(mine) => <TicketList mine={mine} onTransfer={setTransferring} />}
        </QueryView>
      </div>
      {transferring && <TransferDialog ticket={transferring} onClose={() => setTransferring(null)} />}
    </ScreenFrame>
  );
}
