import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../components/value/AmountText.js';
import { DateRange } from '../../components/form/DateRange.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { IdSelect } from '../../components/form/IdSelect.js';
import { Money } from '../../components/value/Money.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { useT } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';
import { useSettledRange } from '../../lib/use-settled-range.js';
import { LocationSelect, useLocationChoice } from '../../components/form/LocationSelect.js';
import { referenceQueries } from '../../app/reference-queries.js';
import { dayClosingsQueries, dayClosingsQuery, type DayClosingsFilter } from './queries.js';
import { useDayClosingsStore } from './store.js';
import { ThresholdField } from './ThresholdField.js';
import { DayClosingTable } from './DayClosingTable.js';
import { periodFileNameIn } from '../../../../shared/api/user-file-names.js';
import { DAY_CLOSINGS_FILES } from '../../../../shared/api/zip-file-counts.js';

const EMPTY_FILTER: DayClosingsFilter = {
  from: '',
  to: '',
  locationId: null,
  shopId: null,
  threshold: null,
};

/** Each till's day closing: expected against counted cash, flagged differences, unclosed days. */
export function DayClosingsPage() {
  const t = useT();
  const store = useDayClosingsStore();
  const choice = useLocationChoice(store.locationId);
  const { me, locationId } = choice;
  const shops = useQuery(referenceQueries.shops());
  const settled = useSettledRange(store.range);
  const range = settled.range;
  const filter: DayClosingsFilter | null = range
    ? { ...range, locationId, shopId: store.shopId, threshold: store.threshold }
    : null;
  const options = {
    ...dayClosingsQueries.list(filter ?? EMPTY_FILTER),
    enabled: filter !== null && me.isSuccess,
  };
  const query = useQuery(options);
  const freshness = useFreshness(options);
  const tills = shops.data?.data.filter(
    (shop) =>
      shop.type !== 'web' &&
      shop.location_id !== null &&
      (locationId === null || shop.location_id === locationId),
  );

  return (
    <section className="page page--scroll">
      <PageHeader title={t('closings.title')} status={<FreshnessLine of={[freshness]} />}>
        <ExportButton
          path="/api/day-closings"
          query={filter ? dayClosingsQuery(filter) : {}}
          fileName={(lang) =>
            periodFileNameIn(
              'day-closings',
              range && { ...range, location_id: locationId, shop_id: store.shopId },
              lang,
            )
          }
          zipFiles={DAY_CLOSINGS_FILES}
          disabled={filter === null || settled.behind}
        />
      </PageHeader>
      <div className="toolbar">
        <DateRange value={store.range} onChange={store.setRange} />
        <LocationSelect choice={choice} onChange={store.setLocationId} />
        <IdSelect
          label={t('closings.till')}
          value={store.shopId}
          options={tills}
          allLabel={t('closings.allTills')}
          onChange={store.setShopId}
        />
        <ThresholdField value={store.threshold} onChange={store.setThreshold} />
      </div>
      <RangeBehindNote settled={settled} />
      {filter === null ? null : (
        <QueryState
          query={query}
          stale={settled.behind}
          queryKey={dayClosingsQueries.list(filter).queryKey}
          period={range}
        >
          {(closings) => (
            <div className="report">
              <div className="stat-grid stat-grid--three">
                <div className="card stat">
                  <p className="stat__label">{t('closings.totalDifference')}</p>
                  <p className="stat__value" data-figure="total-difference">
                    <Money value={closings.totals.difference} />
                  </p>
                </div>
                <div className="card stat">
                  <p className="stat__label">
                    <AmountText
                      text={(marked) => t('closings.flaggedCount', marked)}
                      amounts={{ threshold: formatMoney(closings.threshold) }}
                    />
                  </p>
                  <p className="stat__value" data-figure="flagged">
                    {closings.totals.flagged}
                  </p>
                </div>
                <div className="card stat">
                  <p className="stat__label">{t('closings.notClosedCount')}</p>
                  <p className="stat__value" data-figure="not-closed">
                    {closings.totals.not_closed}
                  </p>
                </div>
              </div>
              <p className="hint">{t('closings.differenceHint')}</p>
              <section className="card">
                {closings.data.length === 0 ? (
                  <EmptyState title={t('closings.empty')} />
                ) : (
                  <div className="wide-table wide-table--long">
                    <DayClosingTable closings={closings} />
                  </div>
                )}
              </section>
            </div>
          )}
        </QueryState>
      )}
    </section>
  );
}
