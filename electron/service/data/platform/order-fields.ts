/**
 * What the platform nests in its own way in an order, read here so the domain never reads
 * it: the customer's name and e-mail. Recorded orders nest the billing name and contact
 * under `address_billing`, inside `billing_address`.
 */
import type { OrderRow } from '../../../upstream/wire.js';
import type { OrderRecord } from '../../core/model/sales.js';

/**
 * The platform's row behind an order. Every order the domain holds was handed up by this
 * layer as the parsed row itself (records.ts), so reading its billing nesting here is sound;
 * it costs nothing, where adding the name to each order would cost a copy of every order on
 * the report's path (docs/decisions/0087-service-layers.md).
 */
const billingOf = (order: OrderRecord): OrderRow['billing_address'] =>
  (order as OrderRow).billing_address;

const firstText = (candidates: (string | null | undefined)[]): string =>
  candidates.find((text) => typeof text === 'string' && text.trim() !== '')?.trim() ?? '';

/**
 * The customer relation's name names the customer; a walk-in sale has no relation, so the
 * billing address's name (or its contact's name) is the next best. Empty when none is known.
 */
export function customerNameOf(order: OrderRecord): string {
  const billing = billingOf(order);
  return firstText([
    order.relation_data?.name,
    billing?.name,
    billing?.contact_set?.name,
    billing?.address_billing?.name,
    billing?.address_billing?.contact_set?.name,
  ]);
}

/** The billing contact's e-mail address; empty when none is known. */
export const customerEmailOf = (order: OrderRecord): string => {
  const billing = billingOf(order);
  return firstText([billing?.contact_set?.email, billing?.address_billing?.contact_set?.email]);
};
