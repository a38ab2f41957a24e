/** Product-sales reads: the best sellers of a period and the slow movers of N days. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import type { ClientQuery } from '../../../../shared/client/index.js';
import { productSalesExport, slowMoversExport } from '../../../../shared/api/export-columns.js';
import { PRODUCT_SALES_LIMIT_CAP } from '../../../../shared/api/product-sales.js';
import { api } from '../../app/api.js';
import { sortParamOf } from '../../components/export/export-query.js';
import { newProgressId } from '../../lib/progress-ids.js';
import { answerOf, readOptions } from '../../lib/refresh-requests.js';

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
  from: filter.from,
  to: filter.to,
  location_id: filter.locationId ?? undefined,
  product_group_id: filter.groupId ?? undefined,
});

export const slowExportQuery = (filter: SlowFilter): ClientQuery<'/api/slow-movers'> => ({
  days: filter.days,
  location_id: filter.locationId ?? undefined,
  product_group_id: filter.groupId ?? undefined,
});

/**
 * The screen reads the first rows in the table's order, sorted by the service: with more
 * products than one answer holds, they are the best (or worst) by the sorted column.
 */
export const productSalesQueries = {
  all: ['product-sales'] as const,
  sales: (filter: SalesFilter, sorting: SortingState) =>
    queryOptions({
      queryKey: [...productSalesQueries.all, 'sales', filter, sorting],
      queryFn: (context) =>
        api.getDated(
          '/api/product-sales',
          {
            ...salesExportQuery(filter),
            sort: sortParamOf(sorting, productSalesExport),
            limit: PRODUCT_SALES_LIMIT_CAP,
          },
          { ...readOptions(context), progressId: newProgressId(context.queryKey) },
        ),
      select: answerOf,
      placeholderData: keepPreviousData,
    }),
  slow: (filter: SlowFilter, sorting: SortingState) =>
    queryOptions({
      queryKey: [...productSalesQueries.all, 'slow', filter, sorting],
      queryFn: (context) =>
        api.getDated(
          '/api/slow-movers',
          {
            ...slowExportQuery(filter),
            sort: sortParamOf(sorting, slowMoversExport),
            limit: PRODUCT_SALES_LIMIT_CAP,
          },
          { ...readOptions(context), progressId: newProgressId(context.queryKey) },
        ),
      select: answerOf,
      placeholderData: keepPreviousData,
    }),
};
