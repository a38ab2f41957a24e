import { useId } from 'react';

/** What a field that holds one value is given: the value, and what to call when it changes. */
export interface Controlled<Value> {
  value: Value;
  onChange: (value: Value) => void;
}

/** One choice of a select: the value it stands for (as the address and the store write it). */
export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select of one of its options; the screen maps the value back to its own type. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  className = 'field',
  selectClassName = 'input',
}: Controlled<string> & {
  label: string;
  options: readonly SelectOption[];
  className?: string;
  selectClassName?: string;
}) {
  const id = useId();
  return (
    <label className={className} htmlFor={id}>
      <span className="field__label">{label}</span>
      <select
        id={id}
        className={selectClassName}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
