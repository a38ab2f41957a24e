/**
 * The price list joined a page of catalog products at a time (PriceListJoin), for lists too
 * long to hold whole: each page joined as it comes, with the pure join of price-join.ts.
 */
import type { PriceListRow } from '../../../../shared/api/catalog.js';
import type { TaxRate, TurnoverGroup } from '../../../../shared/api/reference.js';
import { PRICE_TYPE } from '../../../../shared/price-types.js';
import type { CatalogProductRecord, PriceRecord } from '../../core/model/catalog.js';
import {
  articleOf,
  embeddedPricesOf,
  ppuOf,
  stockOf,
  stockUnlimitedOf,
  titleOf,
  toProduct,
} from '../../data/platform/product-rows.js';
import { buildPriceList, type ProductCosts, type SaleCandidate } from './price-join.js';

/**
 * An embedded price as the join weighs it, its figures as sent: most products carry two or
 * three price objects and the list shows five of their figures, so only those are made exact
 * (in buildPriceList), not every price read. Embedded prices have no quantity threshold.
 */
const candidateOf = (price: PriceRecord): SaleCandidate => ({
  id: price.id,
  product_id: price.product_id,
  product_price_type_id: price.product_price_type_id,
  is_sale_price: price.product_price_type_id === PRICE_TYPE.regular,
  from_qty: null,
  ppu: price.ppu,
  ppu_wt: price.ppu_wt,
  tax_rate_id: price.tax_rate_id,
});

/**
 * The price list of shop products handed over a page at a time, in the list's order: each
 * page is joined with the prices embedded in its own rows. A product listed by two shop
 * products is listed once, with the prices of the first (its lowest shop product id), so a
 * row never depends on where the pages happen to end. A page whose every embedded price
 * names the product carrying it (what the platform sends) is joined row by row from each
 * row's own prices, exactly as buildPriceList would join it but without its intermediate
 * objects and maps (docs/performance.md); any other page by buildPriceList.
 */
export class PriceListJoin {
  private readonly listed = new Set<number>();
  private readonly percentByRate = new Map<number, number>();
  private readonly groupById = new Map<number, TurnoverGroup>();

  constructor(
    private readonly names: {
      taxRates: readonly TaxRate[];
      groups: readonly TurnoverGroup[];
      /** Only the products without a base sale price. */
      neverPriced: boolean;
      /** Each product's cost price; none: every row's is null. */
      costs?: ProductCosts | undefined;
    },
  ) {
    // As buildPriceList takes them: a later entry of the same id wins.
    for (const rate of names.taxRates) this.percentByRate.set(rate.id, rate.value);
    for (const group of names.groups) this.groupById.set(group.id, group);
  }

  rows(page: readonly CatalogProductRecord[]): PriceListRow[] {
    if (page.every(carriesOwnPrices)) return this.joinOwnPrices(page);
    const first = page.filter((row) => {
      const id = articleOf(row).id;
      if (this.listed.has(id)) return false;
      this.listed.add(id);
      return true;
    });
    const rows = buildPriceList({
      products: first.map(toProduct),
      prices: first.flatMap(embeddedPricesOf).map(candidateOf),
      taxRates: this.names.taxRates,
      groups: this.names.groups,
      costs: this.names.costs,
    });
    return this.names.neverPriced ? rows.filter((row) => row.ppu_wt === null) : rows;
  }

  /**
   * buildPriceList's rows for rows that each carry only their own product's prices. Per type
   * the lowest id wins, the first of equal ids (as `preferred` among regular prices, all
   * without a threshold, and firstOfTypeByProduct among discounts and deposits).
   */
  private joinOwnPrices(page: readonly CatalogProductRecord[]): PriceListRow[] {
    const rows: PriceListRow[] = [];
    for (const row of page) {
      const product = articleOf(row);
      if (this.listed.has(product.id)) continue;
      this.listed.add(product.id);
      const base = lowestOfType(row, PRICE_TYPE.regular);
      const discount = lowestOfType(row, PRICE_TYPE.discount);
      const deposit = lowestOfType(row, PRICE_TYPE.deposit);
      if (this.names.neverPriced && base !== undefined) continue;
      const groupId = product.product_group_id ?? null;
      const group = groupId === null ? undefined : this.groupById.get(groupId);
      const cost = this.names.costs?.get(product.id);
      rows.push({
        product_id: product.id,
        sku: product.sku,
        title: titleOf(row),
        ppu_wt: base === undefined ? null : ppuOf(base.ppu_wt),
        ppu: base === undefined ? null : ppuOf(base.ppu),
        vat_percent: base === undefined ? null : (this.percentByRate.get(base.tax_rate_id) ?? null),
        tax_rate_id: base?.tax_rate_id ?? null,
        discount_ppu_wt: discount === undefined ? null : ppuOf(discount.ppu_wt),
        discount_ppu: discount === undefined ? null : ppuOf(discount.ppu),
        deposit_ppu_wt: deposit === undefined ? null : ppuOf(deposit.ppu_wt),
        // Inline, as the rest of the row: no object between the map and the row.
        cost_price: cost?.cost_price ?? null,
        cost_source: cost?.cost_source ?? null,
        stock: stockOf(row),
        stock_unlimited: stockUnlimitedOf(row),
        product_group_id: groupId,
        product_group_code: group?.code ?? null,
        product_group_name: group?.name ?? null,
      });
    }
    return rows;
  }

  /** The list is read again from its first page. */
  restart(): void {
    this.listed.clear();
  }
}

const embeddedOf = (row: CatalogProductRecord) =>
  [row.product_default_price, row.product_price, row.product_emballage_price] as const;

/** Whether each price a row embeds names the row's own product. */
const carriesOwnPrices = (row: CatalogProductRecord): boolean =>
  embeddedOf(row).every((price) => !price || price.product_id === articleOf(row).id);

/** The row's embedded price of `type` with the lowest id, the first of equal ids. */
export function lowestOfType(row: CatalogProductRecord, type: number): PriceRecord | undefined {
  let lowest: PriceRecord | undefined;
  for (const price of embeddedOf(row)) {
    if (price?.product_price_type_id === type && (!lowest || price.id < lowest.id)) lowest = price;
  }
  return lowest;
}
