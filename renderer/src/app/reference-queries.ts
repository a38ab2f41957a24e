/** Reference data: shops, locations, tax rates, turnover groups, payment methods. */
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.js';
import { answerOf, readOptions } from '../lib/refresh-requests.js';

// Reference data changes rarely; one list per screen visit is plenty.
const REFERENCE_STALE_MS = 10 * 60_000;
const ALL = { limit: 1000 };

export const referenceQueries = {
  all: ['reference'] as const,
  shops: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'shops'],
      queryFn: (context) => api.getDated('/api/shops', ALL, readOptions(context)),
      select: answerOf,
      staleTime: REFERENCE_STALE_MS,
    }),
  locations: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'locations'],
      queryFn: (context) => api.getDated('/api/locations', ALL, readOptions(context)),
      select: answerOf,
      staleTime: REFERENCE_STALE_MS,
    }),
  taxRates: (country: string) =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'tax-rates', { country }],
      queryFn: (context) =>
        api.getDated('/api/tax-rates', { country_iso2: country, ...ALL }, readOptions(context)),
      select: answerOf,
      staleTime: REFERENCE_STALE_MS,
    }),
  turnoverGroups: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'turnover-groups'],
      queryFn: (context) => api.getDated('/api/turnover-groups', ALL, readOptions(context)),
      select: answerOf,
      staleTime: REFERENCE_STALE_MS,
    }),
  paymentMethods: () =>
    queryOptions({
      queryKey: [...referenceQueries.all, 'payment-methods'],
      queryFn: (context) => api.getDated('/api/payment-methods', {}, readOptions(context)),
      select: answerOf,
      staleTime: REFERENCE_STALE_MS,
    }),
};
