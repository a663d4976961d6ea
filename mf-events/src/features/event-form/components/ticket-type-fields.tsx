import { SelectField, TextField, useTranslation, type FieldErrors } from '@kora/shared';
import { CURRENCIES } from '@kora/shared/contracts';
import type { TicketTypeDraft } from '../lib/event-draft';
import { EVENT_LIMITS } from '../lib/event-limits';

interface TicketTypeFieldsProps {
  index: number;
  ticketType: TicketTypeDraft;
  isFree: boolean;
  onChange: (patch: Partial<TicketTypeDraft>) => void;
  onRemove: () => void;
  removable: boolean;
  errors: FieldErrors;
}

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** One ticket type: name, description, price and currency (paid events), quantity, VIP. */
export function TicketTypeFields({
  index,
  ticketType,
  isFree,
  onChange,
  onRemove,
  removable,
  errors,
}: TicketTypeFieldsProps) {
  const { t } = useTranslation('events');
  const at = `ticketTypes.${index}`;
  const { price, quantity } = EVENT_LIMITS.ticket;
  return (
    <fieldset className="kora-event-form__ticket-type">
      <legend className="kora-event-form__legend">{t('form.ticketType', { number: index + 1 })}</legend>
      <TextField
        label={t('form.ticketName')}
        value={ticketType.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors[`${at}.name`]}
        required
      />
      <TextField
        label={t('form.ticketDescription')}
        value={ticketType.description}
        onChange={(event) => onChange({ description: event.target.value })}
        error={errors[`${at}.description`]}
      />
      <div className="kora-event-form__row">
        {!isFree && (
          <>
            <TextField
              label={t('form.price')}
              type="number"
              inputMode="decimal"
              min={price.min}
              max={price.max}
              step="any"
              value={ticketType.price}
              onChange={(event) => onChange({ price: event.target.value })}
              error={errors[`${at}.price`]}
              required
            />
            <SelectField
              label={t('form.currency')}
              value={ticketType.currency}
              options={CURRENCY_OPTIONS}
              onChange={(currency) => onChange({ currency })}
              error={errors[`${at}.currency`]}
            />
          </>
        )}
        <TextField
          label={t('form.quantity')}
          type="number"
          inputMode="numeric"
          min={quantity.min}
          max={quantity.max}
          step={1}
          value={ticketType.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          error={errors[`${at}.quantity`]}
          required
        />
      </div>
      <div className="kora-field kora-field--checkbox">
        <input
          id={`kora-ticket-type-${ticketType.key}-vip`}
          type="checkbox"
          checked={ticketType.vip}
          onChange={(event) => onChange({ vip: event.target.checked })}
          aria-describedby={`kora-ticket-type-${ticketType.key}-vip-hint`}
        />
        <label htmlFor={`kora-ticket-type-${ticketType.key}-vip`}>{t('form.vip')}</label>
        <p id={`kora-ticket-type-${ticketType.key}-vip-hint`} className="kora-field__hint">
          {t('form.vipHint')}
        </p>
      </div>
      {removable && (
        <button type="button" className="kora-button kora-event-form__remove" onClick={onRemove}>
          {t('form.removeTicketType', { number: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}
