import { useState } from 'react';
import { TextField } from '../../components/form/TextField.js';
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
  const [text, setText] = useState((value ?? DEFAULT_DIFFERENCE_THRESHOLD).replace('.', ','));
  const normal = text.trim().replace(',', '.');
  const valid = THRESHOLD_TEXT.test(normal);
  return (
    <TextField
      className="field field--narrow"
      label={t('closings.threshold')}
      error={valid ? null : t('closings.thresholdInvalid')}
      inputMode="decimal"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        if (!valid) return;
        onChange(Number(normal) === Number(DEFAULT_DIFFERENCE_THRESHOLD) ? null : normal);
      }}
    />
  );
}
