import type { Controlled } from './SelectField.js';

/** One radio button's choice: the value it stands for and its words. */
export interface RadioOption<Value extends string> {
  value: Value;
  label: string;
  /** The words' language where it is not the screen's (a language's own name). */
  lang?: string;
  /** The words are an example of the choice (a date style), in no language. */
  example?: boolean;
}

/** A radio button per option, for the fieldset around them, which names the choice. */
export function RadioChoices<Value extends string>({
  name,
  options,
  value,
  onChange,
}: Controlled<Value> & { name: string; options: readonly RadioOption<Value>[] }) {
  return options.map((option) => (
    <label key={option.value} className="radio" lang={option.lang}>
      <input
        type="radio"
        name={name}
        value={option.value}
        checked={value === option.value}
        onChange={() => onChange(option.value)}
      />
      <span data-example={option.example}>{option.label}</span>
    </label>
  ));
}
