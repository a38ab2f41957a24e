/** Catalog reads: the price list (server-side join) and one product's price rows. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { plainRead } from '../../lib/plain-read.js';
import { api } from '../../app/api.js';
import { answerOf, readOptions } from '../../lib/refresh-requests.js';

export const PRICE_LIST_COUNTRY = 'NL';

export const catalogQueries = {
  all: ['catalog'] as const,
  priceList: (search: string) =>
    queryOptions({
      queryKey: [...catalogQueries.all, 'price-list', { search, country: PRICE_LIST_COUNTRY }],
      queryFn: (context) =>
        api.getDated(
          '/api/price-list',
          { q: search === '' ? undefined : search, country_iso2: PRICE_LIST_COUNTRY },
          readOptions(context),
        ),
      select: answerOf,
      // A new search keeps the previous rows on screen until its answer arrives.
      placeholderData: keepPreviousData,
      staleTime: 5 * 60_000,
    }),
  productPrices: (productId: number) =>
    plainRead([...catalogQueries.all, 'product-prices', productId], ({ signal }) =>
      api.get('/api/product-prices', { product_ids: String(productId), limit: 500 }, { signal }),
    ),
};
