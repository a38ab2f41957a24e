import { useId } from 'react';

/**
 * A labelled picker of one shop, location or other record by id. `allLabel` adds the
 * "all" choice (value null); without it one record must be chosen.
 */
export function IdSelect({
  label,
  value,
  options,
  allLabel,
  disabled = false,
  onChange,
}: {
  label: string;
  value: number | null;
  options: readonly { id: number; name: string }[] | undefined;
  allLabel?: string;
  disabled?: boolean;
  onChange: (id: number | null) => void;
}) {
  const id = useId();
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{label}</span>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
