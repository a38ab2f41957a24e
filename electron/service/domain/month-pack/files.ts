/**
 * What a month pack holds: the one table of its files, each made by one of the service's own
 * GET endpoints, so every file is byte for byte what that endpoint exports
 * (docs/decisions/0065-month-pack.md), and named with that endpoint's download name from the
 * endpoint table (shared/api/endpoints.ts), as its Content-Disposition is. Files are made in
 * this order.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { delimiterOfLanguage, type CsvDelimiter } from '../../../../shared/csv.js';
import { addDays, compareDates, parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { ENDPOINTS, methodAndPath } from '../../../../shared/api/endpoints.js';

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
    extension: 'pdf',
    query: ({ lang }) => ({ format: 'pdf', lang }),
  },
  {
    endpoint: 'GET /api/financial-report',
    extension: 'xlsx',
    query: ({ lang }) => ({ format: 'xlsx', lang }),
  },
  {
    endpoint: 'GET /api/vat-return',
    extension: 'xlsx',
    query: ({ lang }) => ({ format: 'xlsx', lang }),
  },
  {
    endpoint: 'GET /api/discount-orders',
    extension: 'csv',
    query: ({ lang, delimiter }) => ({ format: 'csv', delimiter, lang }),
  },
  {
    endpoint: 'GET /api/journal',
    extension: 'csv',
    query: ({ lang, delimiter }) => ({ format: 'csv', delimiter, lang }),
  },
  {
    endpoint: 'GET /api/journal',
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
      const name = ENDPOINTS[spec.endpoint].download({
        from: period.from,
        to: period.to,
        location_id: options.locationId,
        shop_id: null,
      });
      return {
        name: `${name}.${spec.extension}`,
        url: `${methodAndPath(spec.endpoint).path}?${query.toString()}`,
      };
    }),
  );
}
