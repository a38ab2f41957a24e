/**
 * Who is logged in, as the key their own settings are kept under (shared/table-layouts.ts):
 * account and login e-mail, from GET /api/me. Null until that answer is in.
 */
import { useQuery } from '@tanstack/react-query';
import { userLayoutKey } from '../../../shared/table-layouts.js';
import { sessionQueries } from './session-queries.js';

export function useUserKey(): string | null {
  const me = useQuery(sessionQueries.me()).data;
  return me ? userLayoutKey(me.account, me.user.email) : null;
}
