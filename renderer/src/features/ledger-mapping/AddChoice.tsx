import { useState, type ReactNode } from 'react';
import { LabelledSelect } from '../../components/form/LabelledSelect.js';

/**
 * Adds one of a list to the mapping (a rate of another country, an OSS country): a select of
 * what is not listed yet and a button, which hands the chosen value over and clears the choice.
 */
export function AddChoice({
  id,
  label,
  choose,
  button,
  onAdd,
  hint,
  children,
}: {
  id: string;
  label: string;
  /** The select's empty first option. */
  choose: string;
  button: string;
  onAdd: (chosen: string) => void;
  hint?: string;
  /** The options. */
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState('');
  return (
    <div className="ledger__add-rate">
      <LabelledSelect id={id} label={label} value={chosen} onChange={setChosen}>
        <option value="">{choose}</option>
        {children}
      </LabelledSelect>
      <button
        type="button"
        className="button"
        disabled={chosen === ''}
        onClick={() => {
          onAdd(chosen);
          setChosen('');
        }}
      >
        {button}
      </button>
      {hint === undefined ? null : <p className="hint">{hint}</p>}
    </div>
  );
}
