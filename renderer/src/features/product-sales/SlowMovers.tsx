/** The slow movers: products in stock that did not sell in the last N days (GET /api/slow-movers). */
import { useQuery } from '@tanstack/react-query';
import { functionalUpdate } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { SlowMover } from '../../../../shared/api/product-sales.js';
import { slowMoversExport } from '../../../../shared/api/export-columns.js';
import { ColumnChooser } from '../../components/table/ColumnChooser.js';
import { DataTable } from '../../components/table/DataTable.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { Money } from '../../components/value/Money.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { QueryState } from '../../components/state/QueryState.js';
import { columnChoicesOf, useColumnLayout } from '../../components/table/use-column-layout.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatMoney, formatNumber } from '../../lib/format.js';
import { LocationSelect } from '../../components/form/LocationSelect.js';
import { slowMoverColumns } from './columns.js';
import { GroupSelect, type ViewProps } from './filters.js';
import { productSalesQueries, slowExportQuery, type SlowFilter } from './queries.js';
import { DAY_CHOICES } from './store.js';
import { slowMoversFileNameIn } from '../../../../shared/api/user-file-names.js';
import { todayLocal } from '../../../../shared/dates.js';

export function SlowMovers({ store, choice, groups, tabs }: ViewProps) {
  const t = useT();
  const locale = useLocale();
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
  const answer = query.data;
  return (
    <>
      <PageHeader title={t('sales.title')} status={<FreshnessLine of={[freshness]} />}>
        {answer ? (
          <span className="page-header__count" aria-live="polite">
            {t('sales.count', { count: formatNumber(answer.total, locale, 0) })}
          </span>
        ) : null}
        <ColumnChooser control={columnLayout} />
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
      </PageHeader>
      {tabs(
        <>
          <div className="toolbar">
            <DaysSelect value={store.days} onChange={store.setDays} />
            <LocationSelect choice={choice} onChange={store.setLocationId} />
            <GroupSelect store={store} groups={groups} />
          </div>
          <QueryState query={query} queryKey={listQuery.queryKey}>
            {(slow) => (
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
                  onSortingChange={(updater) =>
                    store.setSorting(functionalUpdate(updater, store.sorting))
                  }
                  columnLayout={columnLayout}
                  totals={{ stock_value: <Money value={slow.totals.stock_value} /> }}
                  empty={
                    <EmptyState title={t('sales.slowEmpty')} hint={t('sales.slowEmptyHint')} />
                  }
                />
              </>
            )}
          </QueryState>
          <p className="hint">{t('sales.slowHint')}</p>
        </>,
      )}
    </>
  );
}

function DaysSelect({ value, onChange }: { value: number; onChange: (days: number) => void }) {
  const t = useT();
  return (
    <label className="field">
      <span className="field__label">{t('sales.days')}</span>
      <select
        className="input"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {DAY_CHOICES.map((days) => (
          <option key={days} value={days}>
            {t('sales.daysOption', { days })}
          </option>
        ))}
      </select>
    </label>
  );
}
