import type { StockValue } from '../../../../shared/api/stock-value.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { useDateStyle } from '../../app/settings-store.js';
import { MoneyStat, StatCard } from '../../components/layout/StatCard.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { countKey, useLocale, useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime, formatNumber } from '../../lib/format.js';
import { GroupTable, NamedProducts } from './StockTables.js';

/** Which snapshot the figures come from, in words: its own, an earlier one, or an estimate. */
function SnapshotNote({ answer }: { answer: StockValue }) {
  const t = useT();
  const style = useDateStyle();
  const { snapshot } = answer;
  if (snapshot === null) return null;
  const day = (date: LocalDate) => formatDay(date, style);
  if (snapshot.basis === 'estimate_back') {
    const first = day(answer.first_snapshot ?? snapshot.date);
    return (
      <div className="banner banner--warning" role="note" data-testid="stock-estimate">
        <p>
          <strong>{t('stock.estimate', { first })}</strong>
        </p>
        <p>{t('stock.estimateHow', { date: day(answer.date), first })}</p>
      </div>
    );
  }
  const text =
    snapshot.basis === 'own'
      ? t('stock.own', {
          date: day(snapshot.date),
          moment: formatDateTime(snapshot.taken_at, style),
        })
      : t(countKey('stock.earlier', snapshot.days_between), {
          asked: day(answer.date),
          date: day(snapshot.date),
          days: snapshot.days_between,
        });
  return (
    <p className={snapshot.basis === 'own' ? 'hint' : 'banner banner--info'} role="note">
      <span data-testid="stock-snapshot">{text}</span>
    </p>
  );
}

/** The answer: the totals, per group, and the products valued at zero. */
export function StockValueBody({ answer }: { answer: StockValue }) {
  const t = useT();
  const locale = useLocale();
  const style = useDateStyle();
  if (answer.snapshot === null) {
    return <EmptyState title={t('stock.none')} hint={t('stock.noneHint')} />;
  }
  return (
    <div className="report">
      <SnapshotNote answer={answer} />
      <div
        className="stat-grid stat-grid--large-amounts"
        role="group"
        aria-label={t('stock.figures', { date: formatDay(answer.date, style) })}
      >
        <MoneyStat label={t('stock.atCost')} figure="stock-at-cost" value={answer.value_at_cost} />
        <MoneyStat
          label={t('stock.atSalePrice')}
          figure="stock-at-sale-price"
          value={answer.value_at_sale_price}
        />
        <StatCard label={t('stock.products')} figure="stock-products">
          {formatNumber(answer.products, locale, 0)}
        </StatCard>
      </div>
      <GroupTable answer={answer} />
      <NamedProducts
        id="stock-without-cost"
        title={t('stock.withoutCost')}
        hint={t('stock.withoutCostHint')}
        products={answer.without_cost}
      />
      <NamedProducts
        id="stock-negative"
        title={t('stock.negative')}
        hint={t('stock.negativeHint')}
        products={answer.negative_stock}
      />
    </div>
  );
}
