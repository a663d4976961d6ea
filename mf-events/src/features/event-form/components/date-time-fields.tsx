import { useId } from 'react';
import { useTranslation } from '@kora/shared';

interface DateTimeFieldsProps {
  legend: string;
  date: string;
  time: string;
  onChange: (value: { date: string; time: string }) => void;
  error?: string;
  hint?: string;
}

/** A moment typed as a date and a time (native pickers on phones), with one error for the pair. */
export function DateTimeFields({ legend, date, time, onChange, error, hint }: DateTimeFieldsProps) {
  const { t } = useTranslation('events');
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  return (
    <fieldset className="kora-event-form__group">
      <legend className="kora-event-form__legend">{legend}</legend>
      <div className="kora-event-form__row">
        <div className="kora-field">
          <label htmlFor={`${id}-date`}>{t('form.date')}</label>
          <input
            id={`${id}-date`}
            type="date"
            className="kora-field__input"
            value={date}
            onChange={(event) => onChange({ date: event.target.value, time })}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        </div>
        <div className="kora-field">
          <label htmlFor={`${id}-time`}>{t('form.time')}</label>
          <input
            id={`${id}-time`}
            type="time"
            className="kora-field__input"
            value={time}
            onChange={(event) => onChange({ date, time: event.target.value })}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="kora-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="kora-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
