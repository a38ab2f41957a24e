/**
 * One-click CSV export, in the dialect chosen in settings (comma, or Excel NL with `;`): a
 * native save dialog in the desktop app, a download in a browser. The run itself is
 * use-csv-export.ts; File → Export in the desktop menu starts it too (use-menu-export.ts).
 */
import { useId } from 'react';
import type { Query } from '../../../shared/client/index.js';
import { delimiterOf } from '../../../shared/preferences.js';
import { useSettingsStore } from '../features/settings/store.js';
import { useT } from '../i18n/index.js';
import { ExportStatusText } from './ExportStatusText.js';
import { useCsvExport } from './use-csv-export.js';
import { useMenuExport } from './use-menu-export.js';

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
  const dialect = useSettingsStore((state) => state.csvDialect);
  const statusId = useId();
  const { status, start, cancel, isRunning } = useCsvExport({
    path,
    query,
    fallbackName,
    delimiter: delimiterOf(dialect),
  });
  useMenuExport(() => {
    if (!isRunning()) void start();
  }, !disabled);

  const running = status.kind === 'running';
  return (
    <div className="export">
      <button
        type="button"
        className="button"
        onClick={() => void start()}
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
        <span className="button__note">{dialect === 'excel-nl' ? 'Excel NL' : 'CSV'}</span>
      </button>
      {status.kind !== 'idle' ? <ExportStatusText id={statusId} status={status} /> : null}
      {running ? (
        <button type="button" className="button button--quiet" onClick={cancel}>
          {t('export.cancel')}
        </button>
      ) : null}
    </div>
  );
}
