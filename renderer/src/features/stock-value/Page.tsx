import { useQuery } from '@tanstack/react-query';
import { todayLocal } from '../../../../shared/dates.js';
import { useDateStyle } from '../../app/settings-store.js';
import { dayFileName } from '../../../../shared/api/user-file-names.js';
import { STOCK_VALUE_FILES } from '../../../../shared/api/zip-file-counts.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { DayField } from '../../components/form/DayField.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { QueryState } from '../../components/state/QueryState.js';
import { useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { chooseDayUpToToday } from '../../lib/day-up-to-today.js';
import { defaultStockDate, lastYearEnd } from './default-date.js';
import { stockValueQueries } from './queries.js';
import { StockValueBody } from './StockValueBody.js';
import { useStockValueStore } from './store.js';

/**
 * What the stock was worth at the end of a day (GET /api/stock-value): at cost and at sale
 * price excl. VAT, per turnover group and in total, which snapshot it comes from, and the
 * products it cannot value; exported as CSV (a zip of its tables) and .xlsx, each product
 * listed with its cost price and where it came from, and as PDF (the groups and the named
 * products).
 */
export function StockValuePage() {
  const t = useT();
  const style = useDateStyle();
  const store = useStockValueStore();
  const today = todayLocal();
  const fallback = defaultStockDate(today);
  const date = store.date ?? fallback;
  const options = stockValueQueries.onDate(date);
  const query = useQuery(options);
  const freshness = useFreshness(options);
  const chooseDay = chooseDayUpToToday(today, fallback, store.setDate);
  // The balance sheet's day, one click away: in January it is the default already.
  const yearEnd = lastYearEnd(today);
  return (
    <section className="page page--scroll">
      <PageHeader title={t('stock.title')} status={<FreshnessLine of={[freshness]} />}>
        <ExportButton
          path="/api/stock-value"
          query={{ date }}
          fileName={(lang) => dayFileName('stock-value', date, lang)}
          zipFiles={STOCK_VALUE_FILES}
          pdf
          disabled={!query.data}
        />
      </PageHeader>
      <div className="toolbar">
        <DayField label={t('stock.date')} value={date} onChange={chooseDay} />
        {store.date === null || store.date === fallback ? null : (
          <button type="button" className="button" onClick={() => store.setDate(null)}>
            {t('stock.toDefault', { date: formatDay(fallback, style) })}
          </button>
        )}
        {date === yearEnd || yearEnd === fallback ? null : (
          <button type="button" className="button" onClick={() => chooseDay(yearEnd)}>
            {t('stock.yearEnd', { date: formatDay(yearEnd, style) })}
          </button>
        )}
      </div>
      <QueryState query={query} queryKey={options.queryKey}>
        {(answer) => <StockValueBody answer={answer} />}
      </QueryState>
    </section>
  );
}
