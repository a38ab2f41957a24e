import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../i18n/index.js';
import { useDateStyle } from '../../app/settings-store.js';
import { formatDay } from '../../lib/day-text.js';
import { formatDateTime } from '../../lib/format.js';
import type { ResolvedRange } from '../../lib/date-presets.js';

/** The moment of the last print, set as it starts (`beforeprint`, which PrintButton also sends). */
function usePrintedAt(): string {
  const [printedAt, setPrintedAt] = useState(() => new Date().toISOString());
  useEffect(() => {
    // Synchronously, so the page that gets printed already shows the new time.
    const update = () => flushSync(() => setPrintedAt(new Date().toISOString()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return printedAt;
}

/**
 * What a printed report must say about itself, shown only on paper: the account, the
 * location, the period and when it was printed (the figures can change afterwards).
 */
export function PrintHeader({
  title,
  account,
  location,
  period,
}: {
  /** The printed page's title; the financial report's by default. */
  title?: string;
  account: string;
  location: string;
  period: ResolvedRange;
}) {
  const t = useT();
  const style = useDateStyle();
  const printedAt = usePrintedAt();
  return (
    <header className="print-header">
      <p className="print-header__title">{title ?? t('report.title')}</p>
      <dl className="print-header__facts">
        <div>
          <dt>{t('report.print.account')}</dt>
          <dd>{account}</dd>
        </div>
        <div>
          <dt>{t('report.location')}</dt>
          <dd>{location}</dd>
        </div>
        <div>
          <dt>{t('range.label')}</dt>
          <dd>
            {t('report.periodDates', {
              from: formatDay(period.from, style),
              to: formatDay(period.to, style),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('report.print.printedAt')}</dt>
          <dd>{formatDateTime(printedAt, style)}</dd>
        </div>
      </dl>
    </header>
  );
}
