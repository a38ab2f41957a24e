/**
 * What a month pack holds: the one table of its files, each made by the function that makes one
 * of the service's own GET endpoints' downloads (domain/downloads/), as the run's caller, so every
 * file is byte for byte what that endpoint exports (docs/decisions/0065-month-pack.md). A pack is for a person (the accountant opens the
 * folder), so its files are named as the screens save them: in the pack's language with the
 * period's name (shared/api/user-file-names.ts: `financieel-rapport-oktober-2026.pdf`), not
 * with the endpoint's English download name that scripts read. Files are made in this order.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { delimiterOfLanguage, exportDialect, type CsvDelimiter } from '../../../../shared/csv.js';
import { addDays, compareDates, parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { periodFileNameIn, type UserFileKind } from '../../../../shared/api/user-file-names.js';
import type { AuthContext } from '../../core/caller.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { ServiceDeps } from '../deps.js';
import { discountOrdersFile, discountRangeOf } from '../downloads/discount-orders-file.js';
import { financialReportFile } from '../downloads/financial-report-file.js';
import { journalFile, type KeepExport } from '../downloads/journal-file.js';
import { stockValueFile } from '../downloads/stock-value-file.js';
import { vatReturnFile } from '../downloads/vat-return-file.js';
import type { FileAnswer } from '../export/file-answer.js';
import { reportScopeOf } from '../financial-report/load-report-input.js';

export interface PackOptions {
  from: LocalDate;
  to: LocalDate;
  /** null: every location the caller sees. */
  locationId: number | null;
  lang: ExportLanguage;
  delimiter: CsvDelimiter;
}

/**
 * The files' language, Dutch unless asked, and CSV delimiter: the language's convention
 * (shared/csv.ts: Dutch `;` with decimal commas) unless asked.
 */
export const fileOptionsOf = (input: {
  lang?: ExportLanguage | undefined;
  delimiter?: CsvDelimiter | undefined;
}): Pick<PackOptions, 'lang' | 'delimiter'> => {
  const lang = input.lang ?? 'nl';
  return { lang, delimiter: input.delimiter ?? delimiterOfLanguage(lang) };
};

/** What a file is made as: the run's caller, a read's work, and the run's keeping of exports. */
export interface PackMaking {
  deps: ServiceDeps;
  auth: AuthContext;
  work: ReadWork;
  /** The journal's exports, kept once every file of the pack is made. */
  keep: KeepExport;
}

interface PackFileSpec {
  /** What the file holds, which names it. */
  kind: UserFileKind;
  extension: 'pdf' | 'xlsx' | 'csv' | 'xaf';
  /** The download of the period (of `options`' files) that is the file. */
  make: (making: PackMaking, period: PackOptions) => Promise<FileAnswer>;
  /**
   * One file per calendar year the period touches: an XAF auditfile holds one fiscal year
   * (the journal refuses a period across 1 January), and a week can cross it.
   */
  perYear?: true;
  /** Made only where the service runs a read model, which keeps the stock snapshots. */
  needsModel?: true;
}

/** The period as a report's query: its days and location (the run's caller's scope applies). */
const reportScope = ({ deps, auth }: PackMaking, period: PackOptions) =>
  reportScopeOf(deps, auth, {
    from: period.from,
    to: period.to,
    location_id: period.locationId ?? undefined,
  });

/** The files' language and CSV convention, as the endpoints take them from their query. */
const downloadOf = ({ lang, delimiter }: PackOptions) => ({
  lang,
  dialect: exportDialect(lang, delimiter),
});

const reportFile =
  (format: 'pdf' | 'xlsx'): PackFileSpec['make'] =>
  async (making, period) =>
    financialReportFile(
      making.deps,
      making.auth,
      { scope: await reportScope(making, period), work: making.work },
      { ...downloadOf(period), format },
    );

const journalFileOf =
  (format: 'csv' | 'xaf'): PackFileSpec['make'] =>
  async (making, period) =>
    journalFile(
      making.deps,
      { ...making, scope: await reportScope(making, period), lang: period.lang },
      { format, dialect: downloadOf(period).dialect },
      making.keep,
    );

const MONTH_PACK_FILES: readonly PackFileSpec[] = [
  { kind: 'financial-report', extension: 'pdf', make: reportFile('pdf') },
  { kind: 'financial-report', extension: 'xlsx', make: reportFile('xlsx') },
  {
    kind: 'vat-return',
    extension: 'xlsx',
    make: ({ deps, auth, work }, period) =>
      vatReturnFile(
        deps,
        auth,
        { period: periodQuery(period), work },
        { ...downloadOf(period), format: 'xlsx' },
      ),
  },
  {
    kind: 'discount-orders',
    extension: 'csv',
    make: async ({ deps, auth, work }, period) => {
      const query = { ...periodQuery(period), lang: period.lang, delimiter: period.delimiter };
      const range = await discountRangeOf(deps, auth, period, query);
      return discountOrdersFile(deps, auth, { range, query, work }, 'csv');
    },
  },
  { kind: 'journal', extension: 'csv', make: journalFileOf('csv') },
  { kind: 'journal', extension: 'xaf', make: journalFileOf('xaf'), perYear: true },
  // The stock at the period's last day, as GET /api/stock-value?date=<to> exports it.
  {
    kind: 'stock-value',
    extension: 'xlsx',
    needsModel: true,
    make: ({ deps, auth, work }, period) =>
      stockValueFile(
        deps,
        auth,
        { query: { date: period.to, location_id: period.locationId ?? undefined }, work },
        { ...downloadOf(period), format: 'xlsx' },
      ),
  },
];

/** One file of a pack: its name in the folder and how it is made. */
export interface PackFile {
  name: string;
  make: (making: PackMaking) => Promise<FileAnswer>;
}

/** The period's query, which every file shares. */
export function periodQuery(options: PackOptions) {
  return {
    from: options.from,
    to: options.to,
    location_id: options.locationId ?? undefined,
  };
}

/** The period cut at each 1 January it spans: one part per calendar year. */
export function yearParts(from: LocalDate, to: LocalDate): { from: LocalDate; to: LocalDate }[] {
  const parts: { from: LocalDate; to: LocalDate }[] = [];
  for (let start = from; compareDates(start, to) <= 0;) {
    const nextYear = parseLocalDate(`${Number(start.slice(0, 4)) + 1}-01-01`);
    const end =
      nextYear && compareDates(addDays(nextYear, -1), to) < 0 ? addDays(nextYear, -1) : to;
    parts.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return parts;
}

/** The pack's files; `hasModel`: the service runs a read model (ReadSource `hasModel`). */
export function packFiles(options: PackOptions, hasModel: boolean): PackFile[] {
  const specs = MONTH_PACK_FILES.filter((spec) => hasModel || spec.needsModel !== true);
  return specs.flatMap((spec) =>
    (spec.perYear ? yearParts(options.from, options.to) : [options]).map((part) => {
      const period = { ...options, from: part.from, to: part.to };
      // Every pack file is of all the period's shops (no shop_id in its query).
      const name = periodFileNameIn(
        spec.kind,
        { from: period.from, to: period.to, location_id: options.locationId },
        options.lang,
      );
      return {
        name: `${name}.${spec.extension}`,
        make: (making: PackMaking) => spec.make(making, period),
      };
    }),
  );
}
