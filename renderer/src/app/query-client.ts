import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/client/index.js';
import { useConnectionStore } from './connection-store.js';

/**
 * The API client already retries what is worth retrying (502 back-off, one re-login on 401),
 * so TanStack Query does not retry on top of it. Data is refetched when a screen mounts
 * after a minute, not on every window focus: a price list can be 50,000 rows.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onSuccess: () => useConnectionStore.getState().recovered(),
      onError: (error) => {
        useConnectionStore.getState().recovered();
        if (!(error instanceof ApiError)) console.warn('query failed', error);
      },
    }),
    defaultOptions: {
      // The service is on this machine: the browser's idea of being offline says nothing
      // about it, and a read paused until the browser is online again showed "Laden…" for
      // ever. Every read is tried, and fails within seconds with what to do.
      queries: {
        networkMode: 'always',
        retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
