/** How fresh a screen's figures are, in English; the keys are the Dutch ones (nl-freshness.ts). */
import type { nlFreshness } from './nl-freshness.js';

export const enFreshness: Record<keyof typeof nlFreshness, string> = {
  'freshness.updatedAt': 'Updated at {time}',
  'freshness.updatedOn': 'Updated on {day} at {time}',
  'freshness.staleAt': 'Platform unreachable — data from {time}',
  'freshness.staleOn': 'Platform unreachable — data from {day} {time}',
  'freshness.refresh': 'Refresh',
  'freshness.refreshTitle': 'Fetch this screen’s data from the platform now',
  'freshness.overdue': 'This takes long',
  'state.overdue':
    'This takes longer than usual: the platform answers slowly or the service is still busy. Try again; if that does not help, choose a shorter period.',
  'warmUp.months': 'Preparing data: {ready} of {total} months',
  'warmUp.waiting': 'Preparing data: waiting for the platform ({ready} of {total} months)',
  'warmUp.elsewhere':
    'Preparing data: the rest is being prepared on another computer ({ready} of {total} months)',
  'warmUp.minutesLeft': '{months} (about {minutes} minutes left)',
  'warmUp.lessThanAMinute': '{months} (less than a minute left)',
  'warmUp.ready': 'Ready: {months}',
  'warmUp.failed': 'Preparing data: rebuilding its store ({ready} of {total} months)',
  'warmUp.title':
    'The service is reading your catalog and the orders, payments and till closings of the ' +
    'last months ahead, so that screens and reports answer at once.',
};
