/**
 * The query options of a screen's plain read (the typed client's GET, no freshness line):
 * its key, how it is sent, and how long its answer stays fresh or when it is read again.
 */
import { queryOptions, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';

/** What a read may say of when it is read again; absent: the query client's defaults. */
interface ReadTiming {
  staleTime?: number;
  refetchInterval?: number;
  /** False where a screen edits a copy of the answer: a refetch must not reset it. */
  refetchOnWindowFocus?: boolean;
}

/**
 * `fetch` gets the query's context: a read that takes its `signal` is cancelled with the query,
 * one that does not runs to its end (TanStack Query tells the two apart by the signal's use).
 */
export const plainRead = <Answer, Key extends QueryKey>(
  queryKey: Key,
  fetch: (context: QueryFunctionContext<Key>) => Promise<Answer>,
  timing: ReadTiming = {},
) => queryOptions({ queryKey, queryFn: fetch, ...timing });
