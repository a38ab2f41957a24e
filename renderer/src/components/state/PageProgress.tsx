/** "12 van 40 pagina's gelezen" with a bar: how far a slow read has come, for screen readers too. */
import type { Progress } from '../../../../shared/api/progress.js';
import { useLocale, useT } from '../../i18n/index.js';
import { formatNumber } from '../../lib/format.js';

export function PageProgress({ progress }: { progress: Progress | undefined }) {
  const t = useT();
  const locale = useLocale();
  const read = progress?.pages_read ?? 0;
  const total = progress?.pages_total ?? 0;
  const text =
    total > 0
      ? t('progress.pages', {
          read: formatNumber(read, locale, 0),
          total: formatNumber(total, locale, 0),
        })
      : t('progress.starting');
  return (
    <div className="page-progress">
      <div
        className="page-progress__bar"
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={Math.max(total, 1)}
        aria-valuenow={read}
        aria-valuetext={text}
      >
        <span style={{ width: total > 0 ? `${(100 * read) / total}%` : '0%' }} />
      </div>
      <span className="page-progress__text" role="status" aria-live="polite">
        {text}
      </span>
    </div>
  );
}
