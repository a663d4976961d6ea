import './choice-radios.css';

interface ChoiceRadiosProps<T extends string> {
  legend: string;
  /** The radios' group name, unique on the page. */
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
  className?: string;
}

/** One choice among a few, as a labelled group of radios (a list's sort, say). */
export function ChoiceRadios<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf,
  className,
}: ChoiceRadiosProps<T>) {
  return (
    <fieldset className={className ? `kora-choice-radios ${className}` : 'kora-choice-radios'}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="kora-choice-radios__option">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}
