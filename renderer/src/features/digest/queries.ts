/**
 * The morning digest's settings: its schedule (GET, PUT /api/digest/schedule, which also say
 * where the digest is mailed), its runs (the last one said beside the form) and the test mail.
 */
import { type DigestSchedule, type DigestScheduleInput } from '../../../../shared/api/digest.js';
import { plainRead } from '../../lib/plain-read.js';
import { api } from '../../app/api.js';

export const digestQueries = {
  all: ['digest'] as const,
  schedule: () =>
    plainRead([...digestQueries.all, 'schedule'], () => api.get('/api/digest/schedule')),
  runs: () =>
    plainRead([...digestQueries.all, 'runs'], () => api.get('/api/digest/runs'), { staleTime: 0 }),
};

export const saveDigestSchedule = (input: DigestScheduleInput): Promise<DigestSchedule> =>
  api.put('/api/digest/schedule', input);

export const sendTestMail = (lang: 'nl' | 'en') =>
  api.post('/api/digest/test-mail', { body: { lang } });
