/**
 * The morning digest's settings: its schedule (GET, PUT /api/digest/schedule, which also say
 * where the digest is mailed), its runs (the last one said beside the form) and the test mail.
 */
import { queryOptions } from '@tanstack/react-query';
import { type DigestSchedule, type DigestScheduleInput } from '../../../../shared/api/digest.js';
import { api } from '../../app/api.js';

export const digestQueries = {
  all: ['digest'] as const,
  schedule: () =>
    queryOptions({
      queryKey: [...digestQueries.all, 'schedule'],
      queryFn: () => api.get('/api/digest/schedule'),
    }),
  runs: () =>
    queryOptions({
      queryKey: [...digestQueries.all, 'runs'],
      queryFn: () => api.get('/api/digest/runs'),
      staleTime: 0,
    }),
};

export const saveDigestSchedule = (input: DigestScheduleInput): Promise<DigestSchedule> =>
  api.put('/api/digest/schedule', input);

export const sendTestMail = (lang: 'nl' | 'en') =>
  api.post('/api/digest/test-mail', { body: { lang } });
