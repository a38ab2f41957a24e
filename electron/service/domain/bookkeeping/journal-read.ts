/**
 * The journal a posting run posts and the postings' state compare with: the journal of the
 * range as GET /api/journal answers it (domain/journal/journal-answer.ts), read as the run's
 * caller, so with their rights, their location scope and the entries already booked answered
 * as booked and their changes as correction entries (decision 0080, addendum). In Dutch: the
 * descriptions go into a Dutch package. Without the bridge to the report, which no posting
 * needs. A run reads it `fresh` (the read model catches up with the platform first), so a
 * change made a moment ago is posted, not one the model has yet to see. Its refusal (a ledger
 * mapping with a gap: 409 with `missing`) is the run's, as the endpoint says it.
 */
import type { Journal } from '../../../../shared/api/journal.js';
import type { LocalDate } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import { journalOf } from '../journal/journal-answer.js';
import { reportScopeOf } from '../financial-report/load-report-input.js';
import { readAs, runWork, type RunReader } from '../scheduling/run-reads.js';

export interface JournalRange {
  from: LocalDate;
  to: LocalDate;
  locationId: number | null;
}

/** The journal of a range as a run of `auth` reads it, under the run's signal. */
export type JournalFor = (
  auth: AuthContext,
  range: JournalRange,
) => (signal: AbortSignal) => Promise<Journal>;

export function readJournal(
  deps: ServiceDeps,
  reader: RunReader,
  range: JournalRange,
  { fresh }: { fresh: boolean },
): Promise<Journal> {
  const { auth, signal } = reader;
  return readAs(signal, null, async () => {
    const query = { from: range.from, to: range.to, location_id: range.locationId ?? undefined };
    const scope = await reportScopeOf(deps, auth, query);
    const work = runWork(deps, signal, { fresh });
    return (await journalOf(deps, { auth, scope, lang: 'nl', work })).journal;
  });
}
