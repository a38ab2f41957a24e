import { useQuery } from '@tanstack/react-query';
import { addDays, todayLocal } from '../../../../shared/dates.js';
import { useDateStyle } from '../../app/settings-store.js';
import { useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatMoney } from '../../lib/format.js';
import { stockValueQueries } from './queries.js';

/**
 * Today's line: the stock at cost at the end of yesterday, the latest day a snapshot can hold
 * (the one taken once the day is over), with the way to the screen on that day. Nothing while
 * it loads, when it fails (the service without its read model says 503) or before any snapshot:
 * Today's own figures do not wait for it.
 */
export function StockValueLine() {
  const t = useT();
  const style = useDateStyle();
  const yesterday = addDays(todayLocal(), -1);
  const answer = useQuery(stockValueQueries.onDate(yesterday)).data;
  const snapshot = answer?.snapshot;
  if (!answer || !snapshot || answer.estimate) return null;
  return (
    <p className="hint today-stock" data-testid="today-stock-value">
      <span>
        {t('stock.line', {
          date: formatDay(snapshot.date, style),
          amount: formatMoney(answer.value_at_cost),
        })}
      </span>{' '}
      <a href={`#/stock-value?date=${snapshot.date}`}>{t('stock.lineOpen')}</a>
    </p>
  );
}
