import { useState } from 'react';
import { ShareLinks, useFormat, useTranslation } from '@kora/shared';
import { SafeHtml } from '@kora/shared/safe-html';
import type { KoraEvent, TicketType } from '@kora/shared/contracts';
import { EventPicture } from '../../../common/event-card/event-picture';
import { TicketModal } from '../../../common/ticket-modal/ticket-modal';
import { locationLines } from '../lib/event-location';
import { CalendarButton } from './calendar-button';
import { TicketTypesList } from './ticket-types-list';

/** Why tickets cannot be bought, if they cannot: a draft (its owner sees it), a cancelled or past event. */
function closedReason(event: KoraEvent, now: number): 'draft' | 'cancelled' | 'past' | null {
  if (event.status === 'draft') return 'draft';
  if (event.status === 'cancelled') return 'cancelled';
  if (new Date(event.datetime).getTime() < now) return 'past';
  return null;
}

/** The event itself: hero, title, when, where, description, tickets, calendar and share links. */
export function EventDetails({ event, url }: { event: KoraEvent; url: string }) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const [modal, setModal] = useState<{ open: boolean; typeId?: number }>({ open: false });
  const [now] = useState(() => Date.now());
  const closed = closedReason(event, now);
  const where = locationLines(event, format.locale);
  const open = (type?: TicketType) => setModal({ open: true, typeId: type?.id });

  return (
    <article className="kora-event-detail">
      <EventPicture
        className="kora-event-detail__hero"
        event={event}
        alt=""
        width={1280}
        height={720}
        sizes="(max-width: 900px) calc(100vw - 2rem), calc(100vw - 312px)"
        priority
      />
      <header className="kora-event-detail__header">
        <h1 id="screen-event" className="kora-event-detail__title">
          <span className="kora-event-detail__kind">{t('screens.event')}</span>
          <span className="kora-visually-hidden"> : </span>
          {event.title}
        </h1>
        <p className="kora-event-detail__when">
          <time dateTime={event.datetime}>
            {t('detail.when', { date: format.date(event.datetime), time: format.time(event.datetime) })}
          </time>
          {event.endDatetime && (
            <>
              {' '}
              <time dateTime={event.endDatetime}>
                {t('detail.until', { date: format.date(event.endDatetime), time: format.time(event.endDatetime) })}
              </time>
            </>
          )}
        </p>
        {where.length > 0 && (
          <address className="kora-event-detail__where" aria-label={t('detail.location')}>
            {where.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        )}
        {event.isFree && <p className="kora-event-detail__free">{t('detail.free')}</p>}
        {closed && (
          <p className="kora-event-detail__notice" role="note">
            {t(`detail.closed.${closed}`)}
          </p>
        )}
        <div className="kora-event-detail__actions">
          {!closed &&
            (event.soldOut ? (
              <span className="kora-ticket-action kora-ticket-action--sold-out">{t('ticketModal.soldOut')}</span>
            ) : (
              <button type="button" className="kora-button kora-button--accent" onClick={() => open()}>
                {event.isFree ? t('detail.bookFree') : t('detail.buyTickets')}
              </button>
            ))}
          <CalendarButton event={event} url={url} location={where.join(', ')} />
        </div>
      </header>

      {event.description && (
        <section className="kora-event-detail__section" aria-labelledby="kora-event-about">
          <h2 id="kora-event-about" className="kora-event-detail__subtitle">
            {t('detail.about')}
          </h2>
          <SafeHtml className="kora-event-detail__description" html={event.description} />
        </section>
      )}

      <section className="kora-event-detail__section" aria-labelledby="kora-event-tickets">
        <h2 id="kora-event-tickets" className="kora-event-detail__subtitle">
          {t('detail.tickets')}
        </h2>
        <TicketTypesList event={event} onChoose={closed ? undefined : open} />
      </section>

      <ShareLinks url={url} title={event.title} networks={['facebook', 'x', 'whatsapp']} copy />

      <TicketModal
        event={event}
        open={modal.open}
        initialTicketTypeId={modal.typeId}
        onClose={() => setModal({ open: false })}
      />
    </article>
  );
}
