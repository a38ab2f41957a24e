import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '../../../electron/demo-platform/index.js';
import type { OrderRow, UpstreamList } from '../../../electron/upstream/wire.js';
import { login, ok, startSmallPlatform } from './demo-client.js';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startSmallPlatform();
});
afterAll(() => platform.close());

const pageUrl = (account: string, id: number | string) =>
  platform.backofficeUrlTemplate.replace('{account}', account).replace('{id}', String(id));

describe('read-only order page', () => {
  it('is served at the back-office URL template', () => {
    expect(platform.backofficeUrlTemplate).toBe(`${platform.url}{account}/order/{id}`);
  });

  it('renders an order with every text escaped', async () => {
    const auth = await login(platform);
    const found = await ok<UpstreamList<OrderRow>>(platform, 'listOrders', auth, [
      0,
      1,
      null,
      [{ name: 'relation_data/name__ilike', val: '%<Groothandel>%' }],
    ]);
    const order = found.data[0];
    if (!order) throw new Error('the demo data should have a customer name with markup');
    const response = await fetch(pageUrl('demo', order.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(order.number);
    expect(html).toContain('Smit &amp; Zonen &lt;Groothandel&gt;');
    expect(html).not.toContain('<Groothandel>');
  });

  it('escapes product titles with markup', async () => {
    const auth = await login(platform);
    const found = await ok<UpstreamList<OrderRow>>(platform, 'listOrders', auth, [
      0,
      100,
      null,
      null,
    ]);
    let order: OrderRow | undefined;
    for (let start = 0; !order; start += 100) {
      const page =
        start === 0
          ? found
          : await ok<UpstreamList<OrderRow>>(platform, 'listOrders', auth, [
              start,
              100,
              null,
              null,
            ]);
      if (page.data.length === 0) break;
      order = page.data.find((candidate) =>
        candidate.order_items.some((item) => item.name.includes('<limited>')),
      );
    }
    if (!order) throw new Error('no order with the markup product');
    const html = await (await fetch(pageUrl('demo', order.id))).text();
    expect(html).toContain('T-shirt &quot;Rock &amp; Roll&quot; &lt;limited&gt;');
    expect(html).not.toContain('<limited>');
  });

  it('answers 404 for unknown orders and accounts, escaping the echoed id', async () => {
    const unknown = await fetch(pageUrl('demo', 42));
    expect(unknown.status).toBe(404);
    const other = await fetch(pageUrl('nope', 42));
    expect(other.status).toBe(404);
    const nasty = await fetch(pageUrl('demo', encodeURIComponent('<script>')));
    expect(nasty.status).toBe(404);
    expect(await nasty.text()).not.toContain('<script>');
  });
});
