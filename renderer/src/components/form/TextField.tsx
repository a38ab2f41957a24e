import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/** What the input itself is given; its id, name and description are the field's. */
type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby'
>;

/**
 * A labelled input with what is wrong with it under it: the error describes the input
 * (aria-describedby) and marks it invalid. Without an error, the hint (if any) stands in its
 * place. The label holds only its text, so nothing beside it is part of the input's name.
 */
export function TextField({
  id: givenId,
  label,
  error,
  hint,
  className = 'field',
  inputClassName = 'input',
  inputRef,
  ...input
}: InputProps & {
  /** The input's id where the screen names it (a field a refusal points to); else its own. */
  id?: string;
  label: ReactNode;
  /** What is wrong with the value, in the user's words; null or absent: nothing. */
  error?: string | null | undefined;
  hint?: ReactNode;
  className?: string;
  inputClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const wrong = error !== null && error !== undefined;
  const noteId = `${id}-${wrong ? 'error' : 'hint'}`;
  return (
    <div className={className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className={inputClassName}
        aria-invalid={wrong ? true : undefined}
        aria-describedby={wrong || hint !== undefined ? noteId : undefined}
        {...input}
      />
      {wrong ? (
        <span id={noteId} className="field__error">
          {error}
        </span>
      ) : hint === undefined ? null : (
        <span id={noteId} className="hint">
          {hint}
        </span>
      )}
    </div>
  );
}
