/**
 * What a month pack holds: the one table of its files, each named by the period and made by
 * one of the service's own GET endpoints, so every file is byte for byte what that endpoint
 * exports (docs/decisions/0065-month-pack.md). The names are the ones those endpoints give
 * their downloads (Content-Disposition); test/api/exports/month-pack.test.ts holds the two
 * together. Files are made in this order.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import { delimiterOfLanguage, type CsvDelimiter } from '../../../../shared/csv.js';
import { addDays, compareDates, parseLocalDate, type LocalDate } from '../../../../shared/dates.js';
import { locationSuffix } from '../export/file-name.js';

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

interface PackFileSpec {
  /** The name before the period: `financial-report` → `financial-report-<from>-<to>.pdf`. */
  stem: string;
  extension: 'pdf' | 'xlsx' | 'csv' | 'xaf';
  path: string;
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
    stem: 'financial-report',
    extension: 'pdf',
    path: '/api/financial-report',
    query: ({ lang }) => ({ format: 'pdf', lang }),
  },
  {
    stem: 'financial-report',
    extension: 'xlsx',
    path: '/api/financial-report',
    query: ({ lang }) => ({ format: 'xlsx', lang }),
  },
  {
    stem: 'vat-return',
    extension: 'xlsx',
    path: '/api/vat-return',
    query: ({ lang }) => ({ format: 'xlsx', lang }),
  },
  {
    stem: 'discount-orders',
    extension: 'csv',
    path: '/api/discount-orders',
    query: ({ lang, delimiter }) => ({ format: 'csv', delimiter, lang }),
  },
  {
    stem: 'journal',
    extension: 'csv',
    path: '/api/journal',
    query: ({ lang, delimiter }) => ({ format: 'csv', delimiter, lang }),
  },
  {
    stem: 'journal',
    extension: 'xaf',
    path: '/api/journal',
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
      const suffix = `${period.from}-${period.to}${locationSuffix(options.locationId)}`;
      const query = new URLSearchParams({ ...periodQuery(period), ...spec.query(options) });
      return {
        name: `${spec.stem}-${suffix}.${spec.extension}`,
        url: `${spec.path}?${query.toString()}`,
      };
    }),
  );
}
