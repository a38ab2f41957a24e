/**
 * The bookkeeping screen's reads (the connection, the package's accounts, a month's postings,
 * the schedule) and writes (connecting, checking, posting, cancelling, the schedule); a
 * POST's answer comes parsed by the client with its contract's schema.
 */
import {
  bookkeepingAccountsSchema,
  type BookkeepingAccountLinksInput,
  type BookkeepingConnectionInput,
  type BookkeepingPostings,
  type BookkeepingScheduleInput,
} from '../../../../shared/api/bookkeeping.js';
import { plainRead } from '../../lib/plain-read.js';
import { api } from '../../app/api.js';

export const bookkeepingQueries = {
  all: ['bookkeeping'] as const,
  connection: () =>
    plainRead([...bookkeepingQueries.all, 'connection'], () =>
      api.get('/api/bookkeeping/connection'),
    ),
  accounts: () =>
    plainRead([...bookkeepingQueries.all, 'accounts'], () => api.get('/api/bookkeeping/accounts'), {
      staleTime: 0,
    }),
  postings: (from: string, to: string) =>
    plainRead(
      [...bookkeepingQueries.all, 'postings', from, to],
      () => api.get('/api/bookkeeping/postings', { from, to }),
      { staleTime: 0 },
    ),
  schedule: () =>
    plainRead([...bookkeepingQueries.all, 'schedule'], () => api.get('/api/bookkeeping/schedule')),
};

export const connect = (input: BookkeepingConnectionInput) =>
  api.put('/api/bookkeeping/connection', input);

export const linkAccounts = async (input: BookkeepingAccountLinksInput) =>
  bookkeepingAccountsSchema.parse(await api.put('/api/bookkeeping/accounts', input));

export const disconnect = () => api.delete('/api/bookkeeping/connection');

export const checkConnection = () => api.post('/api/bookkeeping/connection/check');

export const administrationsOf = (token: string) =>
  api.post('/api/bookkeeping/administrations', { body: { package: 'moneybird', token } });

export const postDays = (from: string, to: string): Promise<BookkeepingPostings> =>
  api.post('/api/bookkeeping/postings', { body: { from, to } });

export const cancelRun = () => api.delete('/api/bookkeeping/postings/run');

export const saveSchedule = (input: BookkeepingScheduleInput) =>
  api.put('/api/bookkeeping/schedule', input);
