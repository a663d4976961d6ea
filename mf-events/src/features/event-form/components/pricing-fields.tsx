import { useId } from 'react';
import { useTranslation } from '@kora/shared';

/** Free or paid: a free event's tickets cost nothing, and their price is not asked. */
export function PricingFields({ isFree, onChange }: { isFree: boolean; onChange: (isFree: boolean) => void }) {
  const { t } = useTranslation('events');
  const name = useId();
  return (
    <fieldset className="kora-event-form__group kora-event-form__pricing">
      <legend className="kora-event-form__legend">{t('form.pricing')}</legend>
      <div className="kora-field kora-field--checkbox">
        <input id={`${name}-paid`} type="radio" name={name} checked={!isFree} onChange={() => onChange(false)} />
        <label htmlFor={`${name}-paid`}>{t('form.paid')}</label>
      </div>
      <div className="kora-field kora-field--checkbox">
        <input id={`${name}-free`} type="radio" name={name} checked={isFree} onChange={() => onChange(true)} />
        <label htmlFor={`${name}-free`}>{t('form.free')}</label>
      </div>
    </fieldset>
  );
}
