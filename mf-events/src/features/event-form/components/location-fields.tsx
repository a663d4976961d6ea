import { TextField, useTranslation, type FieldErrors } from '@kora/shared';
import { LOCATION_PARTS, type LocationPart } from '../lib/event-limits';

interface LocationFieldsProps {
  location: Record<LocationPart, string>;
  onChange: (part: LocationPart, value: string) => void;
  errors: FieldErrors;
}

const AUTOCOMPLETE: Record<LocationPart, string> = {
  name: 'off',
  address: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
};

/** Where the event takes place: venue, address, city (required), postal code, country. */
export function LocationFields({ location, onChange, errors }: LocationFieldsProps) {
  const { t } = useTranslation('events');
  return (
    <fieldset className="kora-event-form__group">
      <legend className="kora-event-form__legend">{t('form.location')}</legend>
      {LOCATION_PARTS.map((part) => (
        <TextField
          key={part}
          label={t(`form.place.${part}`)}
          value={location[part]}
          onChange={(event) => onChange(part, event.target.value)}
          error={errors[`location.${part}`]}
          autoComplete={AUTOCOMPLETE[part]}
          required={part === 'city'}
        />
      ))}
    </fieldset>
  );
}
