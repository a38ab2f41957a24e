import { useQuery } from '@tanstack/react-query';
import type { DayClosings } from '../../../../shared/api/day-closings.js';
import { AmountText } from '../../components/value/AmountText.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { IdSelect } from '../../components/form/IdSelect.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { PeriodToolbar } from '../../components/form/PeriodToolbar.js';
import { QueryState } from '../../components/state/QueryState.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { MoneyStat, StatCard } from '../../components/layout/StatCard.js';
import { usePeriodRead } from '../../components/state/use-period-read.js';
import { useT } from '../../i18n/index.js';
import type { PeriodFilter } from '../../lib/dated-read.js';
import { formatMoney } from '../../lib/format.js';
import { referenceQueries } from '../../app/reference-queries.js';
import { dayClosingsQueries, dayClosingsQuery, type DayClosingsFilter } from './queries.js';
import { useDayClosingsStore } from './store.js';
import { ThresholdField } from './ThresholdField.js';
import { DayClosingTable } from './DayClosingTable.js';
import { DAY_CLOSINGS_FILES } from '../../../../shared/api/zip-file-counts.js';

/** Each till's day closing: expected against counted cash, flagged differences, unclosed days. */
export function DayClosingsPage() {
  const t = useT();
  const store = useDayClosingsStore();
  const closingsOf = (period: PeriodFilter): DayClosingsFilter => ({
    ...period,
    shopId: store.shopId,
    threshold: store.threshold,
  });
  const read = usePeriodRead(store, (period) => dayClosingsQueries.list(closingsOf(period)));
  const { filter, choice } = read;
  const shops = useQuery(referenceQueries.shops());
  const tills = shops.data?.data.filter(
    (shop) =>
      shop.type !== 'web' &&
      shop.location_id !== null &&
      (choice.locationId === null || shop.location_id === choice.locationId),
  );

  return (
    <section className="page page--scroll">
      <PageHeader title={t('closings.title')} status={<FreshnessLine of={[read.freshness]} />}>
        <ExportButton
          path="/api/day-closings"
          query={filter ? dayClosingsQuery(closingsOf(filter)) : {}}
          fileName={read.fileName('day-closings', { shop_id: store.shopId })}
          zipFiles={DAY_CLOSINGS_FILES}
          disabled={filter === null || read.settled.behind}
        />
      </PageHeader>
      <PeriodToolbar store={store} choice={choice}>
        <IdSelect
          label={t('closings.till')}
          value={store.shopId}
          options={tills}
          allLabel={t('closings.allTills')}
          onChange={store.setShopId}
        />
        <ThresholdField value={store.threshold} onChange={store.setThreshold} />
      </PeriodToolbar>
      <RangeBehindNote settled={read.settled} />
      {filter === null ? null : (
        <QueryState {...read.state} period={read.range}>
          {(closings) => <ClosingsBody closings={closings} />}
        </QueryState>
      )}
    </section>
  );
}

/** The closings read: the period's totals, then a row per till per day. */
function ClosingsBody({ closings }: { closings: DayClosings }) {
  const t = useT();
  return (
    <div className="report">
      <div className="stat-grid stat-grid--three">
        <MoneyStat
          label={t('closings.totalDifference')}
          figure="total-difference"
          value={closings.totals.difference}
        />
        <StatCard
          label={
            <AmountText
              text={(marked) => t('closings.flaggedCount', marked)}
              amounts={{ threshold: formatMoney(closings.threshold) }}
            />
          }
          figure="flagged"
        >
          {closings.totals.flagged}
        </StatCard>
        <StatCard label={t('closings.notClosedCount')} figure="not-closed">
          {closings.totals.not_closed}
        </StatCard>
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
  );
}
