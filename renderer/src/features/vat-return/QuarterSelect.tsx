import { useMemo } from 'react';
import { SelectField, type Controlled } from '../../components/form/SelectField.js';
import { todayLocal } from '../../../../shared/dates.js';
import { useT } from '../../i18n/index.js';
import { quarterOptions, type QuarterChoice } from '../../lib/quarters.js';

/**
 * "Last quarter", then Q1–Q4 of this year (those begun) and of last year; and an older quarter
 * the address names (quarterOptions).
 */
export function QuarterSelect({ value, onChange }: Controlled<QuarterChoice>) {
  const t = useT();
  const options = useMemo(() => quarterOptions(todayLocal(), value), [value]);
  return (
    <SelectField
      label={t('vat.quarter')}
      value={value}
      options={options.map((option) => ({
        value: option.key,
        label:
          option.year === null
            ? t('vat.lastQuarter')
            : t('vat.quarterName', { quarter: option.quarter ?? '', year: option.year }),
      }))}
      onChange={onChange}
    />
  );
}
