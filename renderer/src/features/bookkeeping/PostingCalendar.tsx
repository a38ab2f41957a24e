import type { PostingDay, PostingState } from '../../../../shared/api/bookkeeping.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { formatDay } from '../../../../shared/display-text.js';
import { useLocale, useT } from '../../i18n/index.js';
import { calendarWeeks, weekdayNames } from '../../lib/calendar.js';
import { useDateStyle } from '../../app/settings-store.js';

/** Of a day's entries (its own, a correction on it), the state the day shows: the worst. */
const RANK: readonly PostingState[] = [
  'mismatch',
  'failed',
  'blocked',
  'pending',
  'posted',
  'nothing',
];

export function dayState(rows: readonly PostingDay[]): PostingState {
  return RANK.find((state) => rows.some((row) => row.state === state)) ?? 'nothing';
}

/**
 * A month of days, Monday first, each with its posting state (in words and colour), its
 * button to post or retry it (days up to yesterday), and a link to the entry in the package
 * once posted. A correction posted on a day is noted beside its own entry.
 */
export function PostingCalendar({
  month,
  days,
  lastDay,
  busy,
  onPost,
}: {
  month: LocalDate;
  days: readonly PostingDay[];
  /** The last day that may be posted (yesterday). */
  lastDay: LocalDate;
  busy: boolean;
  onPost: (day: LocalDate) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const style = useDateStyle();
  const byDate = new Map<string, PostingDay[]>();
  for (const row of days) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row]);
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
              {week.map(({ date, inMonth }) => {
                if (!inMonth) return <td key={date} className="bk-day bk-day--outside" />;
                const rows = byDate.get(date) ?? [];
                const state = dayState(rows);
                const own = rows.find((row) => row.corrects === null) ?? rows[0];
                const link = rows.find((row) => row.link !== null)?.link ?? null;
                const postable = state !== 'posted' && state !== 'nothing' && date <= lastDay;
                const dayText = formatDay(date, style);
                return (
                  <td
                    key={date}
                    className={`bk-day bk-day--${state}`}
                    data-date={date}
                    data-state={state}
                  >
                    <span className="bk-day__number" aria-hidden="true">
                      {Number(date.slice(8))}
                    </span>
                    <span className="bk-day__state">
                      <span className="visually-hidden">{dayText}: </span>
                      {t(`bk.state.${state}`)}
                    </span>
                    {rows.some((row) => row.corrects !== null) ? (
                      <span className="bk-day__note">+ {t('bk.postings.correction')}</span>
                    ) : null}
                    {postable ? (
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy}
                        aria-label={`${state === 'pending' ? t('bk.postings.postDay') : t('bk.postings.retry')} ${dayText}`}
                        onClick={() => onPost(date)}
                      >
                        {state === 'pending' ? t('bk.postings.postDay') : t('bk.postings.retry')}
                      </button>
                    ) : link !== null && own?.state === 'posted' ? (
                      <a
                        className="bk-day__link"
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${t('bk.postings.view')} ${dayText}`}
                      >
                        {t('bk.postings.view')}
                      </a>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
      </tbody>
    </table>
  );
}
