import { TextField, useTranslation } from '@kora/shared';
import { CREATOR_LIMITS } from '@kora/shared/contracts';

interface ShortFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A release's title. */
export function TitleField({ label, value, onChange, error }: ShortFieldProps & { label?: string }) {
  const { t } = useTranslation('creator');
  return (
    <TextField
      label={label ?? t('releases.fields.title')}
      value={value}
      maxLength={CREATOR_LIMITS.titleMaxLength}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      required
    />
  );
}

/** The release date, today unless changed. */
export function ReleaseDateField({ value, onChange, error }: ShortFieldProps) {
  const { t } = useTranslation('creator');
  return (
    <TextField
      label={t('releases.fields.releaseDate')}
      type="date"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** A whole number of seconds, at least 1; optional, since the server reads the file's own duration. */
export function SecondsField({
  label,
  hint,
  value,
  onChange,
  error,
}: ShortFieldProps & { label: string; hint: string }) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint={hint}
      error={error}
    />
  );
}

/** A price in euros: a number of at least 0, to the cent. */
export function PriceField({ value, onChange, error }: ShortFieldProps) {
  const { t } = useTranslation('creator');
  return (
    <TextField
      label={t('releases.fields.price')}
      type="number"
      inputMode="decimal"
      min={0}
      max={CREATOR_LIMITS.maxPrice}
      step={0.01}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
