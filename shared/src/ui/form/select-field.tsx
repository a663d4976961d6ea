import { FieldFrame, useFieldNotes } from './field-notes';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | null;
}

/** A labelled choice among fixed values, with its own error. */
export function SelectField<V extends string>({ label, value, options, onChange, error }: SelectFieldProps<V>) {
  const field = useFieldNotes({ error });
  return (
    <FieldFrame label={label} field={field}>
      <select
        id={field.id}
        className="kora-select"
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        {...field.described}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
