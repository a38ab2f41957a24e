/**
 * Product sales: the best sellers of a period, per product, with their turnover,
 * cost of goods and margin, each opening its orders; and the slow movers, products in stock
 * that did not sell in N days, with their stock value at cost. Period, location and group
 * filters, sort and columns are kept in the address; the exports follow the screen.
 */
import { useQuery } from '@tanstack/react-query';
import { functionalUpdate } from '@tanstack/react-table';
import { useMemo } from 'react';
import type {
  ProductSalesResponse,
  ProductSalesRow,
} from '../../../../shared/api/product-sales.js';
import { productSalesExport } from '../../../../shared/api/export-columns.js';
import { DataTable } from '../../components/table/DataTable.js';
import { DateRange } from '../../components/form/DateRange.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FormattedValue } from '../../components/value/FormattedValue.js';
import { Money } from '../../components/value/Money.js';
import { QueryState } from '../../components/state/QueryState.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { Tabs } from '../../components/layout/Tabs.js';
import {
  columnChoicesOf,
  useColumnLayout,
  type ColumnLayoutControl,
} from '../../components/table/use-column-layout.js';
import { usePeriodRead } from '../../components/state/use-period-read.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';
import { FigureOrders } from '../financial-report/index.js';
import { useLocationChoice } from '../../components/form/LocationSelect.js';
import { referenceQueries } from '../../app/reference-queries.js';
import { productSalesColumns } from './columns.js';
import { ViewFilters, ViewHeader, type InTabs, type ViewProps } from './filters.js';
import { SlowMovers } from './SlowMovers.js';
import { productSalesQueries, salesExportQuery } from './queries.js';
import { productTurnover, useProductSalesStore, type SalesView } from './store.js';

export function ProductSalesPage() {
  const t = useT();
  const store = useProductSalesStore();
  const choice = useLocationChoice(store.locationId);
  const groups = useQuery(referenceQueries.turnoverGroups());
  const views = [
    { key: 'best' as const, label: t('sales.view.best') },
    { key: 'slow' as const, label: t('sales.view.slow') },
  ];
  // Each view has its own header (its count and exports); the tabs follow it, as on the
  // reference screen, and hold the view's filters and table.
  const tabs: InTabs = (panel) => (
    <Tabs<SalesView>
      label={t('sales.view')}
      items={views}
      selected={store.view}
      onSelect={store.setView}
    >
      {panel}
    </Tabs>
  );
  const groupList = groups.data?.data;
  return (
    <section className="page">
      {store.view === 'best' ? (
        <BestSellers store={store} choice={choice} groups={groupList} tabs={tabs} />
      ) : (
        <SlowMovers store={store} choice={choice} groups={groupList} tabs={tabs} />
      )}
    </section>
  );
}

function BestSellers({ store, choice, groups, tabs }: ViewProps) {
  const t = useT();
  const drillName = useDrillName();
  const read = usePeriodRead(store, (period) =>
    productSalesQueries.sales({ ...period, groupId: store.groupId }, store.sorting),
  );
  const { filter, range, settled, query } = read;
  const columns = useMemo(() => productSalesColumns(t), [t]);
  const choices = useMemo(() => columnChoicesOf(columns), [columns]);
  const columnLayout = useColumnLayout('product-sales', choices, store);
  return (
    <>
      <ViewHeader freshness={read.freshness} total={query.data?.total} columnLayout={columnLayout}>
        <ExportButton
          path="/api/product-sales"
          query={filter ? salesExportQuery({ ...filter, groupId: store.groupId }) : {}}
          fileName={read.fileName('product-sales', { product_group_id: store.groupId })}
          disabled={filter === null || settled.behind}
          table={productSalesExport}
          sort={store.sorting}
          columns={columnLayout.chosenColumnIds}
        />
      </ViewHeader>
      {tabs(
        <>
          <ViewFilters store={store} choice={choice} groups={groups}>
            <DateRange value={store.range} onChange={store.setRange} />
          </ViewFilters>
          <RangeBehindNote settled={settled} />
          {filter === null ? null : (
            <QueryState {...read.state}>
              {(sales) => (
                <SalesTable
                  sales={sales}
                  store={store}
                  columns={columns}
                  columnLayout={columnLayout}
                />
              )}
            </QueryState>
          )}
          <p className="hint">{t('sales.openHint')}</p>
        </>,
      )}
      {filter !== null && range !== null && store.drillProduct !== null && !settled.behind ? (
        <FigureOrders
          title={t('sales.ordersTitle', { product: drillName(query.data, store.drillProduct) })}
          filter={filter}
          period={range}
          figure={productTurnover(store.drillProduct)}
          onClose={() => store.setDrillProduct(null)}
        />
      ) : null}
    </>
  );
}

/** The product whose orders are open, as its row names it (or by its id, before the rows). */
function useDrillName() {
  const t = useT();
  return (answer: ProductSalesResponse | undefined, product: number | 'none') => {
    const row = answer?.data.find((candidate) => (candidate.product_id ?? 'none') === product);
    if (!row) return `#${product}`;
    return row.product_id === null ? t('sales.noProduct') : `${row.title} (${row.sku})`;
  };
}

/** The best sellers found: what is unknown of their margin, how many shown, the table. */
function SalesTable({
  sales,
  store,
  columns,
  columnLayout,
}: {
  sales: ProductSalesResponse;
  store: ViewProps['store'];
  columns: ReturnType<typeof productSalesColumns>;
  columnLayout: ColumnLayoutControl;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <p className="hint">
        {sales.totals.margin_unknown === null ? null : (
          <span role="note">
            {t('sales.marginUnknown', {
              lines: formatNumber(sales.totals.lines_without_cost_price, locale, 0),
            })}{' '}
          </span>
        )}
        {sales.count < sales.total
          ? t('sales.shownOf', {
              shown: formatNumber(sales.count, locale, 0),
              total: formatNumber(sales.total, locale, 0),
            })
          : null}
      </p>
      <DataTable<ProductSalesRow>
        data={sales.data}
        columns={columns}
        label={t('sales.tableLabel')}
        getRowId={(row) => String(row.product_id ?? 'none')}
        sorting={store.sorting}
        onSortingChange={(updater) => store.setSorting(functionalUpdate(updater, store.sorting))}
        onRowActivate={(row) => store.setDrillProduct(row.product_id ?? 'none')}
        columnLayout={columnLayout}
        totals={{
          quantity_sold: <FormattedValue value={sales.totals.quantity_sold} format="quantity" />,
          quantity_returned: (
            <FormattedValue value={sales.totals.quantity_returned} format="quantity" />
          ),
          turnover: <Money value={sales.totals.turnover} />,
          turnover_wt: <Money value={sales.totals.turnover_wt} />,
          cost_of_goods: <Money value={sales.totals.cost_of_goods} />,
          margin: sales.totals.margin === null ? null : <Money value={sales.totals.margin} />,
        }}
        empty={<EmptyState title={t('sales.empty')} hint={t('sales.emptyHint')} />}
      />
    </>
  );
}
