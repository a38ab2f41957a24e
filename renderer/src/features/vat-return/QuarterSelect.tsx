import { useId, useMemo } from 'react';
import { todayLocal } from '../../../../shared/dates.js';
import { useT } from '../../i18n/index.js';
import { quarterOptions, type QuarterChoice } from '../../lib/quarters.js';

/**
 * "Last quarter", then Q1–Q4 of this year (those begun) and of last year; and an older quarter
 * the address names (quarterOptions).
 */
export function QuarterSelect({
  value,
  onChange,
}: {
  value: QuarterChoice;
  onChange: (quarter: QuarterChoice) => void;
}) {
  const t = useT();
  const id = useId();
  const options = useMemo(() => quarterOptions(todayLocal(), value), [value]);
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{t('vat.quarter')}</span>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.year === null
              ? t('vat.lastQuarter')
              : t('vat.quarterName', { quarter: option.quarter ?? '', year: option.year })}
          </option>
        ))}
      </select>
    </label>
  );
}
