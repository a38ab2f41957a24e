import { useQuery } from '@tanstack/react-query';
import type { SalesByHour } from '../../../../shared/api/dashboard.js';
import { todayLocal } from '../../../../shared/dates.js';
import { DateRange } from '../../components/form/DateRange.js';
import { DayField } from '../../components/form/DayField.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { countKey, useT } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';
import { chooseDayUpToToday } from '../../lib/day-up-to-today.js';
import { LocationSelect } from '../../components/form/LocationSelect.js';
import { usePeriodRead } from '../../components/state/use-period-read.js';
import { FirstRunChecklist } from '../first-run/index.js';
import { HeatMap } from './HeatMap.js';
import { HourBars } from './HourBars.js';
import { salesByHourQuery, todayQueries } from './queries.js';
import { useTodayStore } from './store.js';
import { TodayFigures } from './TodayFigures.js';
import { BookkeepingLine } from './BookkeepingLine.js';
import { StockValueLine } from '../stock-value/index.js';
import { SALES_BY_HOUR_FILES } from '../../../../shared/api/zip-file-counts.js';

/**
 * The first screen after login: today so far against the same weekday last week and last
 * year, per location, and when in the week and the day the shop sells (GET /api/dashboard,
 * GET /api/sales-by-hour).
 */
export function TodayPage() {
  const t = useT();
  const store = useTodayStore();
  const hours = usePeriodRead(store, todayQueries.salesByHour);
  const { choice } = hours;
  const today = todayLocal();
  const dashboardRead = todayQueries.dashboard({ date: store.date, locationId: choice.locationId });
  const dashboardOptions = { ...dashboardRead, enabled: choice.me.isSuccess };
  const dashboard = useQuery(dashboardOptions);
  const dashboardFreshness = useFreshness(dashboardOptions);
  const chooseDay = chooseDayUpToToday(today, today, store.setDate);

  return (
    <section className="page page--scroll today-page">
      <PageHeader
        title={t('today.title')}
        status={<FreshnessLine of={[dashboardFreshness, hours.freshness]} />}
      >
        <ExportButton
          path="/api/sales-by-hour"
          query={hours.filter ? salesByHourQuery(hours.filter) : {}}
          fileName={hours.fileName('sales-by-hour')}
          zipFiles={SALES_BY_HOUR_FILES}
          disabled={hours.filter === null || hours.settled.behind}
        />
      </PageHeader>
      <FirstRunChecklist />
      <BookkeepingLine />
      <StockValueLine />
      <div className="toolbar">
        <DayField label={t('today.day')} value={store.date ?? today} onChange={chooseDay} />
        {store.date === null ? null : (
          <button type="button" className="button" onClick={() => store.setDate(null)}>
            {t('today.showToday')}
          </button>
        )}
        <LocationSelect choice={choice} onChange={store.setLocationId} />
      </div>
      <QueryState query={dashboard} queryKey={dashboardRead.queryKey}>
        {(answer) => <TodayFigures dashboard={answer} />}
      </QueryState>
      <SectionCard id="today-hours" title={t('today.hours.title')} hint={t('today.hours.hint')}>
        <div className="toolbar">
          <DateRange value={store.range} onChange={store.setRange} />
        </div>
        <RangeBehindNote settled={hours.settled} />
        {hours.filter === null ? null : (
          <QueryState {...hours.state} period={hours.range}>
            {(sales) => <HoursBody sales={sales} />}
          </QueryState>
        )}
      </SectionCard>
    </section>
  );
}

/** The period's sales by hour: its total, the bars of the day's hours, the week's heat map. */
function HoursBody({ sales }: { sales: SalesByHour }) {
  const t = useT();
  if (sales.total.orders === 0 && sales.total.turnover_wt === 0) {
    return <EmptyState title={t('today.hours.empty')} />;
  }
  return (
    <div className="today-hours__body">
      <p className="hint" data-testid="today-hours-total">
        {t(countKey('today.hours.total', sales.total.orders), {
          turnover: formatMoney(sales.total.turnover_wt),
          orders: sales.total.orders,
        })}
      </p>
      <HourBars hours={sales.hours} />
      <h3 className="section-subtitle">{t('today.heat.title')}</h3>
      <HeatMap sales={sales} />
    </div>
  );
}
