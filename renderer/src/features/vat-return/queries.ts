import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { datedRead, periodQuery } from '../../lib/dated-read.js';
import type { ReportFilter } from '../financial-report/index.js';

export const vatReturnQueries = {
  all: ['vat-return'] as const,
  overview: (filter: ReportFilter) =>
    datedRead([...vatReturnQueries.all, filter], (options) =>
      api.getDated('/api/vat-return', periodQuery(filter), options),
    ),
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
