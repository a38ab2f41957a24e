import type { SalesByHour } from '../../../../shared/api/dashboard.js';
import { countKey, useT, type MessageKey } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';

/** Shades of the heat map, lightest (nothing) to darkest (the busiest hour). */
const LEVELS = 5;

const levelOf = (value: number, high: number): number =>
  value <= 0 || high <= 0 ? 0 : Math.max(1, Math.ceil((value / high) * (LEVELS - 1)));

/**
 * Turnover incl. VAT per weekday × hour over the period, as a table: each cell shaded by
 * its share of the busiest cell, and saying its amount and orders in words to screen readers
 * (and in its tooltip), so the table is its own text alternative.
 */
export function HeatMap({ sales }: { sales: SalesByHour }) {
  const t = useT();
  const high = Math.max(0, ...sales.weekdays.flatMap((day) => day.hours.map((h) => h.turnover_wt)));
  const hours = [...Array(24).keys()];
  return (
    <div className="heat-map" data-testid="today-heat-map">
      <table className="heat-map__table">
        <caption className="heat-map__caption">{t('today.heat.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="heat-map__day">
              <span className="visually-hidden">{t('today.heat.weekday')}</span>
            </th>
            {hours.map((hour) => (
              <th key={hour} scope="col" className="heat-map__hour">
                {String(hour).padStart(2, '0')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sales.weekdays.map((day) => {
            const weekday = t(`today.weekday.${day.weekday}` as MessageKey);
            return (
              <tr key={day.weekday}>
                <th scope="row" className="heat-map__day">
                  <abbr title={weekday}>
                    {t(`today.weekdayShort.${day.weekday}` as MessageKey)}
                  </abbr>
                </th>
                {day.hours.map((hour) => {
                  const text = t(countKey('today.heat.cell', hour.orders), {
                    weekday,
                    hour: `${String(hour.hour).padStart(2, '0')}:00`,
                    amount: formatMoney(hour.turnover_wt),
                    orders: hour.orders,
                  });
                  return (
                    <td
                      key={hour.hour}
                      className={`heat-map__cell heat-map__cell--${levelOf(hour.turnover_wt, high)}`}
                      title={text}
                    >
                      <span className="visually-hidden">{text}</span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="heat-map__legend" aria-hidden="true">
        {t('today.heat.less')}
        {Array.from({ length: LEVELS }, (_, level) => (
          <span key={level} className={`heat-map__swatch heat-map__cell--${level}`} />
        ))}
        {t('today.heat.more')}
      </p>
    </div>
  );
}
