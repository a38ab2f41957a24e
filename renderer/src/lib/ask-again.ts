/**
 * Asks again every first read on screen that has no answer yet: each is dropped (its request
 * aborted, so the service stops its work) and sent anew. A refetch alone would not do it:
 * TanStack Query cancels a read under way only when the query already has data, and otherwise
 * joins it, so a first read that never answers would be joined for ever.
 */
import type { QueryClient } from '@tanstack/react-query';

export async function askFirstReadsAgain(client: QueryClient): Promise<void> {
  const waiting = client.getQueryCache().findAll({
    type: 'active',
    fetchStatus: 'fetching',
    predicate: (query) => query.state.data === undefined,
  });
  if (waiting.length === 0) return;
  await Promise.all(waiting.map((query) => query.cancel()));
  await client.refetchQueries({ predicate: (query) => waiting.includes(query) });
}
