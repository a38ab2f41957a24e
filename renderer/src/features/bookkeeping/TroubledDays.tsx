import type { PostingDay } from '../../../../shared/api/bookkeeping.js';
import { formatDay } from '../../../../shared/display-text.js';
import { useDateStyle } from '../../app/settings-store.js';
import { useT } from '../../i18n/index.js';
import { troubledDays } from './calendar-days.js';
import { dayWords } from './words.js';

/**
 * The days that failed, were blocked or were booked otherwise, each once: why, in the user's
 * words; the package's own words (English, as it gave them) folded away under "Technische
 * details", where support looks for them.
 */
export function TroubledDays({ days }: { days: readonly PostingDay[] }) {
  const t = useT();
  const style = useDateStyle();
  const listed = troubledDays(days);
  if (listed.length === 0) return null;
  return (
    <ul className="bk-troubles" data-testid="bk-troubles">
      {listed.map((day) => (
        <li key={day.date} data-date={day.date}>
          <strong>{formatDay(day.date, style)}</strong> ({t(`bk.state.${day.state}`)}
          ): {day.codes.map((code) => dayWords(t, code, day.state)).join(' ')}
          {day.messages.length > 0 ? (
            <details className="state__details">
              <summary>{t('state.technicalDetails')}</summary>
              {day.messages.map((message) => (
                <p key={message} className="state__detail">
                  {message}
                </p>
              ))}
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
