/** Names the kind of a price row: base sale price, quantity tier, purchase or cost. */
import type { ProductPrice } from '../../../../shared/api/catalog.js';
import type { MessageKey } from '../../i18n/index.js';

// The ids of shared/api/catalog.ts, repeated as values so the bundle does not pull in zod.
const SALE_PRICE_TYPE_ID = 1;
const PURCHASE_PRICE_TYPE_ID = 2;
const COST_PRICE_TYPE_ID = 3;

export type PriceKind = 'sale' | 'tier' | 'purchase' | 'cost' | 'other';

export function priceKindOf(price: ProductPrice): PriceKind {
  if (price.product_price_type_id === SALE_PRICE_TYPE_ID) {
    // The decisions: the base row is the sale row with no threshold or one of at most 1.
    return price.from_qty === null || price.from_qty <= 1 ? 'sale' : 'tier';
  }
  if (price.product_price_type_id === PURCHASE_PRICE_TYPE_ID) return 'purchase';
  if (price.product_price_type_id === COST_PRICE_TYPE_ID) return 'cost';
  return 'other';
}

export const PRICE_KIND_LABELS: Record<Exclude<PriceKind, 'other'>, MessageKey> = {
  sale: 'drawer.kind.sale',
  tier: 'drawer.kind.tier',
  purchase: 'drawer.kind.purchase',
  cost: 'drawer.kind.cost',
};

const KIND_ORDER: Record<PriceKind, number> = { sale: 0, tier: 1, purchase: 2, cost: 3, other: 4 };

/** Sale first, then tiers by quantity, then purchase and cost. */
export function comparePrices(a: ProductPrice, b: ProductPrice): number {
  return (
    KIND_ORDER[priceKindOf(a)] - KIND_ORDER[priceKindOf(b)] ||
    (a.from_qty ?? 0) - (b.from_qty ?? 0) ||
    a.id - b.id
  );
}
