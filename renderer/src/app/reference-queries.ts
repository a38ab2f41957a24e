/** Reference data: shops, locations, tax rates, turnover groups, payment methods. */
import { queryOptions } from '@tanstack/react-query';
import type { DatedAnswer, RequestOptions } from '../../../shared/client/index.js';
import { api } from './api.js';
import { answerOf, readOptions } from '../lib/refresh-requests.js';

// Reference data changes rarely; one list per screen visit is plenty.
const REFERENCE_STALE_MS = 10 * 60_000;
const ALL = { limit: 1000 };

/** One reference list's query: its key below `reference`, and its read, sent with `options`. */
const referenceList = <Answer>(
  key: readonly unknown[],
  read: (options: RequestOptions) => Promise<DatedAnswer<Answer>>,
) =>
  queryOptions({
    queryKey: ['reference', ...key],
    queryFn: (context) => read(readOptions(context)),
    select: answerOf,
    staleTime: REFERENCE_STALE_MS,
  });

export const referenceQueries = {
  all: ['reference'] as const,
  shops: () => referenceList(['shops'], (options) => api.getDated('/api/shops', ALL, options)),
  locations: () =>
    referenceList(['locations'], (options) => api.getDated('/api/locations', ALL, options)),
  taxRates: (country: string) =>
    referenceList(['tax-rates', { country }], (options) =>
      api.getDated('/api/tax-rates', { country_iso2: country, ...ALL }, options),
    ),
  turnoverGroups: () =>
    referenceList(['turnover-groups'], (options) =>
      api.getDated('/api/turnover-groups', ALL, options),
    ),
  paymentMethods: () =>
    referenceList(['payment-methods'], (options) =>
      api.getDated('/api/payment-methods', {}, options),
    ),
};
