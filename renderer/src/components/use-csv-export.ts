/**
 * One CSV export from start to file: streams the service's CSV answer in the chosen
 * delimiter, reports progress, saves the bytes (platform/save-file.ts) and can be cancelled
 * while it runs.
 */
import { useRef, useState } from 'react';
import type { Query } from '../../../shared/client/index.js';
import type { CsvDelimiter } from '../../../shared/csv.js';
import { api } from '../app/api.js';
import { useT } from '../i18n/index.js';
import { readWithProgress } from '../lib/read-with-progress.js';
import { saveFile } from '../platform/save-file.js';
import { failedStatus, savedStatus, type ExportStatus } from './export-status.js';

export interface CsvExportRequest {
  path: string;
  query: Query;
  /** The file name when the service does not name the file. */
  fallbackName: string;
  delimiter: CsvDelimiter;
}

export function useCsvExport({ path, query, fallbackName, delimiter }: CsvExportRequest) {
  const t = useT();
  const [status, setStatus] = useState<ExportStatus>({ kind: 'idle' });
  // A ref, not state: the menu asks whether a run is under way between renders.
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ kind: 'running', bytes: 0, rows: 0 });
    try {
      const download = await api.stream(
        path,
        { ...query, format: 'csv', delimiter },
        { signal: abort.signal },
      );
      const parts = await readWithProgress(download.body, (progress) =>
        setStatus({ kind: 'running', ...progress }),
      );
      const name = download.fileName ?? fallbackName;
      setStatus(savedStatus(await saveFile(name, 'text/csv;charset=utf-8', parts), t));
    } catch (error) {
      setStatus(failedStatus(error, t));
    } finally {
      controller.current = null;
    }
  };

  return {
    status,
    start,
    cancel: () => controller.current?.abort(),
    isRunning: () => controller.current !== null,
  };
}
