import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState.js';
import { LoadingState } from './LoadingState.js';

/**
 * The three states every screen has before its data: loading, failed (with Retry), or the
 * data. Keeps showing stale data while a new key loads, so filters do not flash.
 */
export function QueryState<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.data !== undefined && !query.isError) {
    const stale = query.isPlaceholderData;
    return (
      <div className={`query-content${stale ? ' query-content--stale' : ''}`} aria-busy={stale}>
        {children(query.data)}
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState />;
}
