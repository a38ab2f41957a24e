import { parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { useDateStyle } from '../../app/settings-store.js';
import { fieldOf } from '../../../../shared/guards.js';

/** The period an answer says it is of (`from` and `to` as Amsterdam days), if it says one. */
export function periodOfAnswer(data: unknown): { from: LocalDate; to: LocalDate } | null {
  const from = fieldOf(data, 'from');
  const to = fieldOf(data, 'to');
  const first = typeof from === 'string' ? parseLocalDate(from) : null;
  const last = typeof to === 'string' ? parseLocalDate(to) : null;
  return first && last ? { from: first, to: last } : null;
}

/**
 * Said above figures kept in view while the chosen period's load (or while the period typed
 * is not yet valid) when they are of another period: whose figures they are, so October's
 * label never stands over last year's figures unexplained.
 */
export function OlderPeriodNote({
  data,
  chosen,
}: {
  data: unknown;
  chosen: { from: string; to: string };
}) {
  const t = useT();
  const style = useDateStyle();
  const shown = periodOfAnswer(data);
  if (!shown || (shown.from === chosen.from && shown.to === chosen.to)) return null;
  return (
    <p className="older-period" role="status">
      {t('state.olderPeriod', {
        from: formatDay(shown.from, style),
        to: formatDay(shown.to, style),
      })}
    </p>
  );
}
