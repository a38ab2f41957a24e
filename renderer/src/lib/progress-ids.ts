/**
 * The progress id of each query's latest run. A slow read is sent with a fresh id
 * (X-Progress-Id), and the loading state asks GET /api/progress for the id of its query's
 * current run, so a key whose read was started again is followed from the new run.
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';

const latest = new Map<string, string>();

/** A fresh id for a run of this query; call it in the query function. */
export function newProgressId(queryKey: QueryKey): string {
  const id = crypto.randomUUID();
  latest.set(hashKey(queryKey), id);
  return id;
}

/** The id of the query's latest run, if it has had one. */
export const progressIdOf = (queryKey: QueryKey): string | undefined =>
  latest.get(hashKey(queryKey));
