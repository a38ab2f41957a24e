import { elementIdOf } from './draft.js';

/**
 * One ledger account code: a text field labelled for screen readers by its row, with the
 * service's complaint about it (translated) right under it.
 */
export function AccountInput({
  field,
  label,
  value,
  placeholder,
  readOnly,
  error,
  onChange,
}: {
  field: string;
  label: string;
  value: string;
  placeholder?: string | undefined;
  readOnly: boolean;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = elementIdOf(field);
  return (
    <div className="ledger__code">
      <input
        id={id}
        className="input ledger__input"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={error === null ? undefined : `${id}-error`}
        readOnly={readOnly}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      {error === null ? null : (
        <p id={`${id}-error`} className="field__error ledger__error">
          {error}
        </p>
      )}
    </div>
  );
}
