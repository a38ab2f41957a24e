/** The slow movers: products in stock that did not sell in the last N days (GET /api/slow-movers). */
import { useQuery } from '@tanstack/react-query';
import { functionalUpdate } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { SlowMover, SlowMoversResponse } from '../../../../shared/api/product-sales.js';
import { slowMoversExport } from '../../../../shared/api/export-columns.js';
import { DataTable } from '../../components/table/DataTable.js';
import { SelectField } from '../../components/form/SelectField.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { Money } from '../../components/value/Money.js';
import { QueryState } from '../../components/state/QueryState.js';
import {
  columnChoicesOf,
  useColumnLayout,
  type ColumnLayoutControl,
} from '../../components/table/use-column-layout.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatMoney, formatNumber } from '../../lib/format.js';
import { slowMoverColumns } from './columns.js';
import { ViewFilters, ViewHeader, type ViewProps } from './filters.js';
import { productSalesQueries, slowExportQuery, type SlowFilter } from './queries.js';
import { DAY_CHOICES } from './store.js';
import { slowMoversFileNameIn } from '../../../../shared/api/user-file-names.js';
import { todayLocal } from '../../../../shared/dates.js';

export function SlowMovers({ store, choice, groups, tabs }: ViewProps) {
  const t = useT();
  const filter: SlowFilter = {
    days: store.days,
    locationId: choice.locationId,
    groupId: store.groupId,
  };
  const listQuery = productSalesQueries.slow(filter, store.sorting);
  const listOptions = { ...listQuery, enabled: choice.me.isSuccess };
  const query = useQuery(listOptions);
  const freshness = useFreshness(listOptions);
  const columns = useMemo(() => slowMoverColumns(t), [t]);
  const choices = useMemo(() => columnChoicesOf(columns), [columns]);
  const columnLayout = useColumnLayout('slow-movers', choices, store);
  return (
    <>
      <ViewHeader freshness={freshness} total={query.data?.total} columnLayout={columnLayout}>
        <ExportButton
          path="/api/slow-movers"
          query={slowExportQuery(filter)}
          fileName={(lang) =>
            slowMoversFileNameIn(
              {
                days: filter.days,
                to: todayLocal(),
                location_id: filter.locationId,
                product_group_id: filter.groupId,
              },
              lang,
            )
          }
          table={slowMoversExport}
          sort={store.sorting}
          columns={columnLayout.chosenColumnIds}
        />
      </ViewHeader>
      {tabs(
        <>
          <ViewFilters store={store} choice={choice} groups={groups}>
            <DaysSelect value={store.days} onChange={store.setDays} />
          </ViewFilters>
          <QueryState query={query} queryKey={listQuery.queryKey}>
            {(slow) => (
              <SlowTable slow={slow} store={store} columns={columns} columnLayout={columnLayout} />
            )}
          </QueryState>
          <p className="hint">{t('sales.slowHint')}</p>
        </>,
      )}
    </>
  );
}

/** The slow movers found: their stock value, what is unknown of it, and the table. */
function SlowTable({
  slow,
  store,
  columns,
  columnLayout,
}: {
  slow: SlowMoversResponse;
  store: ViewProps['store'];
  columns: ReturnType<typeof slowMoverColumns>;
  columnLayout: ColumnLayoutControl;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <p className="hint">
        {t('sales.stockValueTotal', { value: formatMoney(slow.totals.stock_value) })}
        {slow.totals.without_cost > 0
          ? ` · ${t('sales.withoutCost', { count: formatNumber(slow.totals.without_cost, locale, 0) })}`
          : ''}
        {slow.count < slow.total
          ? ` · ${t('sales.shownOf', { shown: formatNumber(slow.count, locale, 0), total: formatNumber(slow.total, locale, 0) })}`
          : ''}
      </p>
      {slow.data.some((row) => row.cost_unknown === 'no_cost_rows') ? (
        <p className="hint" role="note">
          {t('sales.costUnknownRows')}
        </p>
      ) : null}
      <DataTable<SlowMover>
        data={slow.data}
        columns={columns}
        label={t('sales.slowTableLabel')}
        getRowId={(row) => String(row.product_id)}
        sorting={store.sorting}
        onSortingChange={(updater) => store.setSorting(functionalUpdate(updater, store.sorting))}
        columnLayout={columnLayout}
        totals={{ stock_value: <Money value={slow.totals.stock_value} /> }}
        empty={<EmptyState title={t('sales.slowEmpty')} hint={t('sales.slowEmptyHint')} />}
      />
    </>
  );
}

function DaysSelect({ value, onChange }: { value: number; onChange: (days: number) => void }) {
  const t = useT();
  return (
    <SelectField
      label={t('sales.days')}
      value={String(value)}
      options={DAY_CHOICES.map((days) => ({
        value: String(days),
        label: t('sales.daysOption', { days }),
      }))}
      onChange={(days) => onChange(Number(days))}
    />
  );
}
