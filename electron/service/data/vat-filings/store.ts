/**
 * The filed VAT periods, per platform account, kept in the data folder as one JSON file
 * (`vat-filings.json`), or in memory when there is no data folder, as the ledger mappings are
 * (ledger/mapping-store.ts): a change is written to a temporary file renamed over the old one
 * before it is answered or held, so a crash or a full disk leaves the filings as they were;
 * changes are made one at a time, so two filings at once cannot both pass the overlap check.
 * With `--database-url` they are on the PostgreSQL server every instance shares instead
 * (database/vat-filings.ts).
 */
import { vatFilingSchema, type VatFiling } from '../../../../shared/api/vat-filings.js';
import { JsonFile } from '../files/data-file.js';
import { accountKey } from '../ledger-mappings/store.js';
import { filedOrdersSchema, type FiledOrder } from './filed-order.js';

const FILE_NAME = 'vat-filings.json';

interface FilingFile {
  accounts: Record<string, VatFiling[]>;
  /** Each filing's orders as filed, by account and filing id (absent: kept before they were). */
  orders?: Record<string, FiledOrder[]>;
}

/** What adding a filing came to: stored, or refused for the filed period it overlaps. */
export type AddFilingResult = { added: VatFiling } | { overlapping: VatFiling };

/** Where the filed periods are kept: the data folder (or memory), or the shared database. */
export interface FiledPeriods {
  /** The account's filings, oldest period first. */
  list(account: string): Promise<VatFiling[]>;
  /**
   * Stores the filing, with each order's share of its figures (order-figures.ts), unless a
   * filing of the same location overlaps its days.
   */
  add(account: string, filing: VatFiling, orders: readonly FiledOrder[]): Promise<AddFilingResult>;
  /** The orders kept with the account's filing; null when it has none kept (or no such id). */
  ordersOf(account: string, id: string): Promise<FiledOrder[] | null>;
  /** Removes the filing; false when the account has none of that id. */
  remove(account: string, id: string): Promise<boolean>;
}

/** Where a filing's orders are kept in the file: its account's key and its id. */
const ordersKey = (account: string, id: string): string => `${accountKey(account)} ${id}`;

/** Same scope (location, or all of them) and at least one day in common. */
export const overlaps = (a: VatFiling, b: Pick<VatFiling, 'from' | 'to' | 'location_id'>) =>
  a.location_id === b.location_id && a.from <= b.to && b.from <= a.to;

/** Oldest period first; YYYY-MM-DD text sorts as the dates do. */
export const byPeriod = (a: VatFiling, b: VatFiling): number =>
  a.from < b.from ? -1 : a.from > b.from ? 1 : (a.location_id ?? 0) - (b.location_id ?? 0);

export class FiledPeriodStore implements FiledPeriods {
  private readonly byAccount = new Map<string, VatFiling[]>();
  /** By `ordersKey`. */
  private readonly orders = new Map<string, FiledOrder[]>();
  private readonly file: JsonFile<FilingFile>;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(dataDir: string | null) {
    this.file = new JsonFile(dataDir, FILE_NAME);
  }

  /**
   * Reads the file once. A filing that no longer fits the contract (edited by hand) is left
   * out and reported to `onSkipped`, so the others still load.
   */
  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void = () => undefined,
  ): Promise<FiledPeriodStore> {
    const store = new FiledPeriodStore(dataDir);
    const stored = await store.file.load();
    const accounts: unknown = stored?.accounts;
    if (typeof accounts !== 'object' || accounts === null) return store;
    for (const [account, entries] of Object.entries(accounts)) {
      const kept: VatFiling[] = [];
      for (const entry of Array.isArray(entries) ? entries : [entries]) {
        const parsed = vatFilingSchema.safeParse(entry);
        if (parsed.success) kept.push(parsed.data);
        else onSkipped(account);
      }
      store.byAccount.set(accountKey(account), kept.sort(byPeriod));
    }
    const orders: unknown = stored?.orders;
    if (typeof orders !== 'object' || orders === null) return store;
    for (const [key, list] of Object.entries(orders)) {
      // Orders that no longer fit are as good as none: the correction says they are not known.
      const parsed = filedOrdersSchema.safeParse(list);
      if (parsed.success) store.orders.set(key, parsed.data);
    }
    return store;
  }

  list(account: string): Promise<VatFiling[]> {
    return Promise.resolve([...(this.byAccount.get(accountKey(account)) ?? [])]);
  }

  add(account: string, filing: VatFiling, orders: readonly FiledOrder[]): Promise<AddFilingResult> {
    return this.change<AddFilingResult>(account, (current) => {
      const overlapping = current.find((other) => overlaps(other, filing));
      if (overlapping) return { result: { overlapping } };
      return {
        next: [...current, filing].sort(byPeriod),
        orders: { key: ordersKey(account, filing.id), list: [...orders] },
        result: { added: filing },
      };
    });
  }

  ordersOf(account: string, id: string): Promise<FiledOrder[] | null> {
    return Promise.resolve(this.orders.get(ordersKey(account, id)) ?? null);
  }

  remove(account: string, id: string): Promise<boolean> {
    return this.change(account, (current) => {
      const next = current.filter((filing) => filing.id !== id);
      return next.length === current.length
        ? { result: false }
        : { next, orders: { key: ordersKey(account, id), list: null }, result: true };
    });
  }

  /** One change at a time; held only once written, so a failed write changes nothing. */
  private change<T>(
    account: string,
    decide: (current: VatFiling[]) => {
      next?: VatFiling[];
      /** A filing's orders kept (a list) or dropped (null) with the change. */
      orders?: { key: string; list: FiledOrder[] | null };
      result: T;
    },
  ): Promise<T> {
    const key = accountKey(account);
    const run = async (): Promise<T> => {
      const { next, orders, result } = decide(this.byAccount.get(key) ?? []);
      if (next === undefined) return result;
      const all = new Map(this.byAccount).set(key, next);
      const allOrders = new Map(this.orders);
      if (orders?.list) allOrders.set(orders.key, orders.list);
      else if (orders) allOrders.delete(orders.key);
      await this.file.save({
        accounts: Object.fromEntries(all),
        orders: Object.fromEntries(allOrders),
      });
      this.byAccount.set(key, next);
      if (orders?.list) this.orders.set(orders.key, orders.list);
      else if (orders) this.orders.delete(orders.key);
      return result;
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }
}
