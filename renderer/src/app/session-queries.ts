import type {
  CapabilitiesResponse,
  Capability,
  FeatureKey,
} from '../../../shared/api/capabilities.js';
import { plainRead } from '../lib/plain-read.js';
import { api } from './api.js';

export const sessionQueries = {
  all: ['session'] as const,
  me: () =>
    plainRead([...sessionQueries.all, 'me'], ({ signal }) => api.get('/api/me', {}, { signal }), {
      staleTime: Infinity,
    }),
  /** What the account's platform offers; asked once per session. */
  capabilities: () =>
    plainRead(
      [...sessionQueries.all, 'capabilities'],
      ({ signal }) => api.get('/api/capabilities', {}, { signal }),
      { staleTime: Infinity },
    ),
};

/** The capability of one feature, or undefined while unknown (still loading or failed). */
export const capabilityOf = (
  data: CapabilitiesResponse | undefined,
  feature: FeatureKey,
): Capability | undefined => data?.features.find((candidate) => candidate.feature === feature);
