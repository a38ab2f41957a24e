/**
 * What a month pack holds: the one table of its files, each made by one of the service's own
 * GET endpoints, so every file is byte for byte what that endpoint exports
 * (docs/decisions/0065-month-pack.md). A pack is for a person (the accountant opens the
 * folder), so its files are named as the screens save them: in the pack's language with the
 * period's name (shared/api/user-file-names.ts: `financieel-rapport-oktober-2026.pdf`), not
 * with the endpoint's English download name that scripts read. Files are made in this order.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { delimiterOfLanguage, type CsvDelimiter } from '../../../../shared/csv.js';
import { addDays, compareDates, parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { methodAndPath } from '../../../../shared/api/endpoints.js';
import { periodFileNameIn, type UserFileKind } from '../../../../shared/api/user-file-names.js';

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

/** The endpoints that make a pack's files, each of a period. */
type PackEndpoint =
  | 'GET /api/financial-report'
  | 'GET /api/vat-return'
  | 'GET /api/discount-orders'
  | 'GET /api/journal';

interface PackFileSpec {
  endpoint: PackEndpoint;
  /** What the file holds, which names it. */
  kind: UserFileKind;
  extension: 'pdf' | 'xlsx' | 'csv' | 'xaf';
  /** The query besides `from`, `to` and `location_id`. */
  query: (options: PackOptions) => Record<string, string>;
  /**
   * One file per calendar year the period touches: an XAF auditfile holds one fiscal year
   * (the journal refuses a period across 1 January), and a week can cross it.
   */
  perYear?: true;
}

const MONTH_PACK_FILES: readonly PackFileSpec[] = [
  {
    endpoint: 'GET /api/financial-report',
    kind: 'financial-report',
    extension: 'pdf',
    query: ({ lang }) => ({ format: 'pdf', lang }),
  },
  {
    endpoint: 'GET /api/financial-report',
    kind: 'financial-report',
    extension: 'xlsx',
    query: ({ lang }) => ({ format: 'xlsx', lang }),
  },
  {
    endpoint: 'GET /api/vat-return',
    kind: 'vat-return',
    extension: 'xlsx',
    query: ({ lang }) => ({ format: 'xlsx', lang }),
  },
  {
    endpoint: 'GET /api/discount-orders',
    kind: 'discount-orders',
    extension: 'csv',
    query: ({ lang, delimiter }) => ({ format: 'csv', delimiter, lang }),
  },
  {
    endpoint: 'GET /api/journal',
    kind: 'journal',
    extension: 'csv',
    query: ({ lang, delimiter }) => ({ format: 'csv', delimiter, lang }),
  },
  {
    endpoint: 'GET /api/journal',
    kind: 'journal',
    extension: 'xaf',
    query: ({ lang }) => ({ format: 'xaf', lang }),
    perYear: true,
  },
];

/** One file of a pack: its name in the folder and the request that makes it. */
export interface PackFile {
  name: string;
  /** Path and query, e.g. `/api/vat-return?from=…&to=…&format=xlsx&lang=nl`. */
  url: string;
}

/** The period's query, which every file shares (and the check for data reads). */
export function periodQuery(options: PackOptions): Record<string, string> {
  return {
    from: options.from,
    to: options.to,
    ...(options.locationId === null ? {} : { location_id: String(options.locationId) }),
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

export function packFiles(options: PackOptions): PackFile[] {
  return MONTH_PACK_FILES.flatMap((spec) =>
    (spec.perYear ? yearParts(options.from, options.to) : [options]).map((part) => {
      const period = { ...options, from: part.from, to: part.to };
      const query = new URLSearchParams({ ...periodQuery(period), ...spec.query(options) });
      // Every pack file is of all the period's shops (no shop_id in its query).
      const name = periodFileNameIn(
        spec.kind,
        { from: period.from, to: period.to, location_id: options.locationId },
        options.lang,
      );
      return {
        name: `${name}.${spec.extension}`,
        url: `${methodAndPath(spec.endpoint).path}?${query.toString()}`,
      };
    }),
  );
}
