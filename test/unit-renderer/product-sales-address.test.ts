/**
 * Product sales in the address: every field read and written back in the same words and
 * order, each view with its own default sort, and the defaults left out.
 */
import { describe, expect, it } from 'vitest';
import { productSalesCodec } from '../../renderer/src/features/product-sales/store.js';
import { toQuery } from '../../renderer/src/lib/address-fields.js';

const again = (query: string) =>
  toQuery(productSalesCodec.write(productSalesCodec.read(new URLSearchParams(query))));

describe('product sales in the address', () => {
  it.each([
    'view=slow&period=lastWeek&location=501&group=301&days=60&sort=-turnover&cols=title&product=2001',
    'period=custom&from=2026-01-01&to=2026-01-31&group=301&sort=title&product=none',
    'view=slow&period=thisYear&sort=-turnover',
  ])('%s is written back as it was read', (query) => {
    expect(again(query)).toBe(query);
  });

  it("leaves out the defaults, each view's own sort among them", () => {
    expect(again('period=lastMonth&days=30&sort=-turnover')).toBe('days=30');
    expect(again('view=slow&sort=-stock_value&product=x')).toBe('view=slow');
  });
});
