import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientQuery } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { newProgressId } from '../../lib/progress-ids.js';
import { answerOf, readOptions } from '../../lib/refresh-requests.js';
import type { ReportFilter } from '../financial-report/queries.js';

/** Shared by the JSON read and the exports. */
export const journalQuery = (filter: ReportFilter): ClientQuery<'/api/journal'> => ({
  from: filter.from,
  to: filter.to,
  location_id: filter.locationId ?? undefined,
});

export const journalQueries = {
  all: ['journal'] as const,
  entries: (filter: ReportFilter) =>
    queryOptions({
      queryKey: [...journalQueries.all, filter],
      queryFn: (context) =>
        api.getDated('/api/journal', journalQuery(filter), {
          ...readOptions(context),
          progressId: newProgressId(context.queryKey),
        }),
      select: answerOf,
      placeholderData: keepPreviousData,
    }),
};
