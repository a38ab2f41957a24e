import type { PostingDay } from '../../../../shared/api/bookkeeping.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { useLocale } from '../../i18n/index.js';
import { calendarWeeks, weekdayNames } from '../../lib/calendar.js';
import { rowsByDate } from './calendar-days.js';
import { CalendarDay, type PostingActions } from './CalendarDay.js';

export { dayState } from './calendar-days.js';

/** A month of days, Monday first, each as CalendarDay shows it. */
export function PostingCalendar({
  month,
  days,
  ...actions
}: { month: LocalDate; days: readonly PostingDay[] } & PostingActions) {
  const locale = useLocale();
  const byDate = rowsByDate(days);
  return (
    <table className="bk-calendar" data-testid="bk-calendar">
      <thead>
        <tr>
          {weekdayNames(locale).map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calendarWeeks(month)
          .filter((week) => week.some((day) => day.inMonth))
          .map((week) => (
            <tr key={week[0]?.date}>
              {week.map(({ date, inMonth }) =>
                inMonth ? (
                  <CalendarDay key={date} date={date} rows={byDate.get(date) ?? []} {...actions} />
                ) : (
                  <td key={date} className="bk-day bk-day--outside" />
                ),
              )}
            </tr>
          ))}
      </tbody>
    </table>
  );
}
