/** The line beside the export button: live progress while running, then how it ended. */
import { useLocale, useT } from '../../i18n/index.js';
import { formatBytes, formatNumber } from '../../lib/format.js';
import type { ExportStatus } from './export-status.js';
import { PageProgress } from '../state/PageProgress.js';

export function ExportStatusText({
  id,
  status,
}: {
  id: string;
  status: Exclude<ExportStatus, { kind: 'idle' }>;
}) {
  const t = useT();
  const locale = useLocale();
  const failed = status.kind === 'failed';
  // While the service gathers the rows: its upstream pages, until the bytes begin.
  if (status.kind === 'running' && status.pages && status.bytes === 0) {
    return (
      <span id={id} className="export__status">
        <PageProgress progress={status.pages} />
      </span>
    );
  }
  return (
    <span
      id={id}
      className={`export__status${failed ? ' export__status--failed negative' : ''}`}
      role={failed ? 'alert' : 'status'}
      aria-live="polite"
    >
      {status.kind !== 'running'
        ? status.message
        : status.rows === null
          ? t('export.progressBytes', { size: formatBytes(status.bytes, locale) })
          : t('export.progress', {
              size: formatBytes(status.bytes, locale),
              rows: formatNumber(status.rows, locale, 0),
            })}
    </span>
  );
}
