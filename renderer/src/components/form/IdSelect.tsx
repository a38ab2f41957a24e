import { useId } from 'react';
import { useT } from '../../i18n/index.js';

/**
 * A labelled picker of one shop, location or other record by id. `allLabel` adds the
 * "all" choice (value null); without it one record must be chosen. An id the screen asks
 * about that is not among the records (an address naming another location's till, opened by
 * a user locked to their own) is shown as such: else the browser shows the first choice,
 * "all", over a screen about that id, and choosing "all" changes nothing.
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
  const t = useT();
  const id = useId();
  const notListed =
    value !== null && options !== undefined && !options.some((option) => option.id === value);
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
        {notListed ? <option value={value}>{t('select.notListed', { id: value })}</option> : null}
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </label>
  );
}
