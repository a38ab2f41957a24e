import { describe, expect, it } from 'vitest';
import type { Exception } from '../../shared/api/exceptions.js';
import { translate } from '../../renderer/src/i18n/index.js';
import {
  newExceptions,
  noticeOf,
  unseenExceptions,
  unseenWindow,
} from '../../renderer/src/features/exceptions/unseen.js';
import {
  keepToldExceptions,
  readToldExceptions,
} from '../../renderer/src/features/exceptions/told-exceptions.js';
import { day } from './local-day.js';

function exception(id: string, change: Partial<Exception> = {}): Exception {
  return {
    id,
    kind: 'cash_difference',
    day: '2026-11-25',
    location_id: 1,
    shop_id: 11,
    shop_name: 'Kassa 1',
    cashier: null,
    subject: { type: 'till_day', id: 11, label: 'Kassa 1' },
    amount: -40,
    measured: 40,
    threshold: 5,
    unit: 'EUR',
    orders_path: null,
    value_at_stake: null,
    sold_below_cost: null,
    order_ids: null,
    products: null,
    returns: null,
    ...change,
  };
}

const a = exception('a'.repeat(24));
const b = exception('b'.repeat(24));
const c = exception('c'.repeat(24));

describe('the badge’s window', () => {
  it('is the last 7 days, today included', () => {
    expect(unseenWindow(day('2026-11-26'))).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });

  it('crosses a month and a year as days do', () => {
    expect(unseenWindow(day('2027-01-03'))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe('unseen exceptions', () => {
  it('are those the user did not mark seen, in the answer’s order', () => {
    expect(unseenExceptions([a, b, c], [b.id, 'gone'])).toEqual([a, c]);
  });
});

describe('which exceptions are new to the window', () => {
  it('tells nothing on the session’s first read: the badge shows those', () => {
    expect(newExceptions([a, b], null)).toEqual({ fresh: [], told: [a.id, b.id] });
  });

  it('tells the unseen ids not told before, newest first', () => {
    expect(newExceptions([c, a, b], [a.id])).toEqual({ fresh: [c, b], told: [a.id, c.id, b.id] });
  });

  it('tells nothing twice, even an exception marked unseen again or back in the window', () => {
    const once = newExceptions([a, b], []);
    expect(once.fresh).toEqual([a, b]);
    // Read again: the same exceptions, one of them since marked seen and unmarked.
    expect(newExceptions([a, b], once.told).fresh).toEqual([]);
  });

  it('keeps the ids told before that left the window', () => {
    expect(newExceptions([b], [a.id])).toEqual({ fresh: [b], told: [a.id, b.id] });
  });
});

describe('the notification’s words', () => {
  it('counts the new ones and names the newest one’s kind, day and subject', () => {
    expect(noticeOf([a, b, c], (key, values) => translate('nl', key, values), 'day-first')).toEqual(
      { title: '3 nieuwe signaleringen', body: 'Kasverschil · 25-11-2026 · Kassa 1' },
    );
    expect(noticeOf([a, b, c], (key, values) => translate('en', key, values), 'iso')).toEqual({
      title: '3 new exceptions',
      body: 'Cash difference · 2026-11-25 · Kassa 1',
    });
  });

  it('says one in the singular, and a product’s state without a day', () => {
    const product = exception('d'.repeat(24), {
      kind: 'negative_stock',
      day: null,
      subject: { type: 'product', id: 7, label: 'SKU-7 Koffiebonen' },
    });
    expect(noticeOf([product], (key, values) => translate('en', key, values), 'iso')).toEqual({
      title: '1 new exception',
      body: 'Negative stock · SKU-7 Koffiebonen',
    });
  });

  it('says a catalog state by how many products it holds, in the user’s language', () => {
    const products = [3, 4].map((id) => ({ id, sku: `SKU-${id}`, title: `Artikel ${id}` }));
    const unpriced = exception('e'.repeat(24), {
      kind: 'never_priced',
      day: null,
      subject: { type: 'products', id: 0, label: '2 products' },
      products,
    });
    expect(noticeOf([unpriced], (key, values) => translate('nl', key, values), 'iso').body).toBe(
      'Nooit geprijsd · 2 producten zonder prijs',
    );
    const one = { ...unpriced, kind: 'no_cost_price' as const, products: products.slice(1) };
    expect(noticeOf([one], (key, values) => translate('en', key, values), 'iso').body).toBe(
      'Lines without a cost price · 1 product sold on lines without a cost price',
    );
    const stock = { ...one, kind: 'stock_without_cost' as const };
    expect(noticeOf([stock], (key, values) => translate('nl', key, values), 'iso').body).toBe(
      'Voorraad zonder kostprijs · 1 product op voorraad zonder kostprijs',
    );
  });
});

describe('the ids told, across a reload', () => {
  it('are kept in the window’s session storage', () => {
    sessionStorage.clear();
    expect(readToldExceptions()).toBeNull();
    keepToldExceptions([a.id, b.id]);
    expect(readToldExceptions()).toEqual([a.id, b.id]);
  });

  it('count as none when what is stored is not a list of ids', () => {
    for (const stored of ['{', '{"ids":[]}', '[1,2]']) {
      sessionStorage.setItem('backoffice.exceptions.told', stored);
      expect(readToldExceptions()).toBeNull();
    }
  });
});
