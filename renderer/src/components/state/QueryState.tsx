import { hashKey, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { askFirstReadsAgain } from '../../lib/ask-again.js';
import { ErrorState } from './ErrorState.js';
import { LoadingState } from './LoadingState.js';
import { CancelledState, SlowReadProgress } from './SlowReadState.js';
import { OlderPeriodNote } from '../note/OlderPeriodNote.js';
import { OverdueState } from './OverdueState.js';
import { useOverdue, useSlow } from './use-read-progress.js';

/**
 * The three states every screen has before its data: loading, failed (with Retry), or the
 * data. Keeps showing stale data while a new key loads, so filters do not flash; `stale`
 * also marks data the screen knows is behind its filters (an invalid period, say). With
 * `queryKey` (a query whose function sends a progress id) a read slower than a second
 * shows its progress and Cancel, and a cancelled read says so, with Try again. With `period`
 * (the chosen one), figures of another period kept in view say whose they are.
 */
export function QueryState<Data>({
  query,
  stale = false,
  queryKey,
  period,
  children,
}: {
  query: UseQueryResult<Data>;
  stale?: boolean;
  queryKey?: QueryKey;
  /** The chosen period, for answers that carry their own `from` and `to`. */
  period?: { from: string; to: string } | null;
  children: (data: Data) => ReactNode;
}) {
  const slow = useSlow(queryKey !== undefined && query.isFetching);
  // A first answer that takes far too long is said so, and asked again on a click (never
  // "Loading…" without end: the service's own deadline answers only after minutes).
  const [askedAgain, setAskedAgain] = useState(0);
  const overdue = useOverdue(query.isFetching && query.data === undefined, askedAgain);
  const queryClient = useQueryClient();
  const askAgain = () => {
    setAskedAgain((count) => count + 1);
    void askFirstReadsAgain(queryClient);
  };
  const [cancelled, setCancelled] = useState<string | null>(null);
  const keyHash = queryKey ? hashKey(queryKey) : null;
  // A cancelled first run leaves its query without data of its own (pending, or showing the
  // previous key's as placeholder) and idle; a new run or another key ends it.
  const isCancelled =
    cancelled !== null &&
    cancelled === keyHash &&
    !query.isFetching &&
    (query.isPending || query.isPlaceholderData);
  const retry = () => {
    setCancelled(null);
    void query.refetch();
  };
  const progress =
    slow && queryKey && !isCancelled ? (
      <SlowReadProgress queryKey={queryKey} onCancel={() => setCancelled(keyHash)} />
    ) : null;
  const cancelledNote = isCancelled ? (
    <CancelledState hasOlder={query.isPlaceholderData} onRetry={retry} />
  ) : null;

  if (query.data !== undefined && !query.isError) {
    const dimmed = stale || query.isPlaceholderData;
    return (
      <>
        {progress}
        {cancelledNote}
        {query.isPlaceholderData && period ? (
          <OlderPeriodNote data={query.data} chosen={period} />
        ) : null}
        <div className={`query-content${dimmed ? ' query-content--stale' : ''}`} aria-busy={dimmed}>
          {children(query.data)}
        </div>
      </>
    );
  }
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (cancelledNote) return cancelledNote;
  return (
    <>
      {overdue ? <OverdueState onRetry={askAgain} /> : <LoadingState />}
      {progress}
    </>
  );
}
