/** How the Today screen says a day and a change in words (not colour alone). */
import type { LocalDate } from '../../../../shared/dates.js';
import type { DateStyle } from '../../../../shared/preferences.js';
import type { Translate } from '../../i18n/index.js';
import { formatDay } from '../../lib/day-text.js';
import { formatPercent } from '../../lib/format.js';
import { isoWeekdayOf } from '../../../../shared/wall-clock.js';

/** "vrijdag 13-11-2026": the weekday matters here, since the days compared share it. */
export const dayWithWeekday = (t: Translate, date: LocalDate, style: DateStyle): string =>
  `${t(`today.weekday.${isoWeekdayOf(date)}`)} ${formatDay(date, style)}`;

/** "12,34% hoger", "3,00% lager", "gelijk", or that there is nothing to compare with. */
export function changeWords(t: Translate, change: number | null): string {
  if (change === null) return t('today.change.none');
  if (change === 0) return t('today.change.same');
  const percent = formatPercent(Math.abs(change), 'share');
  return t(change > 0 ? 'today.change.up' : 'today.change.down', { percent });
}

/** The class that shows the direction as an arrow too (neutral colours: up is not "good"). */
export const changeClassOf = (change: number | null): string =>
  change === null || change === 0
    ? 'change change--same'
    : `change change--${change > 0 ? 'up' : 'down'}`;
