import { useQuery } from '@tanstack/react-query';
import { functionalUpdate } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DiscountOrder, OrderSummary } from '../../../../shared/api/orders.js';
import { ColumnChooser } from '../../components/table/ColumnChooser.js';
import { DataTable } from '../../components/table/DataTable.js';
import { DateRange } from '../../components/form/DateRange.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { discountOrderExport } from '../../../../shared/api/export-columns.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { Money } from '../../components/value/Money.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { HeaderCount } from '../../components/layout/HeaderCount.js';
import { QueryState } from '../../components/state/QueryState.js';
import { TWO_LINE_ROW_HEIGHT } from '../../components/value/WrappedName.js';
import { columnChoicesOf, useColumnLayout } from '../../components/table/use-column-layout.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { countKey, useLocale, useT } from '../../i18n/index.js';
import { useSettledRange } from '../../lib/use-settled-range.js';
import { RangeBehindNote } from '../../components/note/RangeBehindNote.js';
import { formatNumber } from '../../lib/format.js';
import { referenceQueries } from '../../app/reference-queries.js';
import { discountOrderColumns, openOrder } from './columns.js';
import { discountOrderQueries, discountOrdersQuery, type DiscountOrdersFilter } from './queries.js';
import { useDiscountOrdersStore } from './store.js';
import { CheckField } from '../../components/form/CheckField.js';
import { IdSelect } from '../../components/form/IdSelect.js';
import { periodFileNameIn } from '../../../../shared/api/user-file-names.js';

export function DiscountOrdersPage() {
  const t = useT();
  const locale = useLocale();
  const store = useDiscountOrdersStore();
  const shops = useQuery(referenceQueries.shops());
  const settled = useSettledRange(store.range);
  const range = settled.range;
  const { shopId, onlyFull, includeNegative } = store;
  const filter: DiscountOrdersFilter | null = range
    ? { ...range, shopId, onlyFull, includeNegative }
    : null;
  const listQuery = discountOrderQueries.list(
    filter ?? { from: '', to: '', shopId: null, onlyFull: false, includeNegative: false },
  );
  const listOptions = { ...listQuery, enabled: filter !== null };
  const query = useQuery(listOptions);
  const freshness = useFreshness(listOptions);

  const { columns, columnLayout } = useDiscountColumns(shops.data?.data, store);
  const summary = query.data?.summary;

  return (
    <section className="page">
      <PageHeader title={t('orders.title')} status={<FreshnessLine of={[freshness]} />}>
        {query.data ? (
          <HeaderCount>
            {t(countKey('orders.count', query.data.total), {
              count: formatNumber(query.data.total, locale, 0),
            })}
          </HeaderCount>
        ) : null}
        <ColumnChooser control={columnLayout} />
        <ExportButton
          path="/api/discount-orders"
          query={filter ? discountOrdersQuery(filter) : {}}
          fileName={(lang) =>
            periodFileNameIn('discount-orders', range && { ...range, shop_id: store.shopId }, lang)
          }
          disabled={filter === null || settled.behind}
          table={discountOrderExport}
          sort={store.sorting}
          columns={columnLayout.chosenColumnIds}
        />
      </PageHeader>
      <DiscountFilters store={store} shops={shops.data?.data} />
      <RangeBehindNote settled={settled} />
      {filter === null ? null : (
        <QueryState query={query} stale={settled.behind} queryKey={listQuery.queryKey}>
          {(answer) => (
            <DataTable<DiscountOrder>
              data={answer.data}
              columns={columns}
              label={t('orders.tableLabel')}
              getRowId={(row) => String(row.id)}
              sorting={store.sorting}
              onSortingChange={(updater) =>
                store.setSorting(functionalUpdate(updater, store.sorting))
              }
              onRowActivate={openOrder}
              rowHeight={TWO_LINE_ROW_HEIGHT}
              columnLayout={columnLayout}
              totals={summary ? totalsOf(summary) : undefined}
              empty={<EmptyState title={t('orders.empty')} hint={t('orders.emptyHint')} />}
            />
          )}
        </QueryState>
      )}
      <p className="hint">{t('orders.openHint')}</p>
    </section>
  );
}

/** The till and the kinds of discount the list is narrowed to (beside its period). */
function DiscountFilters({ store, shops }: { store: Store; shops: Shops }) {
  const t = useT();
  return (
    <div className="toolbar">
      <DateRange value={store.range} onChange={store.setRange} />
      <IdSelect
        label={t('orders.shop')}
        value={store.shopId}
        options={shops}
        allLabel={t('orders.allShops')}
        onChange={store.setShopId}
      />
      <div className="toolbar__checks">
        <CheckField
          label={t('orders.onlyFull')}
          checked={store.onlyFull}
          onChange={store.setOnlyFull}
        />
        <CheckField
          label={t('orders.includeNegative')}
          checked={store.includeNegative}
          onChange={store.setIncludeNegative}
        />
      </div>
    </div>
  );
}

/** The table's columns (a till named by the reference list) as the user arranged them. */
function useDiscountColumns(shops: Shops, store: Store) {
  const t = useT();
  const shopName = useMemo(() => {
    const names = new Map(shops?.map((shop) => [shop.id, shop.name]));
    return (id: number) => names.get(id) ?? `#${id}`;
  }, [shops]);
  const columns = useMemo(() => discountOrderColumns(t, shopName), [t, shopName]);
  const choices = useMemo(() => columnChoicesOf(columns), [columns]);
  return { columns, columnLayout: useColumnLayout('discount-orders', choices, store) };
}

/** The totals row: the service's sums of the listed orders. */
const totalsOf = (summary: OrderSummary) => ({
  value_wt: <Money value={summary.value_wt} />,
  value_ex_wt: <Money value={summary.value_ex_wt} />,
  discount_value_wt: <Money value={summary.discount_value_wt} />,
  discount_value_ex_wt: <Money value={summary.discount_value_ex_wt} />,
});

type Store = ReturnType<typeof useDiscountOrdersStore>;
type Shops = readonly { id: number; name: string }[] | undefined;
