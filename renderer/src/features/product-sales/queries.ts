/** Product-sales reads: the best sellers of a period and the slow movers of N days. */
import type { SortingState } from '@tanstack/react-table';
import type { ClientQuery } from '../../../../shared/client/index.js';
import {
  productSalesExport,
  slowMoversExport,
  type ExportTableSpec,
} from '../../../../shared/api/export-columns.js';
import { PRODUCT_SALES_LIMIT_CAP } from '../../../../shared/api/product-sales.js';
import { api } from '../../app/api.js';
import { sortParamOf } from '../../components/export/export-query.js';
import { datedRead, periodQuery } from '../../lib/dated-read.js';

export interface SalesFilter {
  from: string;
  to: string;
  locationId: number | null;
  groupId: number | null;
}

export interface SlowFilter {
  days: number;
  locationId: number | null;
  groupId: number | null;
}

/** The export's query: the ExportButton adds the sort and columns on screen itself. */
export const salesExportQuery = (filter: SalesFilter): ClientQuery<'/api/product-sales'> => ({
  ...periodQuery(filter),
  product_group_id: filter.groupId ?? undefined,
});

export const slowExportQuery = (filter: SlowFilter): ClientQuery<'/api/slow-movers'> => ({
  days: filter.days,
  location_id: filter.locationId ?? undefined,
  product_group_id: filter.groupId ?? undefined,
});

/** The rows a view reads: the most an answer holds, in the table's order. */
const shownRows = (sorting: SortingState, table: ExportTableSpec) => ({
  sort: sortParamOf(sorting, table),
  limit: PRODUCT_SALES_LIMIT_CAP,
});

/**
 * The screen reads the first rows in the table's order, sorted by the service: with more
 * products than one answer holds, they are the best (or worst) by the sorted column.
 */
export const productSalesQueries = {
  all: ['product-sales'] as const,
  sales: (filter: SalesFilter, sorting: SortingState) =>
    datedRead([...productSalesQueries.all, 'sales', filter, sorting], (options) =>
      api.getDated(
        '/api/product-sales',
        { ...salesExportQuery(filter), ...shownRows(sorting, productSalesExport) },
        options,
      ),
    ),
  slow: (filter: SlowFilter, sorting: SortingState) =>
    datedRead([...productSalesQueries.all, 'slow', filter, sorting], (options) =>
      api.getDated(
        '/api/slow-movers',
        { ...slowExportQuery(filter), ...shownRows(sorting, slowMoversExport) },
        options,
      ),
    ),
};
