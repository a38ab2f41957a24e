import { elementIdOf } from './draft.js';
import type { EditorState } from './editor.js';

/**
 * One code of the edited mapping (a ledger account, or an account's RGS code): a text field
 * labelled for screen readers by its row, with the service's complaint about it (translated)
 * right under it.
 */
export function AccountInput({
  state,
  field,
  label,
  placeholder,
}: {
  state: EditorState;
  field: string;
  label: string;
  placeholder?: string | undefined;
}) {
  const id = elementIdOf(field);
  const error = state.errorOf(field);
  return (
    <div className="ledger__code">
      <input
        id={id}
        className="input ledger__input"
        value={state.draft.codes[field] ?? ''}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={error === null ? undefined : true}
        aria-describedby={error === null ? undefined : `${id}-error`}
        readOnly={state.readOnly}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => state.setCode(field, event.target.value)}
      />
      {error === null ? null : (
        <p id={`${id}-error`} className="field__error ledger__error">
          {error}
        </p>
      )}
    </div>
  );
}
