/**
 * The bookkeeping screen's reads (the connection, the package's accounts, a month's postings,
 * the schedule) and writes (connecting, checking, posting, cancelling, the schedule); a
 * POST's answer comes parsed by the client with its contract's schema.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  bookkeepingAccountsSchema,
  type BookkeepingAccountLinksInput,
  type BookkeepingConnectionInput,
  type BookkeepingPostings,
  type BookkeepingScheduleInput,
} from '../../../../shared/api/bookkeeping.js';
import { api } from '../../app/api.js';

export const bookkeepingQueries = {
  all: ['bookkeeping'] as const,
  connection: () =>
    queryOptions({
      queryKey: [...bookkeepingQueries.all, 'connection'],
      queryFn: () => api.get('/api/bookkeeping/connection'),
    }),
  accounts: () =>
    queryOptions({
      queryKey: [...bookkeepingQueries.all, 'accounts'],
      queryFn: () => api.get('/api/bookkeeping/accounts'),
      staleTime: 0,
    }),
  postings: (from: string, to: string) =>
    queryOptions({
      queryKey: [...bookkeepingQueries.all, 'postings', from, to],
      queryFn: () => api.get('/api/bookkeeping/postings', { from, to }),
      staleTime: 0,
    }),
  schedule: () =>
    queryOptions({
      queryKey: [...bookkeepingQueries.all, 'schedule'],
      queryFn: () => api.get('/api/bookkeeping/schedule'),
    }),
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
