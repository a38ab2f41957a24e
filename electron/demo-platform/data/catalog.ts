/**
 * Products and their prices, in the shapes the platform's recordings show: each shop product
 * embeds its regular price, its current price (a discount price when one runs) and a deposit;
 * its stock says whether it is unlimited, and the orderable stock is left out then (and for
 * some other products, as in the recordings). Which case a product is follows its number, so
 * even a catalog of a handful covers every case: never priced, one sale row, quantity tiers,
 * discount and deposit prices, cost and purchase rows (only from the assumed price call),
 * configurable products with their variants, unlimited and negative stock, below cost.
 */
import { fromCents, multiply, parseAmount, round, type Amount } from '../../../shared/money.js';
import { formatUpstreamTimestamp } from '../../../shared/dates.js';
import { idOf, type DemoAccount } from '../accounts.js';
import { Random } from '../prng.js';
import { costPpuOf, lineCostPpuOf } from './cost-prices.js';
import type { DemoCalendar } from './calendar.js';
import { productTitle, skuPrefix } from './names.js';
import {
  embedded,
  PRICE_SLOT,
  PRICE_TYPE,
  priceRow,
  rateFactors,
  type DemoEmbeddedPrice,
  type DemoPriceRow,
  type RateFactors,
} from './price-rows.js';
import type { ReferenceData } from './reference.js';
import type { DemoTaxRate } from './tax-rates.js';

interface PriceTier {
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
  /** The price the till charges now (the discount price while one runs). */
  ppu: Amount;
  ppuWt: Amount;
  /** Lower unit prices from a quantity up, highest threshold first. */
  tiers: PriceTier[];
  costPpu: Amount | null;
}

/** A shop product as the product search answers it (plus its assumed group field). */
export interface DemoShopProduct {
  id: number;
  product_id: number;
  date_updated: string;
  orderable_stock_value?: number;
  product_price: DemoEmbeddedPrice | null;
  product_default_price: DemoEmbeddedPrice | null;
  product_emballage_price?: DemoEmbeddedPrice;
  flat_product: {
    title: string;
    product: {
      id: number;
      sku: string;
      type: 'simple' | 'configurable' | 'configurable_assign';
      product_group_id: number | null;
      product_stock: { value: number; unlimited: boolean; in_stock: boolean };
      date_updated: string;
    };
  };
}

export interface Catalog {
  shopProducts: DemoShopProduct[];
  /** Empty unless built with `keepPriceRows` (account-data.ts `priceRows`). */
  prices: DemoPriceRow[];
  sellable: SellableProduct[];
  /** Lower-cased `sku title` per shop product, same index, for the free-text search. */
  searchText: string[];
}

/** Case rules by product number (1-based), so small catalogs cover every case. */
const isNeverPriced = (n: number): boolean => n % 10 === 0;
const hasTiers = (n: number): boolean => n % 6 === 1;
const hasCost = (n: number): boolean => n % 4 !== 3;
const hasPurchase = (n: number): boolean => n % 3 === 0;
const hasDiscount = (n: number): boolean => n % 7 === 3;
const hasDeposit = (n: number): boolean => n % 11 === 4;
const hasUnlimitedStock = (n: number): boolean => n % 9 === 2;
/** Limited stock, yet the answer leaves the orderable stock out (as some recordings do). */
const lacksOrderableStock = (n: number): boolean => n % 13 === 7;
/** A configurable parent; the next two products are its variants. */
const isConfigurableParent = (n: number): boolean => n % 20 === 5;
const isVariant = (n: number): boolean => n % 20 === 6 || n % 20 === 7;

const ENDING_CENTS = [95, 99, 50, 0, 49];
// Factors parsed once: the catalog can hold 100,000 products.
const COST_FACTORS = ['0.45', '0.5', '0.55'].map((factor) => parseAmount(factor));
const PURCHASE_FACTOR = parseAmount('0.92');
const DISCOUNT_FACTOR = parseAmount('0.8');
const DEPOSIT_WT = parseAmount('0.15');
const TIERS = [
  { slot: 'tier6', fromQty: 6, factor: parseAmount('0.9') },
  { slot: 'tier12', fromQty: 12, factor: parseAmount('0.8') },
] as const;

const typeOf = (n: number): DemoShopProduct['flat_product']['product']['type'] =>
  isConfigurableParent(n) ? 'configurable' : isVariant(n) ? 'configurable_assign' : 'simple';

