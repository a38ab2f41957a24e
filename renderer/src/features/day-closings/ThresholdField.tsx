import { useId, useState } from 'react';
import { DEFAULT_DIFFERENCE_THRESHOLD } from '../../../../shared/api/day-closings.js';
import { useT } from '../../i18n/index.js';
import { THRESHOLD_TEXT } from './store.js';

/**
 * The cash difference above which a till-day is flagged, typed as euros with a comma or a
 * point; the default (€ 5.00) is left out of the address.
 */
export function ThresholdField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (threshold: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState((value ?? DEFAULT_DIFFERENCE_THRESHOLD).replace('.', ','));
  const normal = text.trim().replace(',', '.');
  const valid = THRESHOLD_TEXT.test(normal);
  return (
    <div className="field field--narrow">
      <label className="field__label" htmlFor={id}>
        {t('closings.threshold')}
      </label>
      <input
        id={id}
        className="input"
        inputMode="decimal"
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          if (!valid) return;
          onChange(Number(normal) === Number(DEFAULT_DIFFERENCE_THRESHOLD) ? null : normal);
        }}
      />
      {valid ? null : (
        <span id={`${id}-error`} className="field__error">
          {t('closings.thresholdInvalid')}
        </span>
      )}
    </div>
  );
}
