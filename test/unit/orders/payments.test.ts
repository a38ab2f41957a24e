/**
 * The payments of orders, each with its order, over a scripted upstream: payments that name
 * their order are read 100 orders at a time; when a batch answer holds one that does not (as
 * the recorded payment objects do not), the orders without a named payment are asked again
 * one at a time, all but the last, whose are the batch's unnamed payments left.
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

/** Order id → its payments on the wire; `named`: whether they carry `order_id`. */
function scripted(byOrder: Map<number, unknown[]>, named: (orderId: number) => boolean) {
  const asked: number[][] = [];
  const drain = (_call: string, _auth: unknown, options: { filters: UpstreamFilter[] }) => {
    const [filter] = options.filters;
    const ids = filter && 'multi_val' in filter ? filter.multi_val.map(Number) : [];
    asked.push(ids);
    const rows = ids.flatMap((id) =>
      (byOrder.get(id) ?? []).map((row) =>
        named(id) ? { ...(row as object), order_id: id } : row,
      ),
    );
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

  it('asks again one at a time the orders without a named payment, and gives each its order', async () => {
    const { deps, auth, asked } = scripted(payments, (orderId) => orderId !== 3);
    const rows = await paymentsOfOrders(deps, auth, [1, 2, 3]);
    expect(rows.map((row) => [row.id, row.order_id])).toEqual([
      [11, 1],
      [31, 3],
      [32, 3],
    ]);
    // Order 1's payment names it, so order 1 is complete; 2 (none) is asked, and the unnamed
    // payments left are 3's, the last without a named payment.
    expect(asked).toEqual([[1, 2, 3], [2]]);
  });

  it('asks every order one at a time when no payment names its order', async () => {
    const { deps, auth, asked } = scripted(payments, () => false);
    const rows = await paymentsOfOrders(deps, auth, [1, 2, 3]);
    expect(rows.map((row) => [row.id, row.order_id])).toEqual([
      [11, 1],
      [31, 3],
      [32, 3],
    ]);
    expect(asked).toEqual([[1, 2, 3], [1], [2]]);
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
