/**
 * Price rows of the catalog: one row per (product, slot), with VAT from exact tax factors.
 * The same row is served by the price call [assumed] (with its `from_qty`) and embedded in
 * the product (without it, as the recordings show embedded prices).
 */
import {
  add,
  multiply,
  parseAmount,
  round,
  toJsonNumber,
  type Amount,
} from '../../../shared/money.js';
import { PRICE_TYPE } from '../../../shared/price-types.js';
import { idOf, PRICE_SLOTS_PER_PRODUCT, type DemoAccount } from '../accounts.js';
import type { DemoTaxRate } from './tax-rates.js';

export { PRICE_TYPE };

/** A price object as embedded in a shop product. */
export interface DemoEmbeddedPrice {
  id: number;
  product_id: number;
  product_price_type_id: number;
  /** True for the product's regular price. */
  default: boolean;
  ppu: number;
  ppu_wt: number;
  tax: number;
  tax_rate_id: number;
  currency_iso3: string;
  date_updated: string;
}

/** A row of the price call: the price object and its quantity threshold. */
export interface DemoPriceRow extends DemoEmbeddedPrice {
  from_qty: number | null;
}

/** A tax rate with its fraction and 1 / (1 + fraction), both parsed once. */
export interface RateFactors {
  rate: DemoTaxRate;
  fraction: Amount;
  inverse: Amount;
}

export function rateFactors(taxRates: DemoTaxRate[], country: string, alias: string): RateFactors {
  const rate = taxRates.find((r) => r.row.country_iso2 === country && r.row.alias === alias);
  if (!rate) throw new Error(`no ${country} tax rate ${alias}`);
  // 1 / (1 + rate) to 8 decimals: a float on a rate, used only as a factor for exact money math.
  const inverse = parseAmount((1 / (1 + Number(rate.fraction))).toFixed(8));
  return { rate, fraction: parseAmount(rate.fraction), inverse };
}

export const PRICE_SLOT = {
  sale: 0,
  tier6: 1,
  tier12: 2,
  cost: 3,
  purchase: 4,
  discount: 5,
  deposit: 6,
} as const;

interface PriceRowInput {
  account: DemoAccount;
  /** Product number; with the slot it fixes the row id. */
  n: number;
  slot: number;
  type: number;
  unit: Amount;
  /** The price incl. VAT when it is the product's own (rounded to cents) sale price. */
  unitWt?: Amount | undefined;
  fromQty: number | null;
  rate: RateFactors;
  productId: number;
  updated: string;
}

export function priceRow(input: PriceRowInput): DemoPriceRow {
  const { unit, rate } = input;
  const unitWt = input.unitWt ?? round(add(unit, multiply(unit, rate.fraction)), 4);
  return {
    id: idOf(input.account, 'price', input.n * PRICE_SLOTS_PER_PRODUCT + input.slot),
    product_id: input.productId,
    product_price_type_id: input.type,
    default: input.type === PRICE_TYPE.regular && input.fromQty === null,
    ppu: toJsonNumber(unit, 4),
    ppu_wt: toJsonNumber(unitWt, 4),
    tax: rate.rate.row.value,
    tax_rate_id: rate.rate.row.id,
    currency_iso3: 'EUR',
    date_updated: input.updated,
    from_qty: input.fromQty,
  };
}

/** The row as embedded in a product: the same object without its threshold. */
export function embedded(row: DemoPriceRow): DemoEmbeddedPrice {
  const { from_qty: _fromQty, ...price } = row;
  return price;
}
