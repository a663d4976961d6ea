import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorText, href, useFormat, useTranslation } from '@kora/shared';
import type { KoraEvent } from '@kora/shared/contracts';
import { hasStarted } from '../../../common/ticket-modal/ticket-pricing';
import { useEventAction, type EventAction } from '../hooks/use-event-action';
import { DeleteEventDialog } from './delete-event-dialog';

interface MyEventRowProps {
  event: KoraEvent;
  onDone: (message: string, action: EventAction) => void;
}

function ticketCounts(event: KoraEvent) {
  return event.ticketTypes.reduce(
    (sum, type) => ({ sold: sum.sold + type.soldCount, total: sum.total + type.quantity }),
    { sold: 0, total: 0 },
  );
}

/** One of the organiser's events: when (marked once past), its status, tickets sold, and what can be done with it. */
export function MyEventRow({ event, onDone }: MyEventRowProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const [confirming, setConfirming] = useState(false);
  const [now] = useState(() => Date.now());
  const action = useEventAction(event, onDone);
  const titleId = `kora-my-event-${event.id}-title`;
  const busy = action.isPending;
  // The event's title completes each action's name for screen readers ("Publier Nuit du ngoni").
  const named = (label: string): ReactNode => (
    <>
      {label}
      <span className="kora-visually-hidden"> {event.title}</span>
    </>
  );
  const run = (which: EventAction) => action.mutate(which, { onSettled: () => setConfirming(false) });
  const tickets = ticketCounts(event);

  return (
    <li className="kora-my-event" aria-labelledby={titleId}>
      <div className="kora-my-event__head">
        <h3 id={titleId} className="kora-my-event__title">
          {event.title}
        </h3>
        <span className={`kora-my-event__status kora-my-event__status--${event.status}`}>
          {t(`manager.status.${event.status}`)}
        </span>
        {hasStarted(event, now) && (
          <span className="kora-my-event__status kora-my-event__status--past">{t('manager.past')}</span>
        )}
      </div>
      <p className="kora-my-event__meta">
        <time dateTime={event.datetime}>
          {format.date(event.datetime)} · {format.time(event.datetime)}
        </time>
      </p>
      <p className="kora-my-event__meta">{t('manager.ticketsSold', tickets)}</p>
      {event.status !== 'cancelled' && (
        <div className="kora-my-event__actions" aria-busy={busy || undefined}>
          <Link className="kora-button" to={href('event', { id: event.id })}>
            {named(t('manager.view'))}
          </Link>
          <Link className="kora-button" to={href('eventEdit', { id: event.id })}>
            {named(t('manager.edit'))}
          </Link>
          {event.status === 'draft' ? (
            <button
              type="button"
              className="kora-button kora-button--accent"
              disabled={busy}
              onClick={() => run('publish')}
            >
              {named(t('manager.publish'))}
            </button>
          ) : (
            <>
              <button type="button" className="kora-button" disabled={busy} onClick={() => run('unpublish')}>
                {named(t('manager.unpublish'))}
              </button>
              <Link className="kora-button" to={href('eventCheckIn', { id: event.id })}>
                {named(t('manager.checkIn'))}
              </Link>
            </>
          )}
          <button type="button" className="kora-button" disabled={busy} onClick={() => setConfirming(true)}>
            {named(t('manager.delete'))}
          </button>
        </div>
      )}
      {action.isError && (
        <p className="kora-field__error" role="alert">
          {errorText(action.error, t('manager.actionError'))}
        </p>
      )}
      <DeleteEventDialog
        title={event.title}
        open={confirming}
        deleting={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run('delete')}
      />
    </li>
  );
}
