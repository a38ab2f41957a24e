/**
 * The filed VAT periods, per platform account, kept in the data folder as one JSON file
 * (`vat-filings.json`), or in memory when there is no data folder, by the per-account file
 * the ledger mappings are kept in too (files/account-file.ts): a change is written whole
 * before it is answered or held, so a crash or a full disk leaves the filings as they were;
 * changes are made one at a time, so two filings at once cannot both pass the overlap check.
 * With `--database-url` they are on the PostgreSQL server every instance shares instead
 * (postgres.ts).
 */
import { z } from 'zod';
import {
  vatFilingSchema,
  vatFilingUndoneSchema,
  type VatFiling,
  type VatFilingUndone,
} from '../../../../shared/api/vat-filings.js';
import { AccountFile, accountKey } from '../files/account-file.js';
import { filedOrdersSchema, type FiledOrder } from './filed-order.js';

const FILE_NAME = 'vat-filings.json';

/**
 * A filing as kept: one kept before filings kept what they declared has no `declared`, and
 * declared nothing (decision 0080, second addendum).
 */
export const storedFilingSchema = vatFilingSchema.extend({
  declared: vatFilingSchema.shape.declared.default([]),
  /** Set when a manager undid it: kept for the period's history, no longer filed. */
  undone: vatFilingUndoneSchema.optional(),
});
/** A filing as kept: standing, or undone (decision 0102). */
export type KeptFiling = VatFiling & { undone?: VatFilingUndone | undefined };

const standing = (filing: KeptFiling): boolean => filing.undone === undefined;

/** The standing filings of those kept, as filings. */
export const standingOf = (kept: readonly KeptFiling[]): VatFiling[] =>
  kept.filter(standing).map(({ undone: _undone, ...filing }) => filing);

/** An account's filings; a filing that no longer fits is left out, the others still load. */
const accountFilingsSchema = z.array(storedFilingSchema);

/** What adding a filing came to: stored, or refused for the filed period it overlaps. */
export type AddFilingResult = { added: VatFiling } | { overlapping: VatFiling };

/** Where the filed periods are kept: the data folder (or memory), or the shared database. */
export interface FiledPeriods {
  /** The account's standing filings (not undone), oldest period first. */
  list(account: string): Promise<VatFiling[]>;
  /** Every filing the account made, undone ones too, oldest period first. */
  history(account: string): Promise<KeptFiling[]>;
  /**
   * Stores the filing, with each order's share of its figures (order-figures.ts), unless a
   * filing it overlaps (`overlaps`) is stored already.
   */
  add(account: string, filing: VatFiling, orders: readonly FiledOrder[]): Promise<AddFilingResult>;
  /** The orders kept with the account's filing; null when it has none kept (or no such id). */
  ordersOf(account: string, id: string): Promise<FiledOrder[] | null>;
  /**
   * Undoes the standing filing: it is no longer filed, and kept with who undid it, when and
   * why; its orders are dropped. False when the account has no standing filing of that id.
   */
  remove(account: string, id: string, undone: VatFilingUndone): Promise<boolean>;
}

/** Where a filing's orders are kept in the file: its account's key and its id. */
const ordersKey = (account: string, id: string): string => `${accountKey(account)} ${id}`;

/**
 * At least one day in common, and a location in common: the same location, or either of them
 * the whole account's (which holds every location's turnover), so no day's turnover of a
 * location is in two filed returns; two locations' filings may share days
 * (docs/decisions/0100-filings-cover-a-return-period.md).
 */
export const overlaps = (a: VatFiling, b: Pick<VatFiling, 'from' | 'to' | 'location_id'>) =>
  (a.location_id === b.location_id || a.location_id === null || b.location_id === null) &&
  a.from <= b.to &&
  b.from <= a.to;

/** Oldest period first (YYYY-MM-DD text sorts as the dates do), then the earliest filed. */
export const byPeriod = (a: VatFiling, b: VatFiling): number =>
  a.from < b.from
    ? -1
    : a.from > b.from
      ? 1
      : (a.location_id ?? 0) - (b.location_id ?? 0) ||
        Date.parse(a.filed_at) - Date.parse(b.filed_at);

export class FiledPeriodStore implements FiledPeriods {
  private constructor(
    private readonly file: AccountFile<typeof accountFilingsSchema, typeof filedOrdersSchema>,
  ) {}

  /**
   * Reads the file once. A filing that no longer fits the contract (edited by hand) is left
   * out and reported to `onSkipped`, so the others still load; orders that no longer fit are
   * as good as none (the correction says they are not known).
   */
  static async open(
    dataDir: string | null,
    onSkipped: (account: string) => void = () => undefined,
  ): Promise<FiledPeriodStore> {
    const file = await AccountFile.open({
      dataDir,
      fileName: FILE_NAME,
      entry: accountFilingsSchema,
      onSkipped,
      // Each filing's orders as filed, by `ordersKey` (absent: kept before they were).
      beside: { name: 'orders', entry: filedOrdersSchema },
    });
    return new FiledPeriodStore(file);
  }

  async list(account: string): Promise<VatFiling[]> {
    return standingOf(await this.history(account));
  }

  history(account: string): Promise<KeptFiling[]> {
    return Promise.resolve([...(this.file.entry(account) ?? [])].sort(byPeriod));
  }

  add(account: string, filing: VatFiling, orders: readonly FiledOrder[]): Promise<AddFilingResult> {
    // One change at a time, so two filings at once cannot both pass the overlap check.
    return this.file.change<AddFilingResult>(account, (current = []) => {
      const overlapping = current.filter(standing).find((other) => overlaps(other, filing));
      if (overlapping) return { result: { overlapping } };
      return {
        next: [...current, filing].sort(byPeriod),
        beside: { key: ordersKey(account, filing.id), value: [...orders] },
        result: { added: filing },
      };
    });
  }

  ordersOf(account: string, id: string): Promise<FiledOrder[] | null> {
    return Promise.resolve(this.file.beside(ordersKey(account, id)) ?? null);
  }

  remove(account: string, id: string, undone: VatFilingUndone): Promise<boolean> {
    return this.file.change(account, (current = []) => {
      if (!current.some((filing) => filing.id === id && standing(filing))) return { result: false };
      const next = current.map((filing) => (filing.id === id ? { ...filing, undone } : filing));
      return { next, beside: { key: ordersKey(account, id), value: null }, result: true };
    });
  }
}
