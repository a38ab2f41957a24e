/**
 * One-click CSV export. Streams the service's CSV answer, showing bytes and rows as they
 * arrive with a Cancel button, then saves it: a native save dialog in the desktop app, a
 * download in a browser. The dialect (comma, or Excel NL with `;`) comes from settings.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { isAbortError, type Query } from '../../../shared/client/index.js';
import { api } from '../app/api.js';
import { useSettingsStore } from '../features/settings/store.js';
import { useLocale, useT } from '../i18n/index.js';
import { formatBytes, formatNumber } from '../lib/format.js';
import { saveFile } from '../platform/save-file.js';
import { registerExport } from './export-registry.js';

type ExportStatus =
  | { kind: 'idle' }
  | { kind: 'running'; bytes: number; rows: number }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

const NEWLINE = 10;

function countNewlines(chunk: Uint8Array): number {
  let count = 0;
  for (const byte of chunk) if (byte === NEWLINE) count += 1;
  return count;
}

export function ExportButton({
  path,
  query,
  fallbackName,
  disabled = false,
}: {
  path: string;
  query: Query;
  fallbackName: string;
  disabled?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const delimiter = useSettingsStore((state) => state.csvDelimiter);
  const statusId = useId();
  const [status, setStatus] = useState<ExportStatus>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const run = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ kind: 'running', bytes: 0, rows: 0 });
    try {
      const download = await api.stream(
        path,
        { ...query, format: 'csv', delimiter },
        { signal: abort.signal },
      );
      const reader = download.body.getReader();
      const parts: Uint8Array[] = [];
      let bytes = 0;
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        bytes += value.byteLength;
        lines += countNewlines(value);
        // The header line is not a data row.
        setStatus({ kind: 'running', bytes, rows: Math.max(0, lines - 1) });
      }
      const name = download.fileName ?? fallbackName;
      const outcome = await saveFile(name, 'text/csv;charset=utf-8', parts);
      setStatus(
        outcome.kind === 'cancelled'
          ? { kind: 'done', message: t('export.cancelled') }
          : {
              kind: 'done',
              message: t(outcome.kind === 'saved' ? 'export.saved' : 'export.downloaded', {
                name: outcome.name,
              }),
            },
      );
    } catch (error) {
      if (isAbortError(error)) setStatus({ kind: 'done', message: t('export.cancelled') });
      else {
        const message = error instanceof Error ? error.message : String(error);
        setStatus({ kind: 'failed', message: t('export.failed', { message }) });
      }
    } finally {
      controller.current = null;
    }
  };

  const running = status.kind === 'running';
  // The menu starts the latest run function; a ref keeps the registration stable.
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    if (disabled) return;
    return registerExport(() => {
      if (controller.current === null) void runRef.current();
    });
  }, [disabled]);

  return (
    <div className="export">
      <button
        type="button"
        className="button"
        onClick={() => void run()}
        disabled={disabled || running}
        aria-describedby={status.kind === 'idle' ? undefined : statusId}
      >
        <svg className="button__icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14v2h12v-2"
            fill="none"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('export.button')}
        <span className="button__note">{delimiter === ';' ? 'Excel NL' : 'CSV'}</span>
      </button>
      {status.kind !== 'idle' ? (
        <span
          id={statusId}
          className={`export__status${status.kind === 'failed' ? ' negative' : ''}`}
          role={status.kind === 'failed' ? 'alert' : 'status'}
          aria-live="polite"
        >
          {running
            ? t('export.progress', {
                size: formatBytes(status.bytes, locale),
                rows: formatNumber(status.rows, locale, 0),
              })
            : status.message}
        </span>
      ) : null}
      {running ? (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => controller.current?.abort()}
        >
          {t('export.cancel')}
        </button>
      ) : null}
    </div>
  );
}
