import { useRef } from 'react';
import { useTranslation, type FieldErrors } from '@kora/shared';
import { emptyTicketType, type TicketTypeDraft } from '../lib/event-draft';
import { EVENT_LIMITS } from '../lib/event-limits';
import { TicketTypeFields } from './ticket-type-fields';

interface TicketTypesFieldsProps {
  ticketTypes: TicketTypeDraft[];
  isFree: boolean;
  onChange: (ticketTypes: TicketTypeDraft[]) => void;
  errors: FieldErrors;
  /** Tickets are sold: the API refuses adding, removing or renaming types. */
  locked: boolean;
}

/** The event's ticket types, added and removed in the form (1 to 10). */
export function TicketTypesFields({ ticketTypes, isFree, onChange, errors, locked }: TicketTypesFieldsProps) {
  const { t } = useTranslation('events');
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const { min, max } = EVENT_LIMITS.ticketTypes;
  const full = ticketTypes.length >= max;

  function add() {
    onChange([...ticketTypes, emptyTicketType(ticketTypes.at(-1)?.currency)]);
    // The new type's first field takes the focus once it is on screen.
    requestAnimationFrame(() => {
      const fieldsets = listRef.current?.querySelectorAll('fieldset');
      fieldsets?.[fieldsets.length - 1]?.querySelector('input')?.focus();
    });
  }

  function remove(index: number) {
    onChange(ticketTypes.filter((_, i) => i !== index));
    // The removed type's button is gone: the focus goes to the add button, enabled again by then.
    requestAnimationFrame(() => addRef.current?.focus());
  }

  return (
    <fieldset className="kora-event-form__group" aria-describedby="kora-event-form-ticket-types-hint">
      <legend className="kora-event-form__legend">{t('form.ticketTypes')}</legend>
      <p id="kora-event-form-ticket-types-hint" className="kora-field__hint">
        {t('form.ticketTypesHint', { min, max })}
      </p>
      {locked && <p className="kora-field__hint">{t('form.ticketTypesLocked')}</p>}
      <div ref={listRef} className="kora-event-form__ticket-types">
        {ticketTypes.map((ticketType, index) => (
          <TicketTypeFields
            key={ticketType.key}
            index={index}
            ticketType={ticketType}
            isFree={isFree}
            errors={errors}
            removable={ticketTypes.length > min}
            onRemove={() => remove(index)}
            onChange={(patch) => onChange(ticketTypes.map((type, i) => (i === index ? { ...type, ...patch } : type)))}
          />
        ))}
      </div>
      {errors.ticketTypes && <p className="kora-field__error">{errors.ticketTypes}</p>}
      <button ref={addRef} type="button" className="kora-button" onClick={add} disabled={full}>
        {t('form.addTicketType')}
      </button>
      {full && <p className="kora-field__hint">{t('form.ticketTypesFull', { max })}</p>}
    </fieldset>
  );
}
