import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ClientQuery } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { newProgressId } from '../../lib/progress-ids.js';
import { answerOf, readOptions } from '../../lib/refresh-requests.js';
import type { ReportFilter } from '../financial-report/index.js';

import type { ExportLanguage } from '../../../../shared/api/export-columns.js';

/**
 * Shared by the JSON read and the exports; `lang` words the lines' descriptions as the
 * export will (the exports set it from the UI language themselves).
 */
export const journalQuery = (
  filter: ReportFilter,
  lang?: ExportLanguage,
): ClientQuery<'/api/journal'> => ({
  from: filter.from,
  to: filter.to,
  location_id: filter.locationId ?? undefined,
  lang,
});

export const journalQueries = {
  all: ['journal'] as const,
  entries: (filter: ReportFilter, lang: ExportLanguage) =>
    queryOptions({
      queryKey: [...journalQueries.all, filter, lang],
      queryFn: (context) =>
        api.getDated('/api/journal', journalQuery(filter, lang), {
          ...readOptions(context),
          progressId: newProgressId(context.queryKey),
        }),
      select: answerOf,
      placeholderData: keepPreviousData,
    }),
};
