import { useQuery } from '@tanstack/react-query';
import { functionalUpdate } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import { ColumnChooser } from '../../components/table/ColumnChooser.js';
import { DataTable } from '../../components/table/DataTable.js';
import { EmptyState } from '../../components/state/EmptyState.js';
import { priceListExport } from '../../../../shared/api/export-columns.js';
import { ExportButton } from '../../components/export/ExportButton.js';
import { FreshnessLine } from '../../components/note/FreshnessLine.js';
import { PageHeader } from '../../components/layout/PageHeader.js';
import { HeaderCount } from '../../components/layout/HeaderCount.js';
import { QueryState } from '../../components/state/QueryState.js';
import { columnChoicesOf, useColumnLayout } from '../../components/table/use-column-layout.js';
import { useFreshness } from '../../components/note/use-freshness.js';
import { useLocale, useT } from '../../i18n/index.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { capabilityOf, sessionQueries } from '../../app/session-queries.js';
import { CATALOG_ROW_HEIGHT, priceListColumns } from './columns.js';
import { catalogCountText } from './count-text.js';
import { CostNote } from './CostNote.js';
import { ProductDrawer } from './ProductDrawer.js';
import { PRICE_LIST_COUNTRY, catalogQueries } from './queries.js';
import { useCatalogStore } from './store.js';
import { CheckField } from '../../components/form/CheckField.js';
import { dayFileName } from '../../../../shared/api/user-file-names.js';
import { todayLocal } from '../../../../shared/dates.js';

const SEARCH_DEBOUNCE_MS = 250;

export function CatalogPage() {
  const t = useT();
  const locale = useLocale();
  const store = useCatalogStore();
  const { search, neverPricedOnly, sorting, openProductId, openProduct } = store;
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const priceList = catalogQueries.priceList(settledSearch);
  const query = useQuery(priceList);
  const freshness = useFreshness(priceList);
  // The whole catalog's count beside a search's: the unsearched list, the page's first read.
  const whole = useQuery(catalogQueries.priceList('')).data?.total;
  const { columns, columnLayout } = useCatalogColumns(store);

  const rows = useMemo(() => {
    const all = query.data?.data ?? [];
    return neverPricedOnly ? all.filter((row) => row.ppu_wt === null) : all;
  }, [query.data, neverPricedOnly]);
  const openRow =
    rows.find((row) => row.product_id === openProductId) ??
    query.data?.data.find((row) => row.product_id === openProductId);

  return (
    <section className="page">
      <PageHeader title={t('catalog.title')} status={<FreshnessLine of={[freshness]} />}>
        {query.data ? (
          <HeaderCount>
            {catalogCountText(t, locale, {
              found: rows.length,
              whole,
              narrowed: settledSearch !== '' || neverPricedOnly,
            })}
          </HeaderCount>
        ) : null}
        <ColumnChooser control={columnLayout} />
        <ExportButton
          path="/api/price-list"
          query={{
            q: settledSearch === '' ? undefined : settledSearch,
            country_iso2: PRICE_LIST_COUNTRY,
            // The export holds what the table shows.
            never_priced: neverPricedOnly ? 'true' : undefined,
          }}
          fileName={(lang) => dayFileName('price-list', todayLocal(), lang)}
          table={priceListExport}
          sort={sorting}
          columns={columnLayout.chosenColumnIds}
        />
      </PageHeader>
      <CatalogSearch
        search={search}
        neverPricedOnly={neverPricedOnly}
        onSearch={store.setSearch}
        onNeverPricedOnly={store.setNeverPricedOnly}
      />
      {/* Only beside the cost column: without it the note speaks of nothing on screen, and its
          link would be a tab stop between the search and the table. */}
      {columnLayout.visibleColumnIds.includes('cost_price') ? (
        <CostNote snapshot={query.data?.cost_snapshot} />
      ) : null}
      <QueryState query={query}>
        {() => (
          <DataTable<PriceListRow>
            data={rows}
            columns={columns}
            label={t('catalog.tableLabel')}
            getRowId={(row) => String(row.product_id)}
            rowHeight={CATALOG_ROW_HEIGHT}
            sorting={sorting}
            onSortingChange={(updater) => store.setSorting(functionalUpdate(updater, sorting))}
            onRowActivate={(row) => openProduct(row.product_id)}
            columnLayout={columnLayout}
            empty={<EmptyState title={t('catalog.empty')} hint={t('catalog.emptyHint')} />}
          />
        )}
      </QueryState>
      {openRow ? <ProductDrawer product={openRow} onClose={() => openProduct(null)} /> : null}
    </section>
  );
}

/** What the catalog is narrowed to: a search, and the products never priced. */
function CatalogSearch({
  search,
  neverPricedOnly,
  onSearch,
  onNeverPricedOnly,
}: {
  search: string;
  neverPricedOnly: boolean;
  onSearch: (search: string) => void;
  onNeverPricedOnly: (on: boolean) => void;
}) {
  const t = useT();
  const searchId = useId();
  return (
    <div className="toolbar" role="search">
      <label className="field field--grow" htmlFor={searchId}>
        <span className="field__label">{t('catalog.search')}</span>
        <input
          id={searchId}
          type="search"
          className="input"
          placeholder={t('catalog.searchPlaceholder')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </label>
      <CheckField
        label={t('catalog.neverPriced')}
        checked={neverPricedOnly}
        onChange={onNeverPricedOnly}
      />
    </div>
  );
}

/**
 * The price list's columns as the user arranged them; without turnover groups on the
 * platform, the group column would only ever be empty, so it is not offered.
 */
function useCatalogColumns(store: ReturnType<typeof useCatalogStore>) {
  const t = useT();
  const groups = capabilityOf(useQuery(sessionQueries.capabilities()).data, 'turnover_groups');
  const withGroups = groups?.status !== 'unavailable';
  const columns = useMemo(() => priceListColumns(t, { withGroups }), [t, withGroups]);
  const choices = useMemo(() => columnChoicesOf(columns), [columns]);
  return { columns, columnLayout: useColumnLayout('catalog', choices, store) };
}