export function buildCatalog(
  account: DemoAccount,
  seed: number,
  /** Which products (1 to the catalog's size, ascending): each is drawn from its number alone. */
  numbers: Iterable<number>,
  calendar: DemoCalendar,
  reference: ReferenceData,
  taxRates: DemoTaxRate[],
  /** Keep every price row (the assumed price call's); without, `prices` stays empty. */
  keepPriceRows = true,
): Catalog {
  const rates = new Map<string, RateFactors>(
    ['standard', 'reduced', 'zero'].map((alias) => [alias, rateFactors(taxRates, 'NL', alias)]),
  );
  const zeroRate = rateFactors(taxRates, 'NL', 'zero');
  const span = calendar.endInstant - calendar.startInstant;
  const catalog: Catalog = { shopProducts: [], prices: [], sellable: [], searchText: [] };
  for (const n of numbers) {
    const random = new Random(seed, account.index, 17, n);
    const group = random.chance(0.04) ? null : random.pick(reference.productGroups);
    const productId = idOf(account, 'product', n);
    const sku = `${skuPrefix(group?.row.code ?? null)}-${String(n).padStart(6, '0')}`;
    const title = productTitle(random, group?.row.code ?? null, n);
    // Whole minutes keep the Amsterdam offset lookups (cached per hour) few.
    const updatedAt = calendar.startInstant + Math.floor((random.float() * span) / 60_000) * 60_000;
    const updated = formatUpstreamTimestamp(updatedAt);
    const stock = random.int(-2, 250);
    const unlimited = hasUnlimitedStock(n);

    const rate =
      rates.get(group?.taxAlias ?? 'standard') ?? rateFactors(taxRates, 'NL', 'standard');
    const ppuWt = fromCents(random.int(1, 120) * 100 + random.pick(ENDING_CENTS));
    const ppu = round(multiply(ppuWt, rate.inverse), 4);
    // Drawn for every costed product, then replaced for one priced below cost: no draw moves.
    const costPpu = costPpuOf(n, ppu, hasCost(n) ? random.pick(COST_FACTORS) : null);
    const rows: Partial<Record<keyof typeof PRICE_SLOT, DemoPriceRow>> = {};
    const add = (
      slot: keyof typeof PRICE_SLOT,
      type: number,
      unit: Amount,
      fromQty: number | null,
      unitWt?: Amount,
      rowRate: RateFactors = rate,
    ) => {
      const row = priceRow({
        account,
        n,
        slot: PRICE_SLOT[slot],
        type,
        unit,
        unitWt,
        fromQty,
        rate: rowRate,
        productId,
        updated,
      });
      rows[slot] = row;
      if (keepPriceRows) catalog.prices.push(row);
    };
    const tiers: PriceTier[] = [];
    let current = { ppu, ppuWt };
    if (!isNeverPriced(n)) {
      add('sale', PRICE_TYPE.regular, ppu, null, ppuWt);
      if (hasTiers(n)) {
        for (const tier of TIERS) {
          const tierPpu = round(multiply(ppu, tier.factor), 4);
          add(tier.slot, PRICE_TYPE.regular, tierPpu, tier.fromQty);
          tiers.unshift({ fromQty: tier.fromQty, ppu: tierPpu });
        }
      }
    }
    if (costPpu !== null) add('cost', PRICE_TYPE.cost, costPpu, null);
    if (hasPurchase(n)) {
      add(
        'purchase',
        PRICE_TYPE.purchase,
        round(multiply(costPpu ?? ppu, PURCHASE_FACTOR), 4),
        null,
      );
    }
    if (!isNeverPriced(n) && hasDiscount(n)) {
      const discountWt = round(multiply(ppuWt, DISCOUNT_FACTOR), 2);
      const discountPpu = round(multiply(discountWt, rate.inverse), 4);
      add('discount', PRICE_TYPE.discount, discountPpu, null, discountWt);
      current = { ppu: discountPpu, ppuWt: discountWt };
    }
    if (hasDeposit(n)) {
      add('deposit', PRICE_TYPE.deposit, DEPOSIT_WT, null, DEPOSIT_WT, zeroRate);
    }

    const regular = rows.sale ? embedded(rows.sale) : null;
    const currentPrice = rows.discount ? embedded(rows.discount) : regular;
    catalog.shopProducts.push({
      id: idOf(account, 'shopProduct', n),
      product_id: productId,
      date_updated: updated,
      ...(unlimited || lacksOrderableStock(n) ? {} : { orderable_stock_value: stock }),
      product_price: currentPrice,
      product_default_price: regular,
      ...(rows.deposit ? { product_emballage_price: embedded(rows.deposit) } : {}),
      flat_product: {
        title,
        product: {
          id: productId,
          sku,
          type: typeOf(n),
          product_group_id: group?.row.id ?? null,
          // Orderable stock is the count minus what open orders reserve, so it can go below 0.
          product_stock: {
            value: stock < 0 ? stock + 12 : stock,
            unlimited,
            in_stock: unlimited || stock > 0,
          },
          date_updated: updated,
        },
      },
    });
    catalog.searchText.push(`${sku} ${title}`.toLowerCase());

    // A configurable parent is not sold itself; its variants are.
    if (!isNeverPriced(n) && !isConfigurableParent(n)) {
      catalog.sellable.push({
        id: productId,
        sku,
        title,
        groupId: group?.row.id ?? null,
        taxRateId: rate.rate.row.id,
        tax: rate.rate.fraction,
        taxFactor: rate.fraction,
        ppu: current.ppu,
        ppuWt: current.ppuWt,
        tiers: rows.discount ? [] : tiers,
        costPpu: lineCostPpuOf(n, ppu, costPpu),
      });
    }
  }
  return catalog;
}
