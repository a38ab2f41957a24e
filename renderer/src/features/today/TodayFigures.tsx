import { BridgeLine } from '../../components/note/BridgeLine.js';
import type { Dashboard, SalesFigures } from '../../../../shared/api/dashboard.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { PlainTable } from '../../components/table/PlainTable.js';
import type { HeadColumn } from '../../components/table/PlainTableHead.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useDateStyle } from '../../app/settings-store.js';
import { useT, type MessageKey, type Translate } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';
import { changeClassOf, changeWords, dayWithWeekday } from './words.js';

type Scope = Dashboard['total'];
type Comparison = Scope['last_week'];

interface FigureSpec {
  key: keyof SalesFigures;
  label: MessageKey;
}

const FIGURES: readonly FigureSpec[] = [
  { key: 'turnover_wt', label: 'today.turnoverWt' },
  { key: 'turnover', label: 'today.turnover' },
  { key: 'orders', label: 'today.orders' },
  { key: 'average_basket_wt', label: 'today.averageBasket' },
];

function valueText(t: Translate, key: keyof SalesFigures, figures: SalesFigures): string {
  const value = figures[key];
  if (value === null) return t('today.noValue');
  return key === 'orders' ? String(value) : formatMoney(value);
}

function ComparedLine({
  spec,
  when,
  comparison,
}: {
  spec: FigureSpec;
  when: MessageKey;
  comparison: Comparison;
}) {
  const t = useT();
  const style = useDateStyle();
  const change = comparison.change[spec.key];
  return (
    <p className="stat__change">
      {t('today.comparedWith', {
        when: t(when),
        day: dayWithWeekday(t, comparison.date, style),
        value: valueText(t, spec.key, comparison.figures),
      })}
      {' · '}
      <span className={changeClassOf(change)}>{changeWords(t, change)}</span>
    </p>
  );
}

/** The four figures of the scope, each against last week and last year. */
function FigureCards({ scope }: { scope: Scope }) {
  const t = useT();
  return (
    <div className="today-figures">
      {FIGURES.map((spec) => (
        <div key={spec.key} className="card stat" data-figure={spec.key}>
          <p className="stat__label">{t(spec.label)}</p>
          <p className="stat__value">{valueText(t, spec.key, scope.figures)}</p>
          <ComparedLine spec={spec} when="today.lastWeek" comparison={scope.last_week} />
          <ComparedLine spec={spec} when="today.lastYear" comparison={scope.last_year} />
        </div>
      ))}
    </div>
  );
}

function ChangeCell({ change }: { change: number | null }) {
  const t = useT();
  return (
    <td className="numeric">
      <span className={changeClassOf(change)}>{changeWords(t, change)}</span>
    </td>
  );
}

/** Per location: the day's figures and the turnover's change, in words. */
function LocationTable({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const row = (key: string, name: string, scope: Scope) => (
    <tr key={key}>
      <th scope="row">{name}</th>
      <td className="numeric">{formatMoney(scope.figures.turnover_wt)}</td>
      <td className="numeric">{scope.figures.orders}</td>
      <td className="numeric">{valueText(t, 'average_basket_wt', scope.figures)}</td>
      <ChangeCell change={scope.last_week.change.turnover_wt} />
      <ChangeCell change={scope.last_year.change.turnover_wt} />
    </tr>
  );
  const columns: HeadColumn[] = [
    { label: t('today.location') },
    { label: t('today.turnoverWt'), align: 'end' },
    { label: t('today.orders'), align: 'end' },
    { label: t('today.averageBasket'), align: 'end' },
    { label: t('today.vsLastWeek'), align: 'end' },
    { label: t('today.vsLastYear'), align: 'end' },
  ];
  return (
    <SectionCard id="today-locations" title={t('today.perLocation')}>
      {/* Wider than the card at 1024 px with today's words: it scrolls, so it is reachable by
          keyboard and named (a group: the card is the landmark of that name). */}
      <div className="wide-table" tabIndex={0} role="group" aria-label={t('today.perLocation')}>
        <PlainTable testId="today-locations" columns={columns}>
          <tbody>
            {dashboard.locations.map((location) =>
              row(String(location.location_id), location.name ?? t('today.noLocation'), location),
            )}
          </tbody>
          {dashboard.locations.length > 1 ? (
            <tfoot>{row('total', t('today.total'), dashboard.total)}</tfoot>
          ) : null}
        </PlainTable>
      </div>
    </SectionCard>
  );
}

/** The day's figures: what is counted (so far, or the whole day), the cards, the locations. */
export function TodayFigures({ dashboard }: { dashboard: Dashboard }) {
  const t = useT();
  const style = useDateStyle();
  const days = {
    day: dayWithWeekday(t, dashboard.date, style),
    lastWeek: dayWithWeekday(t, dashboard.total.last_week.date, style),
    lastYear: dayWithWeekday(t, dashboard.total.last_year.date, style),
  };
  const nothing = dashboard.total.figures.orders === 0 && dashboard.total.figures.turnover_wt === 0;
  return (
    <div className="report" data-testid="today-figures">
      <p className="hint" data-testid="today-scope">
        {dashboard.until === null
          ? t('today.wholeDay', days)
          : t('today.soFar', { ...days, time: dashboard.until.slice(0, 5) })}{' '}
        {t('today.rule')}
      </p>
      {nothing ? <EmptyState title={t('today.empty')} /> : null}
      <FigureCards scope={dashboard.total} />
      {dashboard.cash_differences === 0 ? null : (
        <p className="hint" data-testid="today-cash-differences">
          {t('today.cashDifferences', { amount: formatMoney(dashboard.cash_differences) })}
        </p>
      )}
      <BridgeLine bridge={dashboard.report_bridge} view="today" />
      <LocationTable dashboard={dashboard} />
    </div>
  );
}
