/**
 * How fresh one of a screen's queries is, and its refresh. It observes the same query as the
 * screen (same options, so the same key, enabled state and placeholder), selecting the
 * freshness where the screen selects the answer: a query holds the dated answer once.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { DatedAnswer, Freshness } from '../../../../shared/client/index.js';
import { requestRefresh } from '../../lib/refresh-requests.js';

export interface FreshnessState {
  /** Undefined before the first answer; null when the answer says nothing (read model off). */
  freshness: Freshness | null | undefined;
  /** A read of the query is under way (a refresh, a first load, a new filter). */
  busy: boolean;
  /** Whether the screen reads this query now (a disabled one has nothing to show or refresh). */
  enabled: boolean;
  refresh: () => void;
}

const freshnessOfDated = (dated: DatedAnswer<unknown>): Freshness | null => dated.freshness;

export function useFreshness<Answer, Key extends QueryKey>(
  options: UseQueryOptions<DatedAnswer<Answer>, Error, Answer, Key>,
): FreshnessState {
  const query = useQuery({ ...options, select: freshnessOfDated });
  // refetch reads even a disabled query; a refresh must not ask what the screen does not.
  const enabled = query.isEnabled;
  return {
    freshness: query.data,
    busy: query.isFetching,
    enabled,
    refresh: () => {
      if (!enabled) return;
      requestRefresh(options.queryKey);
      void query.refetch();
    },
  };
}
