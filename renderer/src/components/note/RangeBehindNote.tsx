import { useDateStyle } from '../../app/settings-store.js';
import { useT } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import type { SettledRange } from '../../lib/use-settled-range.js';

/**
 * Says which period the figures on screen are for while the date fields hold no valid one
 * (a period still being typed is only dimmed: a note per keystroke would flicker).
 */
export function RangeBehindNote({ settled }: { settled: SettledRange }) {
  const t = useT();
  const style = useDateStyle();
  if (!settled.invalid || !settled.range) return null;
  return (
    <p className="range-note" role="status">
      {t('range.behind', {
        from: formatDay(settled.range.from, style),
        to: formatDay(settled.range.to, style),
      })}
    </p>
  );
}
