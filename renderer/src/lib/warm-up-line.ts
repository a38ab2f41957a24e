/**
 * The quiet line while the service reads the user's data ahead (GET /api/warm-up): how many
 * of the months it reads are ready, that it waits for the platform, or that its store failed
 * and is made again. Nothing once it is done, off, or not reading.
 */
import type { WarmUpState } from '../../../shared/api/warm-up.js';
import type { Translate } from '../i18n/index.js';

export function warmUpLine(state: WarmUpState | undefined, t: Translate): string | null {
  if (!state || !['reading', 'paused', 'failed'].includes(state.state)) return null;
  const values = { ready: state.months_ready, total: state.months_total };
  if (state.state === 'failed') return t('warmUp.failed', values);
  return state.paused_for === 'platform_unreachable'
    ? t('warmUp.waiting', values)
    : t('warmUp.months', values);
}

/** How often the line asks again while the warm-up reads (it costs no platform call). */
export const WARM_UP_POLL_MS = 3_000;
