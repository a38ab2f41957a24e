/**
 * `npm run serve` as the README starts it (the embedded demo platform, its history ending
 * today; a small shop and a one-second sync interval, so the test waits little): nothing
 * dated after the present moment shows, and an order cancelled on the demo platform leaves
 * today's report and the quarter's VAT return within the sync interval. The demo's orders
 * dated later today once moved the catch-up's cursor past the present, and a cancel made
 * afterwards never reached either.
 */
import { describe, expect, it } from 'vitest';
import { addDays, formatApiTimestamp, parseTimestamp, todayLocal } from '../../../shared/dates.js';
import { DEMO_USERS } from '../harness.js';
import { call, startHeadless } from '../headless.js';

const SYNC_INTERVAL_S = 1;
const SHOP = ['--demo-orders-per-day', '60', '--demo-products', '50', '--demo-history-days', '30'];

interface ListedOrder {
  id: number;
  status: string;
  date_purchased: string;
}

describe('serve, the demo ending today', () => {
  it('shows nothing after the present, and a cancel leaves the report within the interval', async () => {
    const service = await startHeadless(
      [...SHOP, '--sync-interval', String(SYNC_INTERVAL_S), '--warm-up', 'off'],
      {},
      { preferBuilt: true },
    );
    try {
      const demo = /demo platform on (http:\/\/\S+?)\/? /.exec(service.output())?.[1];
      if (!demo) throw new Error(`no demo platform said:\n${service.output()}`);
      const login = await call(
        service.url,
        'POST',
        '/api/auth/login',
        undefined,
        DEMO_USERS.manager,
      );
      const token = (login.json as { token: string }).token;
      const today = todayLocal();
      const quarter = `${today.slice(0, 5)}${String(Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
      const get = async (path: string) => {
        const answer = await call(service.url, 'GET', path, token);
        expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(200);
        return answer.json;
      };
      const now = Date.now();
      const orders = (
        (await get(`/api/orders?from=${today}&to=${today}&limit=500`)) as { data: ListedOrder[] }
      ).data;
      // None dated after now; just after midnight there may be none at all (a run at 00:00
      // took the latest of no orders, -Infinity, and could not even print it).
      const later = orders.filter((order) => (parseTimestamp(order.date_purchased) ?? 0) > now);
      expect(
        later.map((order) => order.date_purchased),
        formatApiTimestamp(now),
      ).toEqual([]);
      const hours = (
        (await get(`/api/sales-by-hour?from=${today}&to=${today}`)) as {
          hours: { hour: number; orders: number }[];
        }
      ).hours;
      const hourNow = Number(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Europe/Amsterdam',
          hour: '2-digit',
          hourCycle: 'h23',
        }).format(now),
      );
      expect(hours.filter((hour) => hour.hour > hourNow && hour.orders > 0)).toEqual([]);

      // Yesterday and today: just after midnight today has sold little or nothing yet.
      const days = `from=${addDays(today, -1)}&to=${today}`;
      const turnover = async () =>
        (
          (await get(`/api/financial-report?${days}`)) as {
            revenue: { total_sales: number };
          }
        ).revenue.total_sales;
      const vat = async () =>
        JSON.stringify(await get(`/api/vat-return?from=${quarter}&to=${today}`));
      const [before, vatBefore] = await Promise.all([turnover(), vat()]);
      const recent = ((await get(`/api/orders?${days}&limit=500`)) as { data: ListedOrder[] }).data;
      const sold = recent.findLast((order) => order.status === 'complete');
      if (!sold) throw new Error('the demo sold nothing complete yesterday or today');
      const edit = await fetch(`${demo}/__admin/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          account: 'demo',
          orderId: sold.id,
          edit: { kind: 'status', status: 'cancelled' },
        }),
      });
      expect(edit.status).toBe(200);
      const cancelledAt = performance.now();
      let after = before;
      while (after === before && performance.now() - cancelledAt < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await turnover();
      }
      expect(after).toBeLessThan(before);
      // Seen by the first read after the interval passed (and the catch-up it made).
      expect(performance.now() - cancelledAt).toBeLessThan(SYNC_INTERVAL_S * 1000 + 3_000);
      expect(await vat()).not.toBe(vatBefore);
    } finally {
      await service.stop();
    }
  });
});
