/**
 * Products and their prices. Which price rows a product gets follows its number, so even a
 * catalog of a handful covers every case: never priced, one sale row, quantity tiers, cost
 * rows (type 3) and purchase rows (type 2).
 */
import { fromCents, multiply, parseAmount, round, type Amount } from '../../../shared/money.js';
import { formatUpstreamTimestamp } from '../../../shared/dates.js';
import type { ProductPriceRow, ShopProductRow } from '../../upstream/wire.js';
import { idOf, type DemoAccount } from '../accounts.js';
import { Random } from '../prng.js';
import type { DemoCalendar } from './calendar.js';
import { productTitle, skuPrefix } from './names.js';
import { PRICE_TYPE, priceRow, rateFactors, type RateFactors } from './price-rows.js';
import type { ReferenceData } from './reference.js';
import type { DemoTaxRate } from './tax-rates.js';

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

const ENDING_CENTS = [95, 99, 50, 0, 49];
// Factors parsed once: the catalog can hold 100,000 products.
const COST_FACTORS = ['0.45', '0.5', '0.55'].map((factor) => parseAmount(factor));
const PURCHASE_FACTOR = parseAmount('0.92');
const TIERS = [
  { slot: 1, fromQty: 6, factor: parseAmount('0.9') },
  { slot: 2, fromQty: 12, factor: parseAmount('0.8') },
];

export function buildCatalog(
  account: DemoAccount,
  seed: number,
  count: number,
  calendar: DemoCalendar,
  reference: ReferenceData,
  taxRates: DemoTaxRate[],
): Catalog {
  const rates = new Map<string, RateFactors>(
    ['standard', 'reduced', 'zero'].map((alias) => [alias, rateFactors(taxRates, 'NL', alias)]),
  );
  const span = calendar.endInstant - calendar.startInstant;
  const catalog: Catalog = { shopProducts: [], prices: [], sellable: [], searchText: [] };
  for (let n = 1; n <= count; n++) {
    const random = new Random(seed, account.index, 17, n);
    const group = random.chance(0.04) ? null : random.pick(reference.productGroups);
    const productId = idOf(account, 'product', n);
    const sku = `${skuPrefix(group?.row.code ?? null)}-${String(n).padStart(6, '0')}`;
    const title = productTitle(random, group?.row.code ?? null, n);
    // Whole minutes keep the Amsterdam offset lookups (cached per hour) few.
    const updatedAt = calendar.startInstant + Math.floor((random.float() * span) / 60_000) * 60_000;
    const updated = formatUpstreamTimestamp(updatedAt);
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

    const rate =
      rates.get(group?.taxAlias ?? 'standard') ?? rateFactors(taxRates, 'NL', 'standard');
    const ppuWt = fromCents(random.int(1, 120) * 100 + random.pick(ENDING_CENTS));
    const ppu = round(multiply(ppuWt, rate.inverse), 4);
    const costPpu = hasCost(n) ? round(multiply(ppu, random.pick(COST_FACTORS)), 4) : null;
    const row = (
      slot: number,
      type: number,
      unit: Amount,
      fromQty: number | null,
      unitWt?: Amount,
    ) =>
      catalog.prices.push(
        priceRow({ account, n, slot, type, unit, unitWt, fromQty, rate, productId, updated }),
      );
    const tiers: PriceTier[] = [];
    if (!isNeverPriced(n)) {
      row(0, PRICE_TYPE.sale, ppu, null, ppuWt);
      if (hasTiers(n)) {
        for (const tier of TIERS) {
          const tierPpu = round(multiply(ppu, tier.factor), 4);
          row(tier.slot, PRICE_TYPE.sale, tierPpu, tier.fromQty);
          tiers.unshift({ fromQty: tier.fromQty, ppu: tierPpu });
        }
      }
      catalog.sellable.push({
        id: productId,
        sku,
        title,
        groupId: group?.row.id ?? null,
        taxRateId: rate.rate.row.id,
        tax: rate.rate.fraction,
        taxFactor: rate.fraction,
        ppu,
        ppuWt,
        tiers,
        costPpu,
      });
    }
    if (costPpu !== null) row(3, PRICE_TYPE.cost, costPpu, null);
    if (hasPurchase(n)) {
      row(4, PRICE_TYPE.purchase, round(multiply(costPpu ?? ppu, PURCHASE_FACTOR), 4), null);
    }
  }
  return catalog;
}
