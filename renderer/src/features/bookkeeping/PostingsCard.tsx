import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { LocalDate } from '../../../../shared/dates.js';
import { SectionCard } from '../../components/layout/SectionCard.js';
import { useLocale, useT } from '../../i18n/index.js';
import { monthTitle } from '../../lib/calendar.js';
import { useScreenState } from '../../app/screen-state.js';
import { dayCounts } from './calendar-days.js';
import { monthCodec, monthRange, shiftMonth, yesterday } from './month.js';
import { PostingCalendar } from './PostingCalendar.js';
import { RefusalBanner } from './RefusalBanner.js';
import { bookkeepingQueries, cancelRun, postDays } from './queries.js';
import { TroubledDays } from './TroubledDays.js';
import { refusalText } from './words.js';

/**
 * A month of postings as a calendar of their states, with Post the month (the days up to
 * yesterday not posted yet), a button per day to post or retry it, and Stop while a run goes
 * on; the days that failed or were blocked are listed below with the reason. While a run goes
 * on the month is read again every second. The last day offered is the earlier of yesterday
 * on this computer's clock and the service's (`last_day`): a day not over cannot be posted,
 * nor is it counted.
 */
export function PostingsCard() {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [{ month }, setScreen] = useScreenState(monthCodec);
  const { from, to } = monthRange(month);
  const postings = useQuery({
    ...bookkeepingQueries.postings(from, to),
    refetchInterval: (query) => (query.state.data?.running ? 1000 : false),
  });
  const ownYesterday = yesterday();
  const served = postings.data?.last_day;
  const lastDay = served !== undefined && served < ownYesterday ? served : ownYesterday;
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const running = sending || postings.data?.running === true;

  const post = async (first: LocalDate, last: LocalDate) => {
    setSending(true);
    setProblem(null);
    try {
      const answer = await postDays(first, last);
      if (answer.from === from && answer.to === to) {
        queryClient.setQueryData(bookkeepingQueries.postings(from, to).queryKey, answer);
      }
      await queryClient.invalidateQueries({ queryKey: bookkeepingQueries.all });
    } catch (error) {
      setProblem(refusalText(t, error));
    } finally {
      setSending(false);
    }
  };
  const stop = async () => {
    await cancelRun().catch((error: unknown) => setProblem(refusalText(t, error)));
    await queryClient.invalidateQueries({ queryKey: bookkeepingQueries.all });
  };
  const monthLast = to < lastDay ? to : lastDay;
  const data = postings.data;

  return (
    <SectionCard id={`${id}-title`} title={t('bk.postings.title')} hint={t('bk.postings.hint')}>
      <MonthBar
        from={from}
        onShift={(months) => setScreen({ month: shiftMonth(month, months) })}
        running={running}
        onPostMonth={from > monthLast ? null : () => void post(from, monthLast)}
        onStop={() => void stop()}
      />
      {problem ? (
        <p className="banner banner--error" role="alert">
          {problem}
        </p>
      ) : null}
      {postings.isError ? <RefusalBanner error={postings.error} /> : null}
      {data ? (
        <>
          <p className="hint" data-testid="bk-summary">
            {t('bk.postings.summary', dayCounts(data.days, lastDay))}
          </p>
          <PostingCalendar
            month={from}
            days={data.days}
            lastDay={lastDay}
            busy={running}
            onPost={(day) => void post(day, day)}
          />
          <TroubledDays days={data.days} />
        </>
      ) : null}
    </SectionCard>
  );
}

/**
 * The month shown between the buttons to the one before and after, with Post the month
 * (`onPostMonth`: null when none of its days is over) and, while a run goes on, Stop.
 */
function MonthBar({
  from,
  onShift,
  running,
  onPostMonth,
  onStop,
}: {
  from: LocalDate;
  onShift: (months: -1 | 1) => void;
  running: boolean;
  onPostMonth: (() => void) | null;
  onStop: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="bk-month">
      <button type="button" className="button button--small" onClick={() => onShift(-1)}>
        ‹ <span className="visually-hidden">{t('bk.postings.previous')}</span>
      </button>
      <h3 className="bk-month__title" aria-live="polite">
        {monthTitle(from, locale)}
      </h3>
      <button type="button" className="button button--small" onClick={() => onShift(1)}>
        › <span className="visually-hidden">{t('bk.postings.next')}</span>
      </button>
      <div className="bk-actions bk-month__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={running || onPostMonth === null}
          title={t('bk.postings.postMonthUpTo')}
          onClick={onPostMonth ?? undefined}
        >
          {t('bk.postings.postMonth')}
        </button>
        {running ? (
          <>
            <span className="hint" role="status">
              {t('bk.postings.running')}
            </span>
            <button type="button" className="button" onClick={onStop}>
              {t('bk.postings.cancel')}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
