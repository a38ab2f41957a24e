/**
 * One exception as the detectors make it (the answer's row), and its stable id: the kind, the day,
 * the location and the subject hashed, so the same exception has the same id on every ask, by any
 * instance, and a seen mark or a digest recognises it. A product's state has no day (null), so it
 * keeps its id while the product stays so.
 */
import { createHash } from 'node:crypto';
import type { Exception, ExceptionKind } from '../../../../shared/api/exceptions.js';
import { linkTo } from '../../../../shared/api/links.js';

export type { Exception };

interface ExceptionKey {
  kind: ExceptionKind;
  day: string | null;
  locationId: number | null;
  subject: Pick<Exception['subject'], 'type' | 'id'>;
}

/** 24 hex digits (96 bits) of SHA-256 over `kind|day|location|subject type:id`. */
export function exceptionId({ kind, day, locationId, subject }: ExceptionKey): string {
  const text = [kind, day ?? '-', locationId ?? '-', `${subject.type}:${subject.id}`].join('|');
  return createHash('sha256').update(text).digest('hex').slice(0, 24);
}

/**
 * The fields only some kinds fill (null on every other exception): a product priced below cost
 * its units and orders, a catalog state its products, a day of many returns its orders, negative
 * stock and a missing cost price their value at stake.
 */
type KindFields = 'sold_below_cost' | 'order_ids' | 'products' | 'returns' | 'value_at_stake';

/** An exception with its id made from its own key fields. */
export function exception(
  fields: Omit<Exception, 'id' | 'cashier' | KindFields> & Partial<Pick<Exception, KindFields>>,
): Exception {
  const id = exceptionId({
    kind: fields.kind,
    day: fields.day,
    locationId: fields.location_id,
    subject: fields.subject,
  });
  // The platform records no cashier on an order or a closing (docs/upstream.md).
  return {
    id,
    cashier: null,
    sold_below_cost: null,
    order_ids: null,
    products: null,
    returns: null,
    value_at_stake: null,
    ...fields,
  };
}

/** The API path of a till's or shop's orders of one day. */
export const dayOrdersPath = (day: string, shopId: number): string =>
  linkTo('GET /api/orders', {}, { from: day, to: day, shop_id: shopId });

/** The API path of one order. */
export const orderPath = (orderId: number): string =>
  linkTo('GET /api/orders/:id', { id: orderId });

/**
 * The API path of a product's orders in a period (the report's drill-down of its turnover):
 * where a product priced below cost lists the orders it was sold on; `order_ids` says which.
 */
export function belowCostOrdersPath(
  { from, to, locationId }: { from: string; to: string; locationId: number | null },
  productId: number,
): string {
  return linkTo(
    'GET /api/financial-report/orders',
    {},
    { from, to, location_id: locationId, figure: 'turnover_product', product_id: productId },
  );
}
