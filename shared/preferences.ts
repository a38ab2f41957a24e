/**
 * The user's display preferences, defined once: the desktop app's settings file, the preload
 * bridge and the browser's localStorage all read and validate them here, so a default cannot
 * differ between the desktop app and a browser.
 */
import { z } from 'zod';
import type { CsvDelimiter } from './csv.js';
import { readTableLayouts, tableLayoutsSchema, type TableLayouts } from './table-layouts.js';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** `comma`: `,` with decimal points; `excel-nl`: `;` with decimal commas (Dutch Excel). */
export const CSV_DIALECTS = ['comma', 'excel-nl'] as const;
export type CsvDialectName = (typeof CSV_DIALECTS)[number];

/**
 * How dates are written, whatever the language: `day-first` 20-11-2026 (as a Dutch clerk
 * writes them, in English too), or `iso` 2026-11-20 (as a spreadsheet sorts them).
 */
export const DATE_STYLES = ['day-first', 'iso'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];

export interface Preferences {
  language: Language;
  csvDialect: CsvDialectName;
  dateStyle: DateStyle;
  /** Each user's table columns (table-layouts.ts); empty until someone changes a table. */
  tableLayouts: TableLayouts;
}

/**
 * Dutch, and Dutch Excel's `;` dialect: the app is for Dutch retailers, whose spreadsheet
 * reads a comma file as one column. (The API's own default without `delimiter` stays `,`.)
 */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  language: 'nl',
  csvDialect: 'excel-nl',
  dateStyle: 'day-first',
  tableLayouts: {},
};

/** Stored preferences: a missing or invalid field becomes its default, unknown ones are dropped. */
export const preferencesSchema = z.object({
  language: z.enum(LANGUAGES).catch(DEFAULT_PREFERENCES.language),
  csvDialect: z.enum(CSV_DIALECTS).catch(DEFAULT_PREFERENCES.csvDialect),
  dateStyle: z.enum(DATE_STYLES).catch(DEFAULT_PREFERENCES.dateStyle),
  // Read entry by entry: one damaged layout is dropped, not every user's.
  tableLayouts: z.preprocess(readTableLayouts, tableLayoutsSchema),
}) satisfies z.ZodType<Preferences>;

/** Stored preferences of any shape, read as valid ones: what cannot be read is the default. */
export function readPreferences(stored: unknown): Preferences {
  const parsed = preferencesSchema.safeParse(stored);
  return parsed.success ? parsed.data : { ...DEFAULT_PREFERENCES };
}

/** A change the page asks for: known fields only, each valid, or the change is refused. */
export const preferencesChangeSchema = z.strictObject({
  language: z.enum(LANGUAGES).optional(),
  csvDialect: z.enum(CSV_DIALECTS).optional(),
  dateStyle: z.enum(DATE_STYLES).optional(),
  tableLayouts: tableLayoutsSchema.optional(),
}) satisfies z.ZodType<Partial<Preferences>>;

/** The `delimiter` the API's CSV answers take for a dialect. */
export const delimiterOf = (dialect: CsvDialectName): CsvDelimiter =>
  dialect === 'excel-nl' ? ';' : ',';

/** The dialect of a stored delimiter character, from layouts that kept the character. */
export const dialectOfDelimiter = (delimiter: unknown): CsvDialectName =>
  delimiter === ';' ? 'excel-nl' : 'comma';
