/**
 * One export from start to file: streams the service's CSV (a zip of CSV files for a report of
 * several tables) or .xlsx answer (in the CSV setting's dialect, by default the language's,
 * with headers in the UI language and the table's columns and sort), reports
 * progress (the upstream pages the service reads while it gathers the rows, then bytes),
 * saves the bytes (platform/save-file.ts) and can be cancelled while it runs; cancelling
 * closes the request, which stops the service's upstream work.
 */
import { useRef, useState } from 'react';
import { PDF_MEDIA_TYPE, XLSX_MEDIA_TYPE, ZIP_MEDIA_TYPE } from '../../../../shared/api/common.js';
import type { Language } from '../../../../shared/preferences.js';
import type { ExportPath } from '../../../../shared/api/endpoints.js';
import type { Query } from '../../../../shared/client/index.js';
import { api } from '../../app/api.js';
import { useT } from '../../i18n/index.js';
import { readWithProgress } from '../../lib/read-with-progress.js';
import { saveFile } from '../../platform/save-file.js';
import { useSettingsStore } from '../../app/settings-store.js';
import { exportStarted } from './export-activity.js';
import { failedStatus, savedStatus, type ExportStatus } from './export-status.js';
import { pollPages } from './poll-pages.js';
import { exportQuery, type ExportFileFormat, type ExportView } from './export-query.js';

interface ExportRequest {
  /** An endpoint that answers files (shared/api/endpoints.ts). */
  path: ExportPath;
  query: Query;
  /**
   * The saved file's name in the user's language, without extension
   * (shared/api/user-file-names.ts): the service's own name is English with ISO dates, for
   * scripts; a person's file is named as the screen speaks.
   */
  fileName: (lang: Language) => string;
  view: ExportView;
}

const MIME_TYPES: Record<ExportFileFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: XLSX_MEDIA_TYPE,
  xaf: 'application/xml',
  pdf: PDF_MEDIA_TYPE,
};

export function useExport({ path, query, fileName, view }: ExportRequest) {
  const t = useT();
  const lang = useSettingsStore((state) => state.language);
  const csvDialect = useSettingsStore((state) => state.csvDialect);
  const [status, setStatus] = useState<ExportStatus>({ kind: 'idle' });
  // A ref, not state: the menu asks whether a run is under way between renders.
  const controller = useRef<AbortController | null>(null);

  const start = async (format: ExportFileFormat) => {
    const abort = new AbortController();
    controller.current = abort;
    const rows = format === 'csv' ? 0 : null;
    setStatus({ kind: 'running', bytes: 0, rows });
    const progressId = crypto.randomUUID();
    const stopPolling = pollPages(progressId, abort.signal, (pages) =>
      setStatus({ kind: 'running', bytes: 0, rows, pages }),
    );
    // Counted from here until the file is written: an update's restart waits for it.
    const ended = exportStarted();
    try {
      const download = await api
        .stream(path, exportQuery(query, { format, lang, csvDialect, view }), {
          signal: abort.signal,
          progressId,
        })
        .finally(stopPolling);
      // A report of several tables asked as CSV comes as a zip of CSV files; a workbook is
      // zipped too: their line breaks say nothing about rows.
      const isCsvText = format === 'csv' && download.contentType.startsWith('text/csv');
      const parts = await readWithProgress(download.body, (progress) =>
        setStatus({
          kind: 'running',
          bytes: progress.bytes,
          rows: isCsvText ? progress.rows : null,
        }),
      );
      // The screen names the file in the user's language, whatever the service calls it.
      // A report of several tables asked as CSV comes as a zip of CSV files: `.zip`.
      const [extension, mimeType] = download.contentType.startsWith(ZIP_MEDIA_TYPE)
        ? ['zip', ZIP_MEDIA_TYPE]
        : [format, MIME_TYPES[format]];
      const name = `${fileName(lang)}.${extension}`;
      setStatus(savedStatus(await saveFile(name, mimeType, parts), t));
    } catch (error) {
      setStatus(failedStatus(error, t));
    } finally {
      controller.current = null;
      ended();
    }
  };

  return {
    status,
    start,
    cancel: () => controller.current?.abort(),
    isRunning: () => controller.current !== null,
  };
}
