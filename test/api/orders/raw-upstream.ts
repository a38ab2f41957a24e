/**
 * Independent expectations for the order tests: raw upstream rows read straight from the demo
 * platform with the protocol client, and time and money math done here with plain Date and
 * integer cents, not with the service's own helpers.
 */
import { inList, where } from '../../../electron/upstream/filters.js';
import { instantOf, type RawPlatform as RawUpstream } from '../harness.js';
import type { RawRows } from '../raw-platform.js';

export type RawOrder = RawRows['listOrders'];

export {
  instantOf,
  loginToDemoPlatform as rawUpstream,
  type RawPlatform as RawUpstream,
} from '../harness.js';

/** Upstream-format timestamp of a UTC instant, written in UTC (+00:00). */
const utcWire = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 19)}+00:00`;

/**
 * Every order with date_purchased in [startIso, endIso), both literal UTC instants, widened by
 * a day on each side upstream and cut here, so the cut does not depend on the upstream filter.
 */
export async function rawOrdersBetween(
  raw: RawUpstream,
  startIso: string,
  endIso: string,
): Promise<RawOrder[]> {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  const day = 86_400_000;
  const rows = await raw.drain('listOrders', {
    filters: [
      where('date_purchased', '>=', utcWire(new Date(start - day).toISOString())),
      where('date_purchased', '<', utcWire(new Date(end + day).toISOString())),
    ],
    order: [{ name: 'id', dir: 'asc' }],
  });
  return rows
    .filter((order) => {
      const instant = instantOf(order.date_purchased);
      return instant >= start && instant < end;
    })
    .sort((a, b) => instantOf(a.date_purchased) - instantOf(b.date_purchased) || a.id - b.id);
}

export const rawPaymentsOf = (
  raw: RawUpstream,
  orderId: number,
): Promise<RawRows['listPayments'][]> =>
  raw.drain('listPayments', {
    filters: [inList('order_id', [orderId])],
  });

/**
 * Method id → provider type alias, from the method list: webshop payments are served in the
 * recorded shape, which names the method's type only by id.
 */
export async function rawMethodTypes(raw: RawUpstream): Promise<Map<number, string>> {
  const methods = await raw.drain('listPaymentMethods');
  return new Map(methods.map((method) => [method.id, method.provider_method_type.alias]));
}

/** A wire amount (at most 2 decimals; a string in order payloads) as integer cents. */
export const cents = (value: number | string): number => Math.round(Number(value) * 100);

export const sumCents = (
  orders: readonly RawOrder[],
  pick: (order: RawOrder) => number | string,
): number => orders.reduce((total, order) => total + cents(pick(order)), 0);

export { parseCsv } from '../csv-reader.js';
