import { queryOptions } from '@tanstack/react-query';
import type {
  CapabilitiesResponse,
  Capability,
  FeatureKey,
} from '../../../shared/api/capabilities.js';
import { api } from './api.js';

export const sessionQueries = {
  all: ['session'] as const,
  me: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'me'],
      queryFn: ({ signal }) => api.get('/api/me', {}, { signal }),
      staleTime: Infinity,
    }),
  /** What the account's platform offers; asked once per session. */
  capabilities: () =>
    queryOptions({
      queryKey: [...sessionQueries.all, 'capabilities'],
      queryFn: ({ signal }) => api.get('/api/capabilities', {}, { signal }),
      staleTime: Infinity,
    }),
};

/** The capability of one feature, or undefined while unknown (still loading or failed). */
export const capabilityOf = (
  data: CapabilitiesResponse | undefined,
  feature: FeatureKey,
): Capability | undefined => data?.features.find((candidate) => candidate.feature === feature);
