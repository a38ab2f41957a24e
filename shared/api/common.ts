/**
 * Contracts shared by every resource: list envelopes and the query parameter primitives (the
 * error body is error-body.ts). The service validates with these, the OpenAPI document is generated
 * from them, and the renderer and tests type their data with them.
 */
import { z } from 'zod';
import { FIRST_YEAR, isLocalDate, LAST_YEAR, parseLocalDate, type LocalDate } from '../dates.js';
import { EXPORT_LANGUAGES } from './export-columns.js';

/** `{count, total, data}`: every list answers this. */
export const listEnvelope = <Row extends z.ZodType>(row: Row) =>
  z.object({
    count: z.number().int().meta({ description: 'Rows in `data`.' }),
    total: z.number().int().meta({ description: 'Rows overall (authoritative).' }),
    data: z.array(row),
  });

/** Paginated lists also echo `start` and `limit` (the limit actually applied). */
export const pagedEnvelope = <Row extends z.ZodType>(row: Row) =>
  listEnvelope(row).extend({ start: z.number().int(), limit: z.number().int() });

// ---- query parameter primitives -------------------------------------------------------
// Query strings arrive as strings; each primitive validates the text and converts it.

export const dateParam = z
  .string()
  .transform((text, context): LocalDate => {
    const date = parseLocalDate(text);
    if (!date) {
      context.addIssue({
        code: 'custom',
        message: `must be a calendar date YYYY-MM-DD from ${FIRST_YEAR} to ${LAST_YEAR}, got ${JSON.stringify(text)}`,
      });
      return z.NEVER;
    }
    return date;
  })
  .meta({ description: 'A date YYYY-MM-DD (Europe/Amsterdam day).', example: '2026-03-01' });

/**
 * A day `YYYY-MM-DD` in an answer or a kept file, typed LocalDate: what reads one back (a
 * client, a test, the service reading its own file) gets the type from the check, not a cast.
 * The OpenAPI document shows a string, as it did before the check.
 */
export const localDate = z
  .string()
  .refine(isLocalDate, { message: 'must be a calendar date YYYY-MM-DD' })
  .brand<'LocalDate', 'inout'>();

export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { message: 'must be one of true, false, 1, 0' })
  .transform((text) => text === 'true' || text === '1');

const INTEGER_TEXT = /^-?\d{1,15}$/;

export const integerParam = z
  .string()
  .regex(INTEGER_TEXT, { message: 'must be a whole number' })
  .transform(Number);

/** A positive id such as a shop or location id: digits only. */
export const idParam = z
  .string()
  .regex(/^\d{1,15}$/, { message: 'must be a positive whole number (digits only)' })
  .transform(Number)
  .refine((id) => id > 0, { message: 'must be a positive whole number' });

export const startParam = integerParam
  .refine((start) => start >= 0, { message: 'must be 0 or more' })
  .optional()
  .transform((start) => start ?? 0);

const DEFAULT_PAGE_LIMIT = 100;

/** `limit`: default 100; above the cap it is cut to the cap (and echoed), below 1 is 400. */
export const limitParam = (cap: number, byDefault: number = DEFAULT_PAGE_LIMIT) =>
  integerParam
    .refine((limit) => limit >= 1, { message: 'must be 1 or more' })
    .optional()
    .transform((limit) => Math.min(limit ?? byDefault, cap))
    .meta({
      description: `Page size; default ${byDefault}, values above ${cap} are cut to ${cap}.`,
    });

export const countryParam = z
  .string()
  .regex(/^[A-Za-z]{2}$/, { message: 'must be a two-letter country code' })
  .transform((code) => code.toUpperCase());

// ---- exports (CSV and .xlsx) -----------------------------------------------------------

/** The spreadsheet media type a caller may name in Accept instead of `format=xlsx`. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The media type of a report's CSV tables, one file per table (docs/decisions/0083). */
export const ZIP_MEDIA_TYPE = 'application/zip';

/** The media type of a PDF answer (the financial report's `format=pdf`). */
export const PDF_MEDIA_TYPE = 'application/pdf';

/** Options of every exportable endpoint: the format, the language and its CSV convention. */
export const exportQuery = {
  format: z
    .enum(['json', 'csv', 'xlsx'], { message: 'must be json, csv or xlsx' })
    .optional()
    .meta({ description: 'Answer format; without it the Accept header decides (default JSON).' }),
  delimiter: z.enum([',', ';'], { message: 'must be , or ;' }).optional().meta({
    description:
      'CSV only: the delimiter, over the language’s: `,` (with decimal points) or `;` (with decimal commas).',
  }),
  lang: z.enum(EXPORT_LANGUAGES, { message: 'must be en or nl' }).optional().meta({
    description:
      'Exports only: the language of headers, labels and file names, and its CSV convention: `en` (default; `,` and decimal points) or `nl` (Excel NL: `;` and decimal commas).',
  }),
};

const keyList = (keys: readonly string[]): string => keys.join(', ');

const q = (text: string): string => JSON.stringify(text);

/** A 400 that names the bad key and lists the allowed ones, so a caller can fix the request. */
function refuse(context: z.RefinementCtx, problem: string, keys: readonly string[]): never {
  context.addIssue({ code: 'custom', message: `${problem}; the columns are ${keyList(keys)}` });
  return z.NEVER;
}

const isKeyOf = <Key extends string>(keys: readonly Key[], text: string): text is Key =>
  keys.some((key) => key === text);

/** `columns=key1,key2`: which columns, in which order; each key once. */
const columnsParam = <const Key extends string>(keys: readonly Key[]) =>
  z
    .string()
    .transform((text, context): Key[] => {
      const chosen: Key[] = [];
      for (const key of text.split(',')) {
        if (!isKeyOf(keys, key)) return refuse(context, `has an unknown column ${q(key)}`, keys);
        if (chosen.includes(key)) return refuse(context, `names the column ${q(key)} twice`, keys);
        chosen.push(key);
      }
      return chosen;
    })
    .optional()
    .meta({
      description: `Exports only: the columns, comma-separated, in this order. Keys: ${keyList(keys)}.`,
    });

export interface ExportSort<Key extends string = string> {
  key: Key;
  descending: boolean;
}

/** `sort=key` (ascending) or `sort=-key` (descending). */
export const sortParam = <const Key extends string>(keys: readonly Key[]) =>
  z
    .string()
    .transform((text, context): ExportSort<Key> => {
      const descending = text.startsWith('-');
      const key = descending ? text.slice(1) : text;
      if (!isKeyOf(keys, key)) return refuse(context, `has an unknown column ${q(key)}`, keys);
      return { key, descending };
    })
    .optional()
    .meta({
      description:
        "Exports only: the rows' order, `key` ascending or `-key` descending (stable; empty " +
        `cells last). Keys: ${keyList(keys)}.`,
    });

/** The export options of a list endpoint: its column keys choose and order the columns. */
export const listExportQuery = <const Key extends string>(keys: readonly Key[]) => ({
  ...exportQuery,
  columns: columnsParam(keys),
  sort: sortParam(keys),
});

/** `from` required, `to` defaulting to `from`; `from > to` is rejected by the route. */
export const dayRangeQuery = {
  from: dateParam,
  to: dateParam.optional(),
};
