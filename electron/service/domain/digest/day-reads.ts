/**
 * What a digest reads of its day, as its caller (scheduling/run-reads.ts): the exceptions, as
 * GET /api/exceptions answers them; the day's figures, as GET /api/dashboard (Today); and the
 * day's postings into the bookkeeping package, as GET /api/bookkeeping/postings. The same
 * functions those routes call, so the digest's figures are the screens' own.
 */
import type { BookkeepingPostings } from '../../../../shared/api/bookkeeping.js';
import type { Dashboard } from '../../../../shared/api/dashboard.js';
import type { ExceptionsResponse } from '../../../../shared/api/exceptions.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { Bookkeeping } from '../bookkeeping/service.js';
import type { ServiceDeps } from '../deps.js';
import { computeExceptions } from '../exceptions/exceptions-view.js';
import { readThresholds } from '../exceptions/settings.js';
import { reportScopeOf } from '../financial-report/load-report-input.js';
import { runWork, type RunReader } from '../scheduling/run-reads.js';
import { computeDashboard, dashboardScopeOf } from '../today/dashboard.js';

export interface DayReads {
  exceptions: (reader: RunReader, day: LocalDate) => Promise<ExceptionsResponse>;
  dashboard: (reader: RunReader, day: LocalDate) => Promise<Dashboard>;
  postings: (reader: RunReader, day: LocalDate) => Promise<BookkeepingPostings>;
}

/** The postings of a range as the bookkeeping answers them. */
export type PostingsOf = Pick<Bookkeeping, 'status'>;

export const dayReadsOf = (deps: ServiceDeps, bookkeeping: PostingsOf): DayReads => ({
  exceptions: async ({ auth, signal }, day) => {
    const range = await reportScopeOf(deps, auth, { from: day, to: day });
    const thresholds = await readThresholds(deps, auth);
    const work = runWork(deps, signal);
    return computeExceptions(deps, auth, range, { kind: undefined, thresholds }, work);
  },
  dashboard: async ({ auth, signal }, day) => {
    const scope = await dashboardScopeOf(deps, auth, { date: day });
    return computeDashboard(deps, auth, scope, runWork(deps, signal));
  },
  postings: ({ auth }, day) => bookkeeping.status(auth, { from: day, to: day }),
});
