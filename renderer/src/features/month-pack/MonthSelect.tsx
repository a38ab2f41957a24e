import { useMemo } from 'react';
import { SelectField, type Controlled } from '../../components/form/SelectField.js';
import { useLocale, useT } from '../../i18n/index.js';
import { lastMonth, monthName, monthOptions } from './months.js';
import { LAST_MONTH } from './store.js';

/**
 * "Last month", then the 23 months before it, newest first; last month by name is "last month".
 * A month the address names outside these (an older one) is offered too, in its place: the
 * pack is written for it, so the picker must not show "last month" over it.
 */
export function MonthSelect({ value, onChange }: Controlled<string>) {
  const t = useT();
  const locale = useLocale();
  const options = useMemo(() => {
    const offered = monthOptions().slice(1);
    const named = value !== LAST_MONTH && value !== lastMonth() && !offered.includes(value);
    // `YYYY-MM` sorts as the months do: newest first.
    return named ? [...offered, value].sort().reverse() : offered;
  }, [value]);
  return (
    <SelectField
      label={t('pack.month')}
      value={value === lastMonth() ? LAST_MONTH : value}
      options={[
        {
          value: LAST_MONTH,
          label: t('pack.lastMonth', { month: monthName(lastMonth(), locale) }),
        },
        ...options.map((month) => ({ value: month, label: monthName(month, locale) })),
      ]}
      onChange={onChange}
    />
  );
}
