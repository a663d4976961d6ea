import { useId } from 'react';
import { useFormat, useTranslation } from '@kora/shared';
import type { KoraEvent, TicketType } from '@kora/shared/contracts';
import { needsVipMark } from '../ticket-types/vip-mark';
import { isFreeTicket, isSoldOut } from './ticket-pricing';

interface TicketTypeOptionsProps {
  event: KoraEvent;
  selectedId: number | null;
  onSelect: (type: TicketType) => void;
  disabled: boolean;
}

/** The event's ticket types as radio buttons: name, VIP mark, price, what is left; sold-out types disabled. */
export function TicketTypeOptions({ event, selectedId, onSelect, disabled }: TicketTypeOptionsProps) {
  const { t } = useTranslation('events');
  const format = useFormat();
  const name = useId();
  return (
    <fieldset className="kora-ticket-modal__types" disabled={disabled}>
      <legend>{t('ticketModal.ticketType')}</legend>
      {event.ticketTypes.map((type) => {
        const soldOut = isSoldOut(type);
        return (
          <label key={type.id} className="kora-ticket-modal__type" data-sold-out={soldOut || undefined}>
            <input
              type="radio"
              name={name}
              value={type.id}
              checked={selectedId === type.id}
              disabled={soldOut}
              onChange={() => onSelect(type)}
            />
            <span className="kora-ticket-modal__type-name">
              {type.name}
              {needsVipMark(type) && <span className="kora-ticket-modal__vip"> {t('ticketModal.vip')}</span>}
            </span>{' '}
            <span className="kora-ticket-modal__type-price">
              {isFreeTicket(event, type) ? t('ticketModal.free') : format.price(type.price, type.currency)}
            </span>{' '}
            <span className="kora-ticket-modal__type-left">
              {soldOut ? t('ticketModal.soldOut') : t('ticketModal.remaining', { count: type.remaining })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
