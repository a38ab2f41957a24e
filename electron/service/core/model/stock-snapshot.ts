/**
 * One product's line of a daily stock snapshot, as the service keeps it: its stock at the end
 * of the day with the prices that value it (docs/stock-value.md). Amounts are exact
 * (shared/money.ts); the stock is the platform's decimal quantity.
 */
import type { CostSource } from '../../../../shared/api/stock-value.js';
import type { Amount } from '../../../../shared/money.js';

export interface StockLine {
  productId: number;
  groupId: number | null;
  stock: number;
  /** Cost price per unit excl. VAT; null: none known (valued at zero, named). */
  cost: Amount | null;
  costSource: CostSource | null;
  /** Sale price per unit excl. VAT; null: never priced. */
  sale: Amount | null;
}

/** A snapshot's lines by product id. */
export type StockLines = ReadonlyMap<number, StockLine>;
