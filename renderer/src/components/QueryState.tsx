import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState.js';
import { LoadingState } from './LoadingState.js';

/**
 * The three states every screen has before its data: loading, failed (with Retry), or the
 * data. Keeps showing stale data while a new key loads, so filters do not flash; `stale`
 * also marks data the screen knows is behind its filters (an invalid period, say).
 */
export function QueryState<Data>({
  query,
  stale = false,
  children,
}: {
  query: UseQueryResult<Data>;
  stale?: boolean;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined && !query.isError) {
    const dimmed = stale || query.isPlaceholderData;
    return (
      <div className={`query-content${dimmed ? ' query-content--stale' : ''}`} aria-busy={dimmed}>
        {children(query.data)}
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState />;
}
