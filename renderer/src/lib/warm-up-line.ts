/**
 * The quiet line while the service reads the user's data ahead (GET /api/warm-up): how many
 * of the months it reads are ready, that it waits for the platform or for another service on
 * the same database (a back office's other computer) reading the rest, or that its store
 * failed and is made again. Nothing once it is done, off, or not reading.
 */
import type { WarmUpState } from '../../../shared/api/warm-up.js';
import type { Translate } from '../i18n/index.js';

export function warmUpLine(state: WarmUpState | undefined, t: Translate): string | null {
  if (!state || !['reading', 'paused', 'failed'].includes(state.state)) return null;
  const values = { ready: state.months_ready, total: state.months_total };
  if (state.state === 'failed') return t('warmUp.failed', values);
  if (state.paused_for === 'platform_unreachable') return t('warmUp.waiting', values);
  if (state.paused_for === 'other_service') return t('warmUp.elsewhere', values);
  const months = t('warmUp.months', values);
  if (state.seconds_left === null) return months;
  const minutes = Math.ceil(state.seconds_left / 60);
  return minutes <= 1
    ? t('warmUp.lessThanAMinute', { months })
    : t('warmUp.minutesLeft', { months, minutes });
}

/** The months ready so far, named in the language (the line's tooltip). */
export function readyMonths(state: WarmUpState | undefined, locale: string): string {
  const named = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (state?.months ?? [])
    .filter((month) => month.ready)
    .map((month) => named.format(new Date(`${month.month}-01T00:00:00Z`)))
    .join(', ');
}

/** How often the line asks again while the warm-up reads (it costs no platform call). */
export const WARM_UP_POLL_MS = 3_000;
