import { TextField } from '../form/text-field';
import './list.css';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** An example of what may be searched, read with the field. */
  hint?: string;
}

/** A list's labelled search box, the widest of its filters. */
export function SearchField({ label, value, onChange, placeholder, hint }: SearchFieldProps) {
  return (
    <div className="kora-list-filters__search">
      <TextField
        type="search"
        label={label}
        value={value}
        placeholder={placeholder}
        hint={hint}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
