import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { addDays, todayLocal, type LocalDate } from '../../../../shared/dates.js';
import { useLocale, useT } from '../../i18n/index.js';
import { calendarWeeks, shiftMonths, weekdayNames, monthTitle } from '../../lib/calendar.js';
import { PlainTableHead } from '../table/PlainTableHead.js';

/** Keys that move the highlighted day, and by how many days (months for Page keys). */
const DAY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};
const MONTH_STEPS: Record<string, number> = { PageUp: -1, PageDown: 1 };

/**
 * A month of days to pick one from, Monday first, in the app's language (never the
 * browser's). Arrow keys move a day or a week, Page Up/Down a month, Enter picks,
 * Escape closes; the highlighted day keeps the focus so a screen reader follows it.
 */
export function Calendar({
  value,
  label,
  onPick,
  onClose,
}: {
  value: LocalDate | null;
  label: string;
  onPick: (date: LocalDate) => void;
  onClose: () => void;
}) {
  const locale = useLocale();
  const [active, setActive] = useState<LocalDate>(value ?? todayLocal());
  const grid = useRef<HTMLTableElement>(null);
  const today = todayLocal();

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const days = DAY_STEPS[event.key];
    const months = MONTH_STEPS[event.key];
    if (days !== undefined) setActive(addDays(active, days));
    else if (months !== undefined) setActive(shiftMonths(active, months));
    else if (event.key === 'Escape') onClose();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="calendar" role="dialog" aria-label={label} onKeyDown={onKeyDown}>
      <MonthNav active={active} onShift={(months) => setActive(shiftMonths(active, months))} />
      <table className="calendar__grid" role="grid" ref={grid}>
        <PlainTableHead
          columns={weekdayNames(locale).map((name) => ({ label: name, abbr: name }))}
        />
        <tbody>
          {calendarWeeks(active).map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) => (
                <td key={date} aria-selected={date === value}>
                  <button
                    type="button"
                    className="calendar__day"
                    data-outside={inMonth ? undefined : ''}
                    data-today={date === today ? '' : undefined}
                    tabIndex={date === active ? 0 : -1}
                    aria-current={date === today ? 'date' : undefined}
                    onClick={() => onPick(date)}
                  >
                    {Number(date.slice(8, 10))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The month shown, between the buttons to the one before and the one after. */
function MonthNav({ active, onShift }: { active: LocalDate; onShift: (months: number) => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="calendar__header">
      <button
        type="button"
        className="calendar__nav"
        aria-label={t('calendar.previousMonth')}
        onClick={() => onShift(-1)}
      >
        ‹
      </button>
      <span className="calendar__title" aria-live="polite">
        {monthTitle(active, locale)}
      </span>
      <button
        type="button"
        className="calendar__nav"
        aria-label={t('calendar.nextMonth')}
        onClick={() => onShift(1)}
      >
        ›
      </button>
    </div>
  );
}
