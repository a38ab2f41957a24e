import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientQuery } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { newProgressId } from '../../lib/progress-ids.js';
import { answerOf, readOptions } from '../../lib/refresh-requests.js';
import type { ReportFilter } from '../financial-report/index.js';

/** Shared by the JSON read and the exports. */
export const vatReturnQuery = (filter: ReportFilter): ClientQuery<'/api/vat-return'> => ({
  from: filter.from,
  to: filter.to,
  location_id: filter.locationId ?? undefined,
});

export const vatReturnQueries = {
  all: ['vat-return'] as const,
  overview: (filter: ReportFilter) =>
    queryOptions({
      queryKey: [...vatReturnQueries.all, filter],
      queryFn: (context) =>
        api.getDated('/api/vat-return', vatReturnQuery(filter), {
          ...readOptions(context),
          progressId: newProgressId(context.queryKey),
        }),
      select: answerOf,
      placeholderData: keepPreviousData,
    }),
};

/**
 * Marks the shown period as filed; the return is then read again, to show the filing. Not
 * retried: a second POST of the same period would be a 409.
 */
export function useMarkFiled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: ReportFilter) =>
      api.post('/api/vat-return/filed', {
        body: { from: filter.from, to: filter.to, location_id: filter.locationId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vatReturnQueries.all }),
  });
}

/**
 * Undoes the shown period's filing with the manager's reason (kept in the period's history);
 * the return is then read again, open, with its history.
 */
export function useUndoFiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.delete('/api/vat-return/filed/:id', { params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vatReturnQueries.all }),
  });
}
