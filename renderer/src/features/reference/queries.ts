/** Reference data: shops, locations, tax rates, turnover groups, payment methods. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api.js';

// Reference data changes rarely; one list per screen visit is plenty.
const REFERENCE_STALE_MS = 10 * 60_000;
const ALL = { limit: 1000 };

export const referenceQueries = {
  all: ['reference'] as const,
  shops: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'shops'],
      queryFn: ({ signal }) => api.get('/api/shops', ALL, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  locations: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'locations'],
      queryFn: ({ signal }) => api.get('/api/locations', ALL, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  taxRates: (country: string) =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'tax-rates', { country }],
      queryFn: ({ signal }) =>
        api.get('/api/tax-rates', { country_iso2: country, ...ALL }, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  turnoverGroups: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'turnover-groups'],
      queryFn: ({ signal }) => api.get('/api/turnover-groups', ALL, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  paymentMethods: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'payment-methods'],
      queryFn: ({ signal }) => api.get('/api/payment-methods', {}, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
};
