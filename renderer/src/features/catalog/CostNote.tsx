import type { CostSnapshot } from '../../../../shared/api/catalog.js';
import { useDateStyle } from '../../app/settings-store.js';
import { useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime } from '../../lib/format.js';

/**
 * Which stock snapshot the price list's cost prices are from, with the way to the stock value
 * of that day, where each product's line can be checked against them; or that there is none yet
 * (none taken, or a service that keeps none: the answer does not tell them apart).
 */
export function CostNote({ snapshot }: { snapshot: CostSnapshot | null | undefined }) {
  const t = useT();
  const style = useDateStyle();
  if (snapshot === undefined) return null;
  if (snapshot === null) {
    return (
      <p className="hint" data-testid="catalog-cost-note">
        {t('catalog.costNone')}
      </p>
    );
  }
  return (
    <p className="hint" data-testid="catalog-cost-note">
      <span>
        {t('catalog.costFrom', {
          date: formatDay(snapshot.date, style),
          moment: formatDateTime(snapshot.taken_at, style),
        })}
      </span>{' '}
      <a href={`#/stock-value?date=${snapshot.date}`}>{t('catalog.costOpen')}</a>
    </p>
  );
}
