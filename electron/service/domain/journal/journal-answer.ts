/**
 * The journal of a range and scope as GET /api/journal answers it and a posting run posts it:
 * days exported before answered as exported, a change since as a correction entry (decision
 * 0080, addendum), and the changes of the exported days just before the range posted in it too.
 * The bridge to the report's turnover is apart (`bridgedJournalOf`): it costs the report, and
 * only the answers that carry it (JSON, .xlsx) pay for it.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { Journal, JournalAnswer } from '../../../../shared/api/journal.js';
import type { LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import { readLedgerMapping } from '../ledger/ledger-mapping.js';
import { computeReport, type ReportScope } from '../financial-report/load-report-input.js';
import { vatCodesOf, withExportedEntries } from './booked-entries.js';
import { journalBridge } from './journal-bridge.js';
import { changedBefore, computeJournal } from './load-journal.js';
import { stockValuesOf } from './stock-change.js';

export interface JournalMade {
  /** The range's journal of today's figures, before the exported days are put back. */
  computed: Journal;
  /** The journal as answered. */
  journal: Journal;
  /** The ledger mapping it is posted to (the auditfile names its accounts). */
  mapping: LedgerMapping;
}

/** What the journal is read with; lang words its descriptions. */
export interface JournalRead {
  auth: AuthContext;
  scope: ReportScope;
  lang: ExportLanguage;
  work: ReadWork;
}

export async function journalOf(deps: ServiceDeps, read: JournalRead): Promise<JournalMade> {
  const { auth, scope, lang, work } = read;
  const exported = await deps.journalExports.exported(
    auth.account,
    scope.scope.locationId,
    scope.from,
    scope.to,
  );
  let mappingRead: Promise<LedgerMapping> | undefined;
  const readMapping = () => (mappingRead ??= readLedgerMapping(deps, auth));
  // Each month end's stock value read once, for the range and the exported days before it.
  const stockValues = stockValuesOf(deps, auth, work);
  const before = await changedBefore(
    deps,
    auth,
    scope,
    exported.ranges,
    readMapping,
    lang,
    work,
    stockValues,
  );
  const booked = vatCodesOf([...exported.entries, ...before]);
  const { journal: computed, mapping } = await computeJournal(
    deps,
    auth,
    scope,
    readMapping,
    lang,
    work,
    booked,
    stockValues,
  );
  return { computed, journal: withExportedEntries(computed, exported, lang, before), mapping };
}

/** The journal with its bridge to the report's turnover of the same range and location. */
export async function bridgedJournalOf(
  deps: ServiceDeps,
  read: JournalRead,
): Promise<{ journal: JournalAnswer; mapping: LedgerMapping }> {
  const [made, report] = await Promise.all([
    journalOf(deps, read),
    computeReport(deps, read.auth, read.scope, read.work),
  ]);
  const journal: JournalAnswer = {
    ...made.journal,
    report_bridge: journalBridge(report, made.computed, made.journal),
  };
  return { journal, mapping: made.mapping };
}
