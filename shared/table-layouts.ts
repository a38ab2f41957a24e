/**
 * How each user laid out each table (which columns, in which order, how wide), kept with the
 * display preferences (preferences.ts): in the desktop app's settings file, in a browser's
 * localStorage. Keyed by user first, so one user's layout never reaches another who logs in
 * on the same computer.
 */
import { z } from 'zod';

/** A column id as the tables name them (`ppu_wt`, `discount_value_wt`). */
export const COLUMN_ID = /^[A-Za-z_]\w{0,63}$/;
/** A table's id: its screen, and for the reference screen its list (`reference.taxRates`). */
const TABLE_ID = /^[a-z][\w.-]{0,63}$/;

export const MIN_COLUMN_WIDTH = 56;
export const MAX_COLUMN_WIDTH = 1200;
/** Enough for every table the app has, with room; a bound so a damaged file stays small. */
const MAX_COLUMNS = 64;
const MAX_TABLES = 64;
const MAX_USERS = 100;

const columnLayoutSchema = z.strictObject({
  /** Every column the user has placed, in on-screen order, hidden ones included. */
  order: z.array(z.string().regex(COLUMN_ID)).max(MAX_COLUMNS),
  /** Columns the user switched off; a column not listed (one added later) is shown. */
  hidden: z.array(z.string().regex(COLUMN_ID)).max(MAX_COLUMNS),
  /** Widths in pixels the user dragged; a column not listed takes the table's own width. */
  widths: z.record(
    z.string().regex(COLUMN_ID),
    z.number().int().min(MIN_COLUMN_WIDTH).max(MAX_COLUMN_WIDTH),
  ),
});
export type ColumnLayout = z.infer<typeof columnLayoutSchema>;

/**
 * The user's key: account and login e-mail, lower case (both are case-insensitive on the
 * platform). The e-mail is what identifies a login; a user id is not always known.
 */
export const userLayoutKey = (account: string, email: string): string =>
  `${account.trim().toLowerCase()}/${email.trim().toLowerCase()}`;

const userKeySchema = z.string().min(3).max(400);

/** user key → table id → layout. What a page may save: every part valid, or it is refused. */
export const tableLayoutsSchema = z
  .record(userKeySchema, z.record(z.string().regex(TABLE_ID), columnLayoutSchema))
  .refine((users) => Object.keys(users).length <= MAX_USERS, { message: 'too many users' })
  .refine(
    (users) => Object.values(users).every((tables) => Object.keys(tables).length <= MAX_TABLES),
    { message: 'too many tables' },
  );
export type TableLayouts = z.infer<typeof tableLayoutsSchema>;

/** Only the entries of `record` that `valid` accepts: one bad entry does not cost the rest. */
function validEntries<T>(
  record: unknown,
  valid: (key: string, value: unknown) => T | undefined,
): Record<string, T> {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return {};
  const kept: Record<string, T> = {};
  for (const [key, value] of Object.entries(record)) {
    const read = valid(key, value);
    if (read !== undefined) kept[key] = read;
  }
  return kept;
}

/**
 * Stored layouts of any shape, read leniently: a damaged layout is dropped (that table shows
 * its default columns), the others are kept.
 */
export function readTableLayouts(stored: unknown): TableLayouts {
  const users = validEntries(stored, (user, tables) =>
    userKeySchema.safeParse(user).success
      ? validEntries(tables, (table, layout) =>
          TABLE_ID.test(table) ? columnLayoutSchema.safeParse(layout).data : undefined,
        )
      : undefined,
  );
  const parsed = tableLayoutsSchema.safeParse(users);
  return parsed.success ? parsed.data : {};
}
