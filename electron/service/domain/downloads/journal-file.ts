/**
 * The journal as a download, made for GET /api/journal and the month pack's journal files alike:
 * one row per line as CSV or .xlsx (with the bridge to the report, which only .xlsx carries), or
 * an XAF auditfile. Each file records the days it exported (domain/journal/booked-entries.ts),
 * handed to `keep`: a request keeps it before the file is sent, a month pack once all its files
 * are made (a pack that fails keeps none).
 */
import { ENDPOINTS } from '../../../../shared/api/endpoints.js';
import { XAF_VERSIONS, type XafVersion } from '../../../../shared/api/journal.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { ServiceDeps } from '../deps.js';
import type { FileAnswer } from '../export/file-answer.js';
import type { TablesDownload } from '../export/tables-file.js';
import { exportedDays } from '../journal/booked-entries.js';
import { bridgedJournalOf, journalOf, type JournalRead } from '../journal/journal-answer.js';
import { journalTableFile, journalXafFile } from '../journal/journal-file.js';
import { xafOf } from '../journal/xaf.js';

export interface JournalDownload extends Pick<TablesDownload, 'dialect'> {
  format: TablesDownload['format'] | 'xaf';
  xafVersion?: XafVersion | undefined;
}

/** Keeps an export's record now, or later with the rest of a run's files. */
export type KeepExport = (record: () => Promise<void>) => Promise<void>;

export async function journalFile(
  deps: ServiceDeps,
  read: JournalRead,
  { format, dialect, xafVersion }: JournalDownload,
  keep: KeepExport,
): Promise<FileAnswer> {
  const { auth, lang } = read;
  // Only .xlsx of the files has a place for the bridge (journal/journal-file.ts).
  const { journal, mapping } = await (format === 'xlsx'
    ? bridgedJournalOf(deps, read)
    : journalOf(deps, read));
  // The auditfile is made before the export's record is kept, and that is kept before the
  // file is sent: an auditfile that cannot be made (a period across 1 January, no company
  // name) records nothing, and no export leaves unrecorded.
  let file: (fileName: string) => FileAnswer;
  if (format === 'xaf') {
    const header = { softwareVersion: deps.config.version, createdAt: deps.clock.now() };
    const xaf = xafOf(journal, mapping, header, xafVersion ?? XAF_VERSIONS[0]);
    file = (fileName) => journalXafFile(xaf, fileName);
  } else {
    file = (fileName) => journalTableFile(journal, { format, fileName, lang, dialect });
  }
  const exportedAt = formatApiTimestamp(deps.clock.now());
  await keep(() =>
    deps.journalExports.record(
      auth.account,
      journal.location_id,
      exportedDays(journal),
      journal.entries
        .filter((entry) => entry.exported_at === null)
        .map((entry) => ({ ...entry, exported_at: exportedAt })),
    ),
  );
  return file(ENDPOINTS['GET /api/journal'].download(journal));
}
