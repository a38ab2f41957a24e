/**
 * The payments of orders, each with its order, over a scripted upstream: payments that name
 * their order are read 100 orders at a time; when a batch answer holds one that does not (as
 * the recorded payment objects do not), the orders without a named payment are asked again in
 * groups, order i in group j when bit j of i is set, and each payment goes to the order its
 * groups spell (order 0's are in none).
 */
import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../electron/service/core/caller.js';
import type { ServiceDeps } from '../../../electron/service/domain/deps.js';
import {
  paymentsOfOrder,
  paymentsOfOrders,
} from '../../../electron/service/data/platform/payments.js';
import { UPSTREAM_CALLS } from '../../../electron/upstream/calls.js';
import type { UpstreamFilter } from '../../../electron/upstream/wire.js';
import { recordedPayment } from '../../fixtures/recorded-shapes.js';

/**
 * Order id → its payments on the wire; `named`: whether they carry `order_id`; `late`: rows the
 * `call`th call (from 0) for these ids also answers (a payment made between two calls).
 */
function scripted(
  byOrder: Map<number, unknown[]>,
  named: (orderId: number) => boolean,
  late: (ids: number[], call: number) => unknown[] = () => [],
) {
  const asked: number[][] = [];
  const drain = (_call: string, _auth: unknown, options: { filters: UpstreamFilter[] }) => {
    const [filter] = options.filters;
    const ids = filter && 'multi_val' in filter ? filter.multi_val.map(Number) : [];
    asked.push(ids);
    const rows = [
      ...ids.flatMap((id) =>
        (byOrder.get(id) ?? []).map((row) =>
          named(id) ? { ...(row as object), order_id: id } : row,
        ),
      ),
      ...late(ids, asked.length - 1),
    ];
    return Promise.resolve(rows.map((row) => UPSTREAM_CALLS.listPayments.row.parse(row)));
  };
  const deps = { upstream: { drain } } as unknown as ServiceDeps;
  const auth = { upstream: { account: 'winkel', mode: 'hash' } } as unknown as AuthContext;
  return { deps, auth, asked };
}

const payments = new Map<number, unknown[]>([
  [1, [recordedPayment({ id: 11 })]],
  [2, []],
  [3, [recordedPayment({ id: 31 }), recordedPayment({ id: 32, amount: -2 })]],
]);

describe('payments of orders', () => {
  it('reads a batch once when every payment names its order', async () => {
    const { deps, auth, asked } = scripted(payments, () => true);
    const rows = await paymentsOfOrders(deps, auth, [1, 2, 3]);
    expect(rows.map((row) => [row.id, row.order_id])).toEqual([
      [11, 1],
      [31, 3],
      [32, 3],
    ]);
    expect(asked).toEqual([[1, 2, 3]]);
  });

  it('asks again the orders without a named payment, and gives each payment its order', async () => {
    const { deps, auth, asked } = scripted(payments, (orderId) => orderId !== 3);
    const rows = await paymentsOfOrders(deps, auth, [1, 2, 3]);
    expect(rows.map((row) => [row.id, row.order_id])).toEqual([
      [11, 1],
      [31, 3],
      [32, 3],
    ]);
    // Order 1's payment names it, so order 1 is complete; of 2 and 3, one group asks order
    // number 1 (3): its payments are 3's, and the unnamed payments in no group would be 2's.
    expect(asked).toEqual([[1, 2, 3], [3]]);
  });

  it('tells three orders apart in two groups when no payment names its order', async () => {
    const { deps, auth, asked } = scripted(payments, () => false);
    const rows = await paymentsOfOrders(deps, auth, [1, 2, 3]);
    expect(rows.map((row) => [row.id, row.order_id])).toEqual([
      [11, 1],
      [31, 3],
      [32, 3],
    ]);
    // Group 0 asks order number 1 (2), group 1 number 2 (3); 11 is in neither: number 0's (1).
    expect(asked).toEqual([[1, 2, 3], [2], [3]]);
  });

  it('tells a batch of 100 orders apart in 7 groups, each payment to its own order', async () => {
    // Every order its own payments: none, one or two (a refund), none naming its order.
    const many = new Map<number, unknown[]>(
      Array.from({ length: 100 }, (_, index) => {
        const orderId = 1_000 + index;
        const own = Array.from({ length: index % 3 }, (_, nth) =>
          recordedPayment({ id: orderId * 10 + nth, amount: nth === 0 ? 10 : -1 }),
        );
        return [orderId, own] as const;
      }),
    );
    const { deps, auth, asked } = scripted(many, () => false);
    const ids = [...many.keys()];
    const rows = await paymentsOfOrders(deps, auth, ids);
    expect(asked).toHaveLength(1 + 7);
    expect(rows.map((row) => [row.id, row.order_id])).toEqual(
      ids.flatMap((orderId, index) =>
        Array.from({ length: index % 3 }, (_, nth) => [orderId * 10 + nth, orderId]),
      ),
    );
  });

  it('tells four orders apart in two groups, the last in both', async () => {
    const four = new Map([...payments, [4, [recordedPayment({ id: 41 })]]]);
    const { deps, auth, asked } = scripted(four, () => false);
    const rows = await paymentsOfOrders(deps, auth, [1, 2, 3, 4]);
    expect(asked).toEqual([
      [1, 2, 3, 4],
      [2, 4],
      [3, 4],
    ]);
    expect(rows.map((row) => [row.id, row.order_id])).toEqual([
      [11, 1],
      [31, 3],
      [32, 3],
      [41, 4],
    ]);
  });

  it('asks each order alone when a payment is made between the calls', async () => {
    // Order 3 is paid once more after the batch's call: a group holds a payment the batch's
    // answer did not, so what the groups spell cannot be trusted.
    const { deps, auth, asked } = scripted(
      payments,
      () => false,
      (ids, call) => (call >= 1 && ids.includes(3) ? [recordedPayment({ id: 99 })] : []),
    );
    const rows = await paymentsOfOrders(deps, auth, [1, 2, 3]);
    expect(asked).toEqual([[1, 2, 3], [2], [3], [1], [2], [3]]);
    expect(rows.map((row) => [row.id, row.order_id])).toEqual([
      [11, 1],
      [31, 3],
      [32, 3],
      [99, 3],
    ]);
  });

  it('one order: its payments are its own, asked once', async () => {
    const { deps, auth, asked } = scripted(payments, () => false);
    expect((await paymentsOfOrder(deps, auth, 3)).map((row) => row.order_id)).toEqual([3, 3]);
    expect((await paymentsOfOrders(deps, auth, [1])).map((row) => row.order_id)).toEqual([1]);
    expect(asked).toEqual([[3], [1]]);
  });

  it('asks 100 orders per call', async () => {
    const { deps, auth, asked } = scripted(new Map(), () => true);
    await paymentsOfOrders(
      deps,
      auth,
      Array.from({ length: 250 }, (_, index) => index + 1),
    );
    expect(asked.map((ids) => ids.length)).toEqual([100, 100, 50]);
  });
});
