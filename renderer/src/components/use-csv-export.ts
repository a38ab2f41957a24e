/**
 * One CSV export from start to file: streams the service's CSV answer in the chosen
 * delimiter, reports progress (the upstream pages the service reads while it gathers the
 * rows, then bytes and rows), saves the bytes (platform/save-file.ts) and can be cancelled
 * while it runs; cancelling closes the request, which stops the service's upstream work.
 */
import { useRef, useState } from 'react';
import type { Progress } from '../../../shared/api/progress.js';
import type { Query } from '../../../shared/client/index.js';
import type { CsvDelimiter } from '../../../shared/csv.js';
import { api } from '../app/api.js';
import { useT } from '../i18n/index.js';
import { readWithProgress } from '../lib/read-with-progress.js';
import { saveFile } from '../platform/save-file.js';
import { SLOW_AFTER_MS } from './use-read-progress.js';
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
    const progressId = crypto.randomUUID();
    const stopPolling = pollPages(progressId, abort.signal, (pages) =>
      setStatus({ kind: 'running', bytes: 0, rows: 0, pages }),
    );
    try {
      const download = await api
        .stream(path, { ...query, format: 'csv', delimiter }, { signal: abort.signal, progressId })
        .finally(stopPolling);
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

const POLL_MS = 500;

/**
 * Asks GET /api/progress for the export's pages from its first second on, until stopped
 * (the answer's bytes begin to flow) or aborted. A failed ask is skipped: the next may work.
 */
function pollPages(
  progressId: string,
  signal: AbortSignal,
  onPages: (pages: Progress) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const ask = async () => {
    try {
      const pages = await api.get('/api/progress', { id: progressId }, { signal });
      if (!stopped && !pages.done) onPages(pages);
    } catch {
      // Not counted yet (404), or aborted: nothing to show this time.
    }
    if (!stopped && !signal.aborted) timer = setTimeout(() => void ask(), POLL_MS);
  };
  timer = setTimeout(() => void ask(), SLOW_AFTER_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
