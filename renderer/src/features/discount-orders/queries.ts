import type { ClientQuery } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { datedRead } from '../../lib/dated-read.js';

export interface DiscountOrdersFilter {
  from: string;
  to: string;
  shopId: number | null;
  onlyFull: boolean;
  includeNegative: boolean;
}

/** The query string for both the JSON read and the CSV export, so they always agree. */
export const discountOrdersQuery = (
  filter: DiscountOrdersFilter,
): ClientQuery<'/api/discount-orders'> => ({
  from: filter.from,
  to: filter.to,
  shop_id: filter.shopId ?? undefined,
  only_full: filter.onlyFull,
  include_negative: filter.includeNegative,
});

export const discountOrderQueries = {
  all: ['discount-orders'] as const,
  list: (filter: DiscountOrdersFilter) =>
    datedRead([...discountOrderQueries.all, 'list', filter], (options) =>
      api.getDated('/api/discount-orders', discountOrdersQuery(filter), options),
    ),
};
