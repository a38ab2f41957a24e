/**
 * What a screen says about how fresh its figures are: the data's own time ("Bijgewerkt om
 * 14:05"), in Amsterdam time like every time in the app, with the day when it is not today.
 * It is the moment the service last knew the data to equal the platform, not "3 minutes ago":
 * a fixed time needs no timer to stay true.
 */
import type { Freshness } from '../../../shared/client/index.js';
import { formatApiTimestamp, localDateOf, todayLocal } from '../../../shared/dates.js';
import type { DateStyle } from '../../../shared/preferences.js';
import type { MessageKey } from '../i18n/nl.js';
import { formatDay } from './day-text.js';

interface FreshnessMessage {
  key: MessageKey;
  values: { time: string; day?: string };
}

/**
 * The sentence for one freshness: updated at a time, or (the platform out of reach) data from
 * a time. `now` decides whether the day is today.
 */
export function freshnessMessage(
  freshness: Freshness,
  style: DateStyle,
  now: number = Date.now(),
): FreshnessMessage {
  // `2026-11-20T14:05:12+01:00`: the Amsterdam wall-clock time sits at a fixed place.
  const time = formatApiTimestamp(freshness.asOf).slice(11, 16);
  const day = localDateOf(freshness.asOf);
  if (day === todayLocal(now)) {
    return { key: freshness.stale ? 'freshness.staleAt' : 'freshness.updatedAt', values: { time } };
  }
  return {
    key: freshness.stale ? 'freshness.staleOn' : 'freshness.updatedOn',
    values: { time, day: formatDay(day, style) },
  };
}

/**
 * The freshness of a screen that shows several answers: its oldest, and out of date when any
 * of them is. Answers that say nothing (the read model off) are left out; null when none says.
 */
export function oldestFreshness(
  answers: readonly (Freshness | null | undefined)[],
): Freshness | null {
  let oldest: Freshness | null = null;
  let stale = false;
  for (const freshness of answers) {
    if (!freshness) continue;
    stale ||= freshness.stale;
    if (oldest === null || freshness.asOf < oldest.asOf) oldest = freshness;
  }
  return oldest && { asOf: oldest.asOf, stale };
}
