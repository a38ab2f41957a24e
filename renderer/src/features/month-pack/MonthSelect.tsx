import { useId, useMemo } from 'react';
import { useLocale, useT } from '../../i18n/index.js';
import { lastMonth, monthName, monthOptions } from './months.js';
import { LAST_MONTH } from './store.js';

/**
 * "Last month", then the 23 months before it, newest first; last month by name is "last month".
 * A month the address names outside these (an older one) is offered too, in its place: the
 * pack is written for it, so the picker must not show "last month" over it.
 */
export function MonthSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (month: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const options = useMemo(() => {
    const offered = monthOptions().slice(1);
    const named = value !== LAST_MONTH && value !== lastMonth() && !offered.includes(value);
    // `YYYY-MM` sorts as the months do: newest first.
    return named ? [...offered, value].sort().reverse() : offered;
  }, [value]);
  return (
    <label className="field" htmlFor={id}>
      <span className="field__label">{t('pack.month')}</span>
      <select
        id={id}
        className="input"
        value={value === lastMonth() ? LAST_MONTH : value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={LAST_MONTH}>
          {t('pack.lastMonth', { month: monthName(lastMonth(), locale) })}
        </option>
        {options.map((month) => (
          <option key={month} value={month}>
            {monthName(month, locale)}
          </option>
        ))}
      </select>
    </label>
  );
}
