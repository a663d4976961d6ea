import { useId } from 'react';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | null;
}

/** A labelled choice among fixed values, with its own error. */
export function SelectField<V extends string>({ label, value, options, onChange, error }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className="kora-field">
      <label htmlFor={id} className="kora-field__label">
        {label}
      </label>
      <select
        id={id}
        className="kora-select"
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="kora-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
