/**
 * The journal with the caller's rights: the report's range and location checks
 * (reportScopeOf), its feature check, its names and its rows, read as the report reads them
 * (addReportRows: from the read model a page at a time) into per-day tallies, then posted to
 * the ledger mapping's accounts (journal-of.ts).
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { Journal } from '../../../../shared/api/journal.js';
import type { LedgerMapping } from '../../../../shared/api/ledger-mapping.js';
import type { AuthContext } from '../../core/caller.js';
import { withFeature } from '../capabilities.js';
import type { ServiceDeps } from '../deps.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import { loadReportNames } from '../reference/report-names.js';
import { addSummedRows } from '../sales-figures/day-sums.js';
import type { ReportScope } from '../financial-report/load-report-input.js';
import { JournalDayTallies, journalSums } from './day-tallies.js';
import { journalOf } from './journal-of.js';
import { vatCodesOf } from './booked-entries.js';
import { changedDays, exportedRunBefore, type ChangedDay } from './day-corrections.js';
import type { ExportedJournal } from '../../data/journal-exports/exported-journal.js';
import type { StockValueDeps } from '../stock-value/stock-value.js';
import { stockChangesOf, type StockValuesOf } from './stock-change.js';

type JournalDeps = Pick<ServiceDeps, 'upstream' | 'reads'> & StockValueDeps;

export function computeJournal(
  deps: JournalDeps,
  auth: AuthContext,
  { from, to, scope }: ReportScope,
  /** Read once the feature check passed: a platform without the calls answers 501 first. */
  readMapping: () => Promise<LedgerMapping>,
  lang: ExportLanguage,
  work: ReadWork,
  /** The VAT codes of the range's lines exported before (journalOf lists them too). */
  bookedVatCodes: ReadonlySet<string>,
  /** The stock values at cost of the month ends (stock-change.ts), read once per journal. */
  stockValues: StockValuesOf,
): Promise<{ journal: Journal; mapping: LedgerMapping }> {
  return withFeature(deps, auth, 'financial_report', async () => {
    const [mapping, { shops, productGroups, paymentMethods, taxRates }] = await Promise.all([
      readMapping(),
      // Every country's rates: a rate of another member state posts to its OSS account.
      loadReportNames(deps, auth, 'every country'),
    ]);
    const rules = { from, to, locationId: scope.locationId, shops };
    const tallies = new JournalDayTallies(rules);
    const kind = journalSums(rules);
    await addSummedRows(deps, auth, { from, to }, scope.shopIds, work, kind, tallies);
    const range = { from, to, locationId: scope.locationId };
    const now = deps.clock.now();
    const stock = await stockChangesOf(mapping, range, stockValues, { lang, now });
    const journal = journalOf(
      tallies.tallies(),
      mapping,
      { paymentMethods, productGroups, taxRates },
      { from, to, locationId: scope.locationId },
      lang,
      bookedVatCodes,
      stock,
    );
    // The auditfile names the company and the accounts from the same mapping.
    return { journal, mapping };
  });
}

/**
 * The changed days of the run of exported days that ends the day before the range: a journal
 * of the range posts their corrections (decision 0080, addendum). Today's figures of that run
 * are computed as the range's are (its scope, the same ledger mapping and language, from the
 * same reads) and compared with what was exported of them, corrections exported since too.
 */
export async function changedBefore(
  deps: JournalDeps & Pick<ServiceDeps, 'journalExports'>,
  auth: AuthContext,
  scope: ReportScope,
  /** Every export's days of the scope. */
  ranges: ExportedJournal['ranges'],
  readMapping: () => Promise<LedgerMapping>,
  lang: ExportLanguage,
  work: ReadWork,
  stockValues: StockValuesOf,
): Promise<ChangedDay[]> {
  const run = exportedRunBefore(ranges, scope.from);
  if (run === null) return [];
  const locationId = scope.scope.locationId;
  const exported = await deps.journalExports.exported(auth.account, locationId, run.from, run.to);
  const earlier = { ...scope, from: run.from, to: run.to };
  const { journal } = await computeJournal(
    deps,
    auth,
    earlier,
    readMapping,
    lang,
    work,
    vatCodesOf(exported.entries),
    stockValues,
  );
  return changedDays(journal, exported);
}
