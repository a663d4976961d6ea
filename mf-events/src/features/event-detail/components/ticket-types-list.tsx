import { useFormat, useTranslation } from '@kora/shared';
import type { KoraEvent, TicketType } from '@kora/shared/contracts';
import { needsVipMark } from '../../../common/ticket-types/vip-mark';

interface TicketTypesListProps {
  event: KoraEvent;
  /** Absent when tickets cannot be bought (draft, cancelled, past). */
  onChoose?: (type: TicketType) => void;
}

/** The event's ticket types: name, VIP mark, description, price, what is left or Sold out, and a choose button. */
export function TicketTypesList({ event, onChoose }: TicketTypesListProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  if (event.ticketTypes.length === 0) return <p className="kora-event-detail__muted">{t('ticketModal.noTickets')}</p>;
  return (
    <ul className="kora-event-detail__types">
      {event.ticketTypes.map((type) => {
        const soldOut = type.remaining <= 0;
        const free = event.isFree || type.price === 0;
        return (
          <li key={type.id} className="kora-event-detail__type">
            <div className="kora-event-detail__type-head">
              <h3 className="kora-event-detail__type-name">
                {type.name}
                {needsVipMark(type) && <span className="kora-event-detail__vip"> {t('ticketModal.vip')}</span>}
              </h3>
              <p className="kora-event-detail__type-price">
                {free ? t('ticketModal.free') : format.price(type.price, type.currency)}
              </p>
            </div>
            {type.description && <p className="kora-event-detail__muted">{type.description}</p>}
            <p className={soldOut ? 'kora-event-detail__sold-out' : 'kora-event-detail__muted'}>
              {soldOut ? t('ticketModal.soldOut') : t('detail.remaining', { count: type.remaining })}
            </p>
            {onChoose && !soldOut && (
              <button
                type="button"
                className="kora-button"
                aria-label={t('detail.chooseType', { name: type.name })}
                onClick={() => onChoose(type)}
              >
                {t('detail.choose')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
