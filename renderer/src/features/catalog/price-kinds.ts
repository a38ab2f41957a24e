/** Names the kind of a price row: base sale price, tier, discount, deposit, purchase or cost. */
import type { ProductPrice } from '../../../../shared/api/catalog.js';
import { PRICE_TYPE } from '../../../../shared/price-types.js';
import type { MessageKey } from '../../i18n/index.js';

type PriceKind = 'sale' | 'tier' | 'discount' | 'deposit' | 'purchase' | 'cost' | 'other';

export function priceKindOf(price: ProductPrice): PriceKind {
  switch (price.product_price_type_id) {
    case PRICE_TYPE.regular:
      // The base row is the sale row with no threshold or one of at most 1.
      return price.from_qty === null || price.from_qty <= 1 ? 'sale' : 'tier';
    case PRICE_TYPE.discount:
      return 'discount';
    case PRICE_TYPE.deposit:
      return 'deposit';
    case PRICE_TYPE.purchase:
      return 'purchase';
    case PRICE_TYPE.cost:
      return 'cost';
    default:
      return 'other';
  }
}

export const PRICE_KIND_LABELS: Record<Exclude<PriceKind, 'other'>, MessageKey> = {
  sale: 'drawer.kind.sale',
  tier: 'drawer.kind.tier',
  discount: 'drawer.kind.discount',
  deposit: 'drawer.kind.deposit',
  purchase: 'drawer.kind.purchase',
  cost: 'drawer.kind.cost',
};

const KIND_ORDER: Record<PriceKind, number> = {
  sale: 0,
  tier: 1,
  discount: 2,
  deposit: 3,
  purchase: 4,
  cost: 5,
  other: 6,
};

/** Sale first, then tiers by quantity, then purchase and cost. */
export function comparePrices(a: ProductPrice, b: ProductPrice): number {
  return (
    KIND_ORDER[priceKindOf(a)] - KIND_ORDER[priceKindOf(b)] ||
    (a.from_qty ?? 0) - (b.from_qty ?? 0) ||
    a.id - b.id
  );
}
