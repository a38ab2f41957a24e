import type { ReactNode } from 'react';
import { AmountText } from '../../components/value/AmountText.js';
import type { FinancialReportRevenue } from '../../../../shared/api/financial-report.js';
import { Money } from '../../components/value/Money.js';
import { useT, type MessageKey, type Translate } from '../../i18n/index.js';
import { changeOf } from '../../lib/compare-period.js';
import { formatMoney, formatPercent } from '../../lib/format.js';
import { ChangeText } from './ChangeText.js';
import { FigureButton } from './FigureButton.js';

/** The compared period's revenue, and how to name that period in a sentence. */
interface RevenueBase {
  revenue: FinancialReportRevenue;
  against: string;
}

function Card({
  label,
  value,
  note,
  base,
  emphasis = false,
  warning,
}: {
  label: MessageKey;
  value: number;
  note?: ReactNode;
  base?: { value: number; against: string } | undefined;
  emphasis?: boolean;
  /** Said under the note, marked: the figure is weaker than it looks. */
  warning?: ReactNode;
}) {
  const t = useT();
  return (
    <div className={`card stat${emphasis ? ' stat--emphasis' : ''}${warning ? ' stat--weak' : ''}`}>
      <p className="stat__label">{t(label)}</p>
      <p className="stat__value">
        <Money value={value} />
      </p>
      {note ? <p className="stat__note">{note}</p> : null}
      {warning ? <p className="stat__warning">{warning}</p> : null}
      {base ? (
        <p className="stat__change">
          <ChangeText change={changeOf(value, base.value)} against={base.against} />
        </p>
      ) : null}
    </div>
  );
}

/**
 * What a cash difference does to turnover, said in words: it is counted expected − counted,
 * so a positive amount is a shortage (taken off turnover) and a negative one a surplus
 * (added to it), which a red minus sign alone would say backwards.
 */
function differencesNote(t: Translate, amount: number): ReactNode {
  const effect =
    amount > 0 ? t('report.differences.short') : amount < 0 ? t('report.differences.over') : null;
  return (
    <>
      {effect}
      {effect ? <br /> : null}
      <span className="muted">{t('report.differences.way')}</span>
    </>
  );
}

/**
 * The margin counts a line without a cost price as costing nothing: said with how many and
 * how much turnover, which opens those lines' orders.
 */
function WithoutCostWarning({ revenue }: { revenue: FinancialReportRevenue }) {
  const t = useT();
  if (revenue.lines_without_cost_price === 0) return null;
  return (
    <>
      {t('report.margin.withoutCost', { count: revenue.lines_without_cost_price })}{' '}
      <span className="nowrap">
        {t('report.margin.withoutCostTurnover')}{' '}
        <FigureButton
          figure={{ kind: 'turnover_without_cost' }}
          value={revenue.turnover_without_cost_price}
        />
      </span>
    </>
  );
}

/**
 * Turnover on the cards is after the cash differences; turnover by group (and the chart) is
 * made of order lines only, so their totals differ by exactly the differences: said on both.
 */
function afterDifferences(t: Translate, revenue: FinancialReportRevenue): ReactNode {
  if (revenue.total_differences === 0) return null;
  return (
    <AmountText
      text={(marked) => t('report.turnover.afterDifferences', marked)}
      amounts={{ amount: formatMoney(revenue.total_differences) }}
    />
  );
}

/** The six headline figures: sales, returns, differences, turnover, cost and margin. */
export function RevenueCards({
  revenue,
  base,
}: {
  revenue: FinancialReportRevenue;
  base?: RevenueBase | undefined;
}) {
  const t = useT();
  const against = (pick: (figures: FinancialReportRevenue) => number) =>
    base ? { value: pick(base.revenue), against: base.against } : undefined;
  const inclVat = (amount: number) => (
    <AmountText
      text={(marked) => t('report.inclVat', marked)}
      amounts={{ amount: formatMoney(amount) }}
    />
  );
  const percentage = revenue.margin.percentage;
  return (
    <div className="stat-grid" role="group" aria-label={t('report.revenue')}>
      <Card
        label="report.sales"
        value={revenue.total_sales}
        base={against((figures) => figures.total_sales)}
        note={inclVat(revenue.total_sales_wt)}
      />
      <Card
        label="report.returns"
        value={revenue.total_returns}
        base={against((figures) => figures.total_returns)}
        note={inclVat(revenue.total_returns_wt)}
      />
      <Card
        label="report.differences"
        value={revenue.total_differences}
        base={against((figures) => figures.total_differences)}
        note={differencesNote(t, revenue.total_differences)}
      />
      <Card
        label="report.turnover"
        value={revenue.total_turnover}
        base={against((figures) => figures.total_turnover)}
        note={
          <>
            {inclVat(revenue.total_turnover_wt)}
            {revenue.total_differences === 0 ? null : (
              <>
                <br />
                {afterDifferences(t, revenue)}
              </>
            )}
          </>
        }
        emphasis
      />
      <Card
        label="report.cost"
        value={revenue.total_cost_of_goods_sold}
        base={against((figures) => figures.total_cost_of_goods_sold)}
      />
      <Card
        label="report.margin"
        value={revenue.margin.value}
        base={against((figures) => figures.margin.value)}
        note={
          percentage === null
            ? t('report.percentUnknown')
            : t('report.marginPercent', { percent: formatPercent(percentage, 'share') })
        }
        warning={
          revenue.lines_without_cost_price > 0 ? (
            <WithoutCostWarning revenue={revenue} />
          ) : undefined
        }
        emphasis
      />
    </div>
  );
}
