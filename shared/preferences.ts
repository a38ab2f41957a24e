/**
 * The user's display preferences, defined once: the desktop app's settings file, the preload
 * bridge and the browser's localStorage all read and validate them here, so a default cannot
 * differ between the desktop app and a browser.
 */
import { z } from 'zod';
import { delimiterOfLanguage, type CsvDelimiter } from './csv.js';
import { readTableLayouts, tableLayoutsSchema, type TableLayouts } from './table-layouts.js';

export const LANGUAGES = ['nl', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * `follow-language`: the export language's convention, as the service applies it when no
 * `delimiter` is sent (Dutch: Excel NL, English: comma; decisions/0083); `comma`: `,` with
 * decimal points; `excel-nl`: `;` with decimal commas (Dutch Excel), whatever the language.
 */
const CSV_DIALECTS = ['follow-language', 'comma', 'excel-nl'] as const;
export type CsvDialectName = (typeof CSV_DIALECTS)[number];
/** A dialect that names its delimiter: what an export is written in. */
type WrittenCsvDialect = Exclude<CsvDialectName, 'follow-language'>;

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
 * Dutch, and CSV files in the language's convention: the app is for Dutch retailers, whose
 * spreadsheet reads a comma file as one column, so a Dutch user gets Excel NL's `;` and an
 * English one the comma an English spreadsheet expects, until either chooses otherwise.
 */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  language: 'nl',
  csvDialect: 'follow-language',
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

/**
 * The `delimiter` an export sends for a dialect: none when it follows the language, so the
 * service applies the language's convention (shared/csv.ts, `exportDialect`).
 */
export function delimiterOf(dialect: CsvDialectName): CsvDelimiter | undefined {
  if (dialect === 'follow-language') return undefined;
  return dialect === 'excel-nl' ? ';' : ',';
}

/** The dialect of a stored delimiter character, from layouts that kept the character. */
export const dialectOfDelimiter = (delimiter: unknown): WrittenCsvDialect =>
  delimiter === ';' ? 'excel-nl' : 'comma';

/** The dialect an export in `language` is written in: the one chosen, or the language's. */
export function writtenDialectOf(dialect: CsvDialectName, language: Language): WrittenCsvDialect {
  if (dialect !== 'follow-language') return dialect;
  return dialectOfDelimiter(delimiterOfLanguage(language));
}

/**
 * Until settings file version 6 and localStorage version 4, `excel-nl` was the default, and
 * every save wrote it (the whole preferences go with each change, and the settings file is
 * written on open), so a stored `excel-nl` cannot be told from one never chosen. It is read as
 * following the language: a Dutch user's files stay Excel NL, an English user gets the comma
 * the old default denied them (decisions/0083, addendum). A stored `comma` is a choice and stays.
 */
export const upgradeOldDefaultDialect = (stored: unknown): unknown =>
  stored === 'excel-nl' ? 'follow-language' : stored;
