/**
 * The exceptions of a period (read with how fresh they are), the account's thresholds, the
 * orders of one exception's till-day, and the two writes: thresholds replaced whole, a seen mark.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Exception,
  ExceptionKind,
  ExceptionThresholdsInput,
} from '../../../../shared/api/exceptions.js';
import { type ExceptionsSeen } from '../../../../shared/api/exception-marks.js';
import { todayLocal } from '../../../../shared/dates.js';
import { useStoredSave } from '../../lib/use-stored-save.js';
import { plainRead } from '../../lib/plain-read.js';
import { api } from '../../app/api.js';
import { datedRead, periodQuery, type PeriodFilter } from '../../lib/dated-read.js';
import { unseenWindow } from './unseen.js';

/** The badge follows new exceptions the way Today follows the day: asked again each minute. */
const RECENT_REFRESH_MS = 60_000;

export type ExceptionsFilter = PeriodFilter;

export const exceptionsQueries = {
  all: ['exceptions'] as const,
  /** Every kind at once: the screen filters by kind itself, so a filter costs no read. */
  list: (filter: ExceptionsFilter) =>
    datedRead([...exceptionsQueries.all, 'list', filter], (options) =>
      api.getDated('/api/exceptions', periodQuery(filter), options),
    ),
  /**
   * The recent exceptions the sidebar's badge counts (unseen.ts). The window is worked out at
   * each read, so it moves on at midnight; under 'list', so saved thresholds read it again.
   */
  recent: () =>
    plainRead(
      [...exceptionsQueries.all, 'list', 'recent'],
      ({ signal }) => api.get('/api/exceptions', unseenWindow(todayLocal()), { signal }),
      { refetchInterval: RECENT_REFRESH_MS },
    ),
  /** The user's own seen marks, beside the exceptions every user of the same rights shares. */
  seen: () =>
    plainRead([...exceptionsQueries.all, 'seen'], ({ signal }) =>
      api.get('/api/exceptions/seen', {}, { signal }),
    ),
  thresholds: () =>
    plainRead(
      [...exceptionsQueries.all, 'thresholds'],
      ({ signal }) => api.get('/api/exception-thresholds', {}, { signal }),
      {
        // The form edits a copy; a refetch while typing must not reset it.
        refetchOnWindowFocus: false,
      },
    ),
  /**
   * A product's orders of the period (the report's drill-down of its turnover): where a
   * product priced below cost finds the orders it was sold on below cost (its `order_ids`).
   */
  productOrders: (filter: ExceptionsFilter, productId: number) =>
    plainRead([...exceptionsQueries.all, 'product-orders', filter, productId], ({ signal }) =>
      api.get(
        '/api/financial-report/orders',
        { ...periodQuery(filter), figure: 'turnover_product', product_id: productId },
        { signal },
      ),
    ),
  /** The orders of one till or shop on one day: where an exception's orders are. */
  dayOrders: (day: string, shopId: number) =>
    plainRead([...exceptionsQueries.all, 'orders', day, shopId], ({ signal }) =>
      api.get('/api/orders', { from: day, to: day, shop_id: shopId, limit: 100 }, { signal }),
    ),
};

/** Saved thresholds change what is found: the lists are read again. */
export function useSaveThresholds() {
  return useStoredSave(
    (body: ExceptionThresholdsInput) => api.put('/api/exception-thresholds', body),
    exceptionsQueries.thresholds().queryKey,
    (queryClient) =>
      void queryClient.invalidateQueries({ queryKey: [...exceptionsQueries.all, 'list'] }),
  );
}

/**
 * A seen mark: shown at once (the row leaves a list that hides seen ones), put back as it was
 * when the service does not keep it, and kept by the service for this user.
 */
export function useMarkSeen() {
  const queryClient = useQueryClient();
  const key = exceptionsQueries.seen().queryKey;
  const mark = (id: string, seen: boolean) =>
    queryClient.setQueryData<ExceptionsSeen>(key, (held) => {
      const others = (held?.ids ?? []).filter((each) => each !== id);
      return { ids: seen ? [...others, id] : others };
    });
  return useMutation({
    // The exception's key goes with a mark: the service keeps marks of exceptions it can tell.
    mutationFn: ({ exception, seen }: { exception: Exception; seen: boolean }) =>
      api.putAt('/api/exceptions/:id/seen', {
        params: { id: exception.id },
        body: { seen, ...(seen ? { finding: exceptionKeyOf(exception) } : {}) },
      }),
    onMutate: ({ exception, seen }) => {
      // A read under way would overwrite the mark with what it read before it.
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      mark(exception.id, seen);
    },
    onError: (_error, { exception, seen }) => {
      mark(exception.id, !seen);
    },
  });
}

/** What an exception's id is made of, as a seen mark sends it. */
const exceptionKeyOf = ({ kind, day, location_id, subject }: Exception) => ({
  kind,
  day,
  location_id,
  subject: { type: subject.type, id: subject.id },
});

export type { ExceptionKind };
