/**
 * Products and their prices. Which price rows a product gets follows its number, so even a
 * catalog of a handful covers every case: never priced, one sale row, quantity tiers, cost
 * rows (type 3) and purchase rows (type 2).
 */
import {
  add,
  multiply,
  parseAmount,
  round,
  toWireNumber,
  type Amount,
} from '../../../shared/money.js';
import { formatUpstreamTimestamp } from '../../../shared/dates.js';
import type { ProductPriceRow, ShopProductRow } from '../../upstream/wire.js';
import { idOf, PRICE_SLOTS_PER_PRODUCT, type DemoAccount } from '../accounts.js';
import { Random } from '../prng.js';
import type { DemoCalendar } from './calendar.js';
import { productTitle, skuPrefix } from './names.js';
import type { ReferenceData } from './reference.js';
import type { DemoTaxRate } from './tax-rates.js';

export const PRICE_TYPE = { sale: 1, purchase: 2, cost: 3 } as const;

export interface PriceTier {
  fromQty: number;
  ppu: Amount;
}

/** What the order generator needs of a priced product. */
export interface SellableProduct {
  id: number;
  sku: string;
  title: string;
  groupId: number | null;
  taxRateId: number;
  tax: string;
  /** The tax fraction parsed once, since every order line multiplies by it. */
  taxFactor: Amount;
  ppu: Amount;
  ppuWt: Amount;
  /** Lower unit prices from a quantity up, highest threshold first. */
  tiers: PriceTier[];
  costPpu: Amount | null;
}

export interface Catalog {
  shopProducts: ShopProductRow[];
  prices: ProductPriceRow[];
  sellable: SellableProduct[];
  /** Lower-cased `sku title` per shop product, same index, for the free-text search. */
  searchText: string[];
}

/** Case rules by product number (1-based), so small catalogs cover every case. */
export const isNeverPriced = (n: number): boolean => n % 10 === 0;
export const hasTiers = (n: number): boolean => n % 6 === 1;
export const hasCost = (n: number): boolean => n % 4 !== 3;
export const hasPurchase = (n: number): boolean => n % 3 === 0;

const ENDINGS = ['0.95', '0.99', '0.50', '0.00', '0.49'];

// 1 / (1 + rate) to 8 decimals: a float on a rate, used only as a factor for exact money math.
const inverseOf = (tax: string): string => (1 / (1 + Number(tax))).toFixed(8);

export function buildCatalog(
  account: DemoAccount,
  seed: number,
  count: number,
  calendar: DemoCalendar,
  reference: ReferenceData,
  taxRates: DemoTaxRate[],
): Catalog {
  const nlRate = (alias: string): DemoTaxRate => {
    const rate = taxRates.find((r) => r.row.country_iso2 === 'NL' && r.row.alias === alias);
    if (!rate) throw new Error(`no NL tax rate ${alias}`);
    return rate;
  };
  const span = calendar.endInstant - calendar.startInstant;
  const catalog: Catalog = { shopProducts: [], prices: [], sellable: [], searchText: [] };
  for (let n = 1; n <= count; n++) {
    const random = new Random(seed, account.index, 17, n);
    const group = random.chance(0.04) ? null : random.pick(reference.productGroups);
    const productId = idOf(account, 'product', n);
    const sku = `${skuPrefix(group?.row.code ?? null)}-${String(n).padStart(6, '0')}`;
    const title = productTitle(random, group?.row.code ?? null, n);
    const updated = formatUpstreamTimestamp(
      calendar.startInstant + Math.floor(random.float() * span),
    );
    catalog.shopProducts.push({
      id: idOf(account, 'shopProduct', n),
      product_id: productId,
      orderable_stock_value: random.int(-2, 250),
      date_updated: updated,
      flat_product: {
        title,
        product: { id: productId, sku, product_group_id: group?.row.id ?? null, type: 'simple' },
      },
    });
    catalog.searchText.push(`${sku} ${title}`.toLowerCase());

    const rate = nlRate(group?.taxAlias ?? 'standard');
    const ppuWt = parseAmount(`${random.int(1, 120)}${random.pick(ENDINGS).slice(1)}`);
    const ppu = round(multiply(ppuWt, inverseOf(rate.fraction)), 4);
    const priceRow = (slot: number, type: number, unit: Amount, fromQty: number | null) => {
      catalog.prices.push({
        id: idOf(account, 'price', n * PRICE_SLOTS_PER_PRODUCT + slot),
        product_id: productId,
        product_price_type_id: type,
        ppu: toWireNumber(unit, 4),
        ppu_wt: toWireNumber(round(add(unit, multiply(unit, rate.fraction)), 4), 4),
        tax: rate.row.value,
        tax_rate_id: rate.row.id,
        currency_iso3: 'EUR',
        from_qty: fromQty,
        date_updated: updated,
      });
    };
    const tiers: PriceTier[] = [];
    const costPpu = hasCost(n)
      ? round(multiply(ppu, random.pick(['0.45', '0.5', '0.55'])), 4)
      : null;
    if (!isNeverPriced(n)) {
      catalog.prices.push({
        id: idOf(account, 'price', n * PRICE_SLOTS_PER_PRODUCT),
        product_id: productId,
        product_price_type_id: PRICE_TYPE.sale,
        ppu: toWireNumber(ppu, 4),
        ppu_wt: toWireNumber(ppuWt, 2),
        tax: rate.row.value,
        tax_rate_id: rate.row.id,
        currency_iso3: 'EUR',
        from_qty: null,
        date_updated: updated,
      });
      if (hasTiers(n)) {
        for (const [slot, fromQty, factor] of [
          [1, 6, '0.9'],
          [2, 12, '0.8'],
        ] as const) {
          const tierPpu = round(multiply(ppu, factor), 4);
          priceRow(slot, PRICE_TYPE.sale, tierPpu, fromQty);
          tiers.unshift({ fromQty, ppu: tierPpu });
        }
      }
      catalog.sellable.push({
        id: productId,
        sku,
        title,
        groupId: group?.row.id ?? null,
        taxRateId: rate.row.id,
        tax: rate.fraction,
        taxFactor: parseAmount(rate.fraction),
        ppu,
        ppuWt,
        tiers,
        costPpu,
      });
    }
    if (costPpu !== null) priceRow(3, PRICE_TYPE.cost, costPpu, null);
    if (hasPurchase(n)) {
      priceRow(4, PRICE_TYPE.purchase, round(multiply(costPpu ?? ppu, '0.92'), 4), null);
    }
  }
  return catalog;
}
