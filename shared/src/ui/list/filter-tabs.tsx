import './list.css';

interface FilterTabsProps<T extends string> {
  /** Names the group for assistive technology. */
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  optionLabel: (option: T) => string;
}

/** A row of toggle buttons choosing one option (a list's categories, an episode filter…). */
export function FilterTabs<T extends string>({ label, options, value, onChange, optionLabel }: FilterTabsProps<T>) {
  return (
    <div className="kora-list-tabs" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="kora-list-tab"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
