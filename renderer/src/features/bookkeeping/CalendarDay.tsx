import type { PostingDay } from '../../../../shared/api/bookkeeping.js';
import type { LocalDate } from '../../../../shared/dates.js';
import { formatDay } from '../../../../shared/display-text.js';
import { useDateStyle } from '../../app/settings-store.js';
import { useT } from '../../i18n/index.js';
import { formatMoney } from '../../lib/format.js';
import { dayState } from './calendar-days.js';
import { packageName } from './words.js';

/** How the calendar's days are posted; the postings card holds them, each day uses them. */
export interface PostingActions {
  /** The last day that may be posted (yesterday). */
  lastDay: LocalDate;
  /** A posting run is under way: no other starts. */
  busy: boolean;
  onPost: (day: LocalDate) => void;
}

/** The calendar's month that holds `date`: where a correction, or the day it corrects, is. */
const monthHref = (date: string) => `#/bookkeeping?month=${date.slice(0, 7)}`;

/**
 * One day of the postings calendar, for an accountant: its state (a day not over yet says
 * so: it cannot be posted), each entry's number and amount (as sent once posted), a posted
 * day whose figures changed since with a link to each correction of it, a correction with a
 * link to the day it corrects, the package where another connection posted it; its button to
 * post or retry it (days up to the last day over), or the link to the entry in the package.
 */
export function CalendarDay({
  date,
  rows,
  lastDay,
  busy,
  onPost,
}: { date: LocalDate; rows: readonly PostingDay[] } & PostingActions) {
  const t = useT();
  const style = useDateStyle();
  const state = dayState(rows);
  const notOver = date > lastDay && state !== 'nothing';
  const shown = notOver ? 'not_over' : state;
  const own = rows.find((row) => row.corrects === null) ?? rows[0];
  const link = rows.find((row) => row.link !== null)?.link ?? null;
  const postable = state !== 'posted' && state !== 'nothing' && !notOver;
  const dayText = formatDay(date, style);
  const elsewhere = [
    ...new Set(rows.flatMap((row) => row.posted_elsewhere.map((one) => one.package))),
  ];
  const action = state === 'pending' ? t('bk.postings.postDay') : t('bk.postings.retry');
  return (
    <td className={`bk-day bk-day--${shown}`} data-date={date} data-state={shown}>
      <span className="bk-day__number" aria-hidden="true">
        {Number(date.slice(8))}
      </span>
      <span className="bk-day__state">
        <span className="visually-hidden">{dayText}: </span>
        {t(`bk.state.${shown}`)}
      </span>
      <DayEntries rows={rows} />
      {own?.changed ? <ChangedNote own={own} /> : null}
      {elsewhere.length > 0 ? (
        <span className="bk-day__note" data-testid="bk-day-elsewhere">
          {t('bk.postings.elsewhere', {
            packages: elsewhere.map((pkg) => packageName(t, pkg)).join(', '),
          })}
        </span>
      ) : null}
      {postable ? (
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          aria-label={`${action} ${dayText}`}
          onClick={() => onPost(date)}
        >
          {action}
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
}

/** The day's entries, its own first, each with its number and amount; a correction's day. */
function DayEntries({ rows }: { rows: readonly PostingDay[] }) {
  const t = useT();
  const dayOf = useDayOf();
  return (
    <>
      {rows
        .filter((row) => row.entry !== null)
        // The day's own entry first, then the corrections posted with it.
        .sort((a, b) => Number(a.corrects !== null) - Number(b.corrects !== null))
        .map((row) => (
          <span key={row.entry} className="bk-day__entry" data-entry={row.entry}>
            <span className="bk-day__ref">{row.entry}</span>{' '}
            {row.amount === null ? null : (
              <span className="bk-day__amount">{formatMoney(row.amount)}</span>
            )}
            {row.corrects === null ? null : (
              <a className="bk-day__corrects" href={monthHref(row.corrects)}>
                {t('bk.postings.corrects', { day: dayOf(row.corrects) })}
              </a>
            )}
          </span>
        ))}
    </>
  );
}

/** A posted day whose figures changed since: its corrections, or that one waits. */
function ChangedNote({ own }: { own: PostingDay }) {
  const t = useT();
  const dayOf = useDayOf();
  return (
    <span className="bk-day__changed" data-testid="bk-day-changed">
      {t('bk.postings.changed')}{' '}
      {own.corrected_by.length === 0
        ? t('bk.postings.correctionWaits')
        : own.corrected_by.map((correction) => (
            // The entry's number is heard after the words seen, so the name starts with them.
            <a key={correction.entry} href={monthHref(correction.date)}>
              {t('bk.postings.correctionOn', { day: dayOf(correction.date) })}
              <span className="visually-hidden"> ({correction.entry})</span>
            </a>
          ))}
    </span>
  );
}

/** A day of the service's answer, as the user writes days. */
function useDayOf() {
  const style = useDateStyle();
  return (day: LocalDate) => formatDay(day, style);
}
