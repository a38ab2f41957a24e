/**
 * One JSON file in the data folder that keeps an entry per platform account (`{ "accounts":
 * { <account key>: <entry> } }`), or memory when there is no data folder: the frame the
 * ledger mappings, the exception settings, the filed VAT periods and the journal exports share.
 *
 * - Typed by the entry's zod schema, so each store's types are inferred from it.
 * - Read once at open. An entry that no longer fits the schema (edited by hand) is left out and
 *   reported, so the rest still loads; an entry that is a list or a map keeps each item that
 *   fits and reports each that does not.
 * - One change at a time, written whole (JsonFile: a temporary file renamed over the old one)
 *   before it is held or answered, so a crash or a full disk leaves the file as it was, a
 *   failed write changes nothing, and two changes at once keep both.
 * - A store may keep one more map beside the accounts in the same file (the filed VAT periods'
 *   orders), written with the same change.
 */
import { z } from 'zod';
import { JsonFile } from './data-file.js';

/** Account names are case-insensitive on the platform. */
export const accountKey = (account: string): string => account.trim().toLowerCase();

/** What a change came to: the account's new entry (none: nothing to write) and its answer. */
interface AccountChange<Entry, Beside, T> {
  next?: Entry;
  /** An entry of the map beside the accounts kept (a value) or dropped (null) with it. */
  beside?: { key: string; value: Beside | null };
  result: T;
}

interface AccountFileOptions<S extends z.ZodType, B extends z.ZodType> {
  dataDir: string | null;
  fileName: string;
  /** An account's entry. */
  entry: S;
  /** Told the account of each entry (or item) left out for not fitting. */
  onSkipped?: (account: string) => void;
  /** One more map kept in the file, by its own keys; an entry that no longer fits is dropped. */
  beside?: { name: string; entry: B };
}

type Stored = Record<string, Record<string, unknown> | undefined>;

export class AccountFile<S extends z.ZodType, B extends z.ZodType = z.ZodNever> {
  private byAccount = new Map<string, z.output<S>>();
  private besides = new Map<string, z.output<B>>();
  private readonly file: JsonFile<Stored>;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(private readonly options: AccountFileOptions<S, B>) {
    this.file = new JsonFile(options.dataDir, options.fileName);
  }

  static async open<S extends z.ZodType, B extends z.ZodType = z.ZodNever>(
    options: AccountFileOptions<S, B>,
  ): Promise<AccountFile<S, B>> {
    const store = new AccountFile(options);
    const stored = await store.file.load();
    const skip = options.onSkipped ?? (() => undefined);
    for (const [account, raw] of entriesOf(stored?.accounts)) {
      const entry = fitting(options.entry, raw, () => skip(account));
      if (entry !== undefined) store.byAccount.set(accountKey(account), entry);
    }
    if (options.beside) {
      for (const [key, raw] of entriesOf(stored?.[options.beside.name])) {
        const parsed = options.beside.entry.safeParse(raw);
        if (parsed.success) store.besides.set(key, parsed.data);
      }
    }
    return store;
  }

  /** The account's entry as last stored; undefined when it has none. */
  entry(account: string): z.output<S> | undefined {
    return this.byAccount.get(accountKey(account));
  }

  /** The entry kept beside the accounts under `key`; undefined when there is none. */
  beside(key: string): z.output<B> | undefined {
    return this.besides.get(key);
  }

  /**
   * Changes the account's entry, one change at a time: `decide` sees the entry as it is then,
   * and what it decides is written before it is held, so a failed write changes nothing.
   */
  change<T>(
    account: string,
    decide: (current: z.output<S> | undefined) => AccountChange<z.output<S>, z.output<B>, T>,
  ): Promise<T> {
    const run = async (): Promise<T> => {
      const key = accountKey(account);
      const { next, beside, result } = decide(this.byAccount.get(key));
      if (next === undefined) return result;
      const byAccount = new Map(this.byAccount).set(key, next);
      const besides = new Map(this.besides);
      if (beside?.value != null) besides.set(beside.key, beside.value);
      else if (beside) besides.delete(beside.key);
      const file: Stored = { accounts: Object.fromEntries(byAccount) };
      if (this.options.beside) file[this.options.beside.name] = Object.fromEntries(besides);
      await this.file.save(file);
      this.byAccount = byAccount;
      this.besides = besides;
      return result;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

const entriesOf = (map: unknown): [string, unknown][] =>
  typeof map === 'object' && map !== null ? Object.entries(map) : [];

/**
 * The stored entry as far as it fits: whole, or (a list or a map) the items that fit, each
 * misfit told to `skip`; undefined when a whole entry does not fit.
 */
function fitting<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  skip: () => void,
): z.output<S> | undefined {
  if (schema instanceof z.ZodArray) {
    const items: unknown[] = [];
    // A single item where a list belongs is read as a list of one.
    for (const item of Array.isArray(raw) ? raw : [raw]) {
      const parsed = z.safeParse(schema.element, item);
      if (parsed.success) items.push(parsed.data);
      else skip();
    }
    return items as z.output<S>;
  }
  if (schema instanceof z.ZodRecord) {
    const items: Record<string, unknown> = {};
    for (const [key, item] of entriesOf(raw)) {
      const parsed = z.safeParse(schema.valueType, item);
      if (parsed.success) items[key] = parsed.data;
      else skip();
    }
    return items as z.output<S>;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  skip();
  return undefined;
}
