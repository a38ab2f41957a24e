import type { ClientQuery } from '../../../../shared/client/index.js';
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { api } from '../../app/api.js';
import { datedRead, periodQuery } from '../../lib/dated-read.js';
import type { ReportFilter } from '../financial-report/index.js';

/**
 * Shared by the JSON read and the exports; `lang` words the lines' descriptions as the
 * export will (the exports set it from the UI language themselves).
 */
export const journalQuery = (
  filter: ReportFilter,
  lang?: ExportLanguage,
): ClientQuery<'/api/journal'> => ({ ...periodQuery(filter), lang });

export const journalQueries = {
  all: ['journal'] as const,
  entries: (filter: ReportFilter, lang: ExportLanguage) =>
    datedRead([...journalQueries.all, filter, lang], (options) =>
      api.getDated('/api/journal', journalQuery(filter, lang), options),
    ),
};
