import type { ReactNode } from 'react';
import type { Controlled } from './SelectField.js';

/**
 * A select with its label beside it, not around it (SelectField.tsx wraps it): the select's
 * name is the label's words alone, and the caller writes the options (an empty first one, or
 * options of its own shape).
 */
export function LabelledSelect({
  id,
  label,
  value,
  onChange,
  children,
}: Controlled<string> & { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}
