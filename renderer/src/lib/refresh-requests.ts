/**
 * A user's "refresh" of a query. TanStack Query's refetch takes no arguments for the query
 * function, so the refresh is noted per query key just before the refetch, and the query
 * function's run takes the note and sends its read with `Cache-Control: no-cache` (the
 * service then catches up with the platform before answering). Any other run (a new filter,
 * a screen mounted again) reads as usual.
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';
import type { DatedAnswer, RequestOptions } from '../../../shared/client/index.js';

const requested = new Set<string>();

/** The next run of this query is a refresh. */
export function requestRefresh(queryKey: QueryKey): void {
  requested.add(hashKey(queryKey));
}

/** True once for a run after requestRefresh; call it in the query function. */
export function takeRefresh(queryKey: QueryKey): boolean {
  return requested.delete(hashKey(queryKey));
}

/** A query function's request options: its signal, and no-cache when it is a refresh. */
export const readOptions = ({
  signal,
  queryKey,
}: {
  signal: AbortSignal;
  queryKey: QueryKey;
}): RequestOptions => ({ signal, noCache: takeRefresh(queryKey) });

/** The `select` of a dated read: screens see the answer; the freshness line reads the rest. */
export const answerOf = <Answer>(dated: DatedAnswer<Answer>): Answer => dated.answer;
