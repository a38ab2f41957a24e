/**
 * The digest's text: built exceptions and figures in, the exact text out, in both languages;
 * the HTML part says the same and escapes what the platform's names hold.
 */
import { describe, expect, it } from 'vitest';
import type { Dashboard, SalesFigures } from '../../../shared/api/dashboard.js';
import {
  DEFAULT_EXCEPTION_THRESHOLDS,
  type Exception,
  type ExceptionsResponse,
} from '../../../shared/api/exceptions.js';
import { composeDigest, LISTED_PER_KIND } from '../../../electron/service/domain/digest/compose.js';
import { digestWords } from '../../../shared/digest-words.js';
import { BOOKKEEPING_DAY_WORDS } from '../../../shared/bookkeeping-day-words.js';
import { todayBridge } from '../../../electron/service/domain/financial-report/bridges.js';
import { parseAmount } from '../../../shared/money.js';
import { localDate } from '../../../shared/api/common.js';

const figures = (turnover: number, orders: number): SalesFigures => ({
  turnover,
  turnover_wt: Math.round(turnover * 121) / 100,
  orders,
  average_basket_wt: orders === 0 ? null : Math.round((turnover * 121) / orders) / 100,
});

const scope = {
  figures: figures(1000, 40),
  last_week: {
    date: localDate.parse('2026-11-18'),
    figures: figures(800, 32),
    change: { turnover: 25, turnover_wt: 25, orders: 25, average_basket_wt: 0 },
  },
  last_year: {
    date: localDate.parse('2025-11-26'),
    figures: figures(0, 0),
    change: { turnover: null, turnover_wt: null, orders: null, average_basket_wt: null },
  },
};

const dashboard: Dashboard = {
  date: localDate.parse('2026-11-25'),
  location_id: null,
  currency: 'EUR',
  as_of: '2026-11-26T07:00:00+01:00',
  until: null,
  cash_differences: -40,
  report_bridge: todayBridge(parseAmount(scope.figures.turnover), parseAmount(-40)),
  total: scope,
  locations: [],
};

const exception = (overrides: Partial<Exception>): Exception => ({
  id: '0'.repeat(24),
  kind: 'cash_difference',
  day: '2026-11-25',
  location_id: 1,
  shop_id: 3,
  shop_name: 'Till 1',
  cashier: null,
  subject: { type: 'till_day', id: 3, label: 'Till 1' },
  amount: -40,
  measured: 40,
  threshold: 5,
  unit: 'EUR',
  orders_path: '/api/orders?shop_id=3&from=2026-11-25&to=2026-11-25',
  sold_below_cost: null,
  order_ids: null,
  products: null,
  returns: null,
  value_at_stake: null,
  ...overrides,
});

const exceptions = (data: Exception[]): ExceptionsResponse => ({
  from: '2026-11-25',
  to: '2026-11-25',
  location_id: null,
  kind: null,
  currency: 'EUR',
  thresholds: { ...DEFAULT_EXCEPTION_THRESHOLDS, updated_at: null },
  not_checked: [{ kind: 'manual_price_change', reason: 'not recorded' }],
  counts: {} as ExceptionsResponse['counts'],
  stock_snapshot: null,
  count: data.length,
  data,
});

const dayExceptions = [
  exception({}),
  exception({
    kind: 'discount',
    shop_name: 'Webshop <Noord>',
    subject: { type: 'order', id: 77, label: 'ORD-77' },
    amount: 12.5,
    measured: 50,
    threshold: 30,
    unit: 'percent',
  }),
  exception({
    kind: 'repeated_cash_difference',
    measured: 3,
    threshold: 3,
    unit: 'closings',
    amount: -6,
  }),
];

describe('composeDigest', () => {
  it('writes the day, its figures against both earlier days and the exceptions per kind (en)', () => {
    const digest = composeDigest({
      day: '2026-11-25',
      lang: 'en',
      dashboard,
      exceptions: exceptions(dayExceptions),
    });
    expect(digest.subject).toBe('Morning digest of Wednesday, 25 November 2026: 3 exceptions');
    expect(digest.exceptionCount).toBe(3);
    expect(digest.text).toBe(
      [
        'Morning digest of Wednesday, 25 November 2026',
        '',
        'The day against the same weekday',
        'The whole day: sales less returns of turnover lines, a refund when it was paid back. The ' +
          'financial report’s turnover also takes off the cash differences, given apart below.',
        '',
        'Turnover excl. VAT: €1,000.00',
        '  last week (Wednesday, 18 November 2026): €800.00 (+25.00 %)',
        '  last year (Wednesday, 26 November 2025): €0.00 (n/a)',
        'Turnover incl. VAT: €1,210.00',
        '  last week (Wednesday, 18 November 2026): €968.00 (+25.00 %)',
        '  last year (Wednesday, 26 November 2025): €0.00 (n/a)',
        'Orders: 40',
        '  last week (Wednesday, 18 November 2026): 32 (+25.00 %)',
        '  last year (Wednesday, 26 November 2025): 0 (n/a)',
        'Average basket incl. VAT, before returns: €30.25',
        '  last week (Wednesday, 18 November 2026): €30.25 (0.00 %)',
        '  last year (Wednesday, 26 November 2025): n/a (n/a)',
        'Cash differences (not in the turnover above): -€40.00',
        '',
        'Exceptions of the day (3)',
        '',
        'Cash difference (1)',
        '- Till 1: €40.00 (threshold €5.00)',
        '',
        'Repeated cash differences (1)',
        '- Till 1: 3 closings (threshold 3 closings), -€6.00',
        '',
        'Discount (1)',
        '- ORD-77 (Webshop <Noord>): 50 % (threshold 30 %), €12.50',
        '',
        'Not checked: Manual price change',
        '',
        '-- ',
        'Written by Back-Office Desk.',
        '',
      ].join('\n'),
    );
    expect(digest.html).toContain('<html lang="en">');
    expect(digest.html).toContain(
      '<li>ORD-77 (Webshop &lt;Noord&gt;): 50 % (threshold 30 %), €12.50</li>',
    );
    expect(digest.html).not.toContain('<Noord>');
    expect(digest.html).toContain(
      '<td style="padding:4px 8px;text-align:right;border-bottom:1px solid #ddd">€1,210.00</td>',
    );
  });

  it('speaks Dutch, says a day without exceptions has none, and lists at most a number per kind', () => {
    const quiet = composeDigest({
      day: '2026-11-25',
      lang: 'nl',
      dashboard,
      exceptions: exceptions([]),
    });
    expect(quiet.subject).toBe('Ochtendoverzicht woensdag 25 november 2026: geen signaleringen');
    expect(quiet.text).toContain(
      '\nSignaleringen van de dag (0)\nGeen signaleringen: niets ging over een drempel.\n',
    );
    expect(quiet.text).toContain(
      'Omzet incl. btw: €\u00a01.210,00\n  vorige week (woensdag 18 november 2026): €\u00a0968,00 (+25,00 %)\n',
    );
    expect(quiet.text).toContain('Kasverschillen (niet in de omzet hierboven): €\u00a0-40,00\n');
    expect(quiet.text).toContain('Niet gecontroleerd: Handmatige prijswijziging');

    const discounts = Array.from({ length: LISTED_PER_KIND + 2 }, (_, index) =>
      exception({
        kind: 'discount',
        subject: { type: 'order', id: index, label: `ORD-${index}` },
        amount: 10,
        measured: 40,
        threshold: 30,
        unit: 'percent',
      }),
    );
    // A catalog state is one exception holding its products; negative stock one a product.
    const unpriced = [
      exception({
        kind: 'never_priced',
        day: null,
        shop_name: null,
        subject: { type: 'products', id: 0, label: '3 products' },
        amount: null,
        measured: null,
        threshold: null,
        unit: null,
        products: [0, 1, 2].map((id) => ({ id, sku: `SKU-${id}`, title: `Product ${id}` })),
      }),
      ...[5, 6].map((id) =>
        exception({
          kind: 'negative_stock',
          day: null,
          shop_name: null,
          subject: { type: 'product', id, label: `SKU-${id}` },
          amount: null,
          measured: -1,
          threshold: 0,
          unit: 'quantity',
        }),
      ),
    ];
    const busy = composeDigest({
      day: '2026-11-25',
      lang: 'nl',
      dashboard,
      exceptions: exceptions([...discounts, ...unpriced]),
    });
    expect(busy.subject).toBe('Ochtendoverzicht woensdag 25 november 2026: 12 signaleringen');
    expect(busy.exceptionCount).toBe(15);
    expect(busy.text).toContain(
      'Korting (12)\n- ORD-0 (Till 1): 40 % (drempel 30 %), €\u00a010,00\n',
    );
    expect(busy.text).toContain(
      `- ORD-${LISTED_PER_KIND - 1} (Till 1): 40 % (drempel 30 %), €\u00a010,00\n  en nog 2 (zie Signaleringen in de app)\n`,
    );
    expect(busy.text).not.toContain(`ORD-${LISTED_PER_KIND} `);
    // A product's state is counted, not listed: it is found again every morning.
    expect(busy.text).toContain(
      '\nIn de catalogus (elke dag gevonden tot het is opgelost)\nNooit geprijsd: 3\nNegatieve voorraad: 2\n',
    );
    expect(busy.text).not.toContain('SKU-0');
    expect(busy.html).toContain('<li>Nooit geprijsd: 3</li>');
  });
});

describe("the digest's bookkeeping line", () => {
  it('says a day the package booked otherwise than sent in the screen’s words, in both languages', () => {
    const bookkeeping = {
      state: 'mismatch' as const,
      code: 'booked_otherwise',
      reason: '8010: booked debit € 100.00.',
    };
    const base = { day: '2026-11-25', dashboard, exceptions: exceptions([]), bookkeeping };
    expect(composeDigest({ ...base, lang: 'en' }).text).toContain(
      "\nBookkeeping: the day's entry was booked by the package otherwise than it was sent, and " +
        `posting stopped. ${BOOKKEEPING_DAY_WORDS.booked_otherwise.en} ` +
        'Technical details: 8010: booked debit € 100.00. See Bookkeeping in the app.\n',
    );
    expect(composeDigest({ ...base, lang: 'nl' }).text).toContain(
      '\nBoekhouding: de boeking van de dag is door het pakket anders geboekt dan verstuurd, en ' +
        `het boeken is gestopt. ${BOOKKEEPING_DAY_WORDS.booked_otherwise.nl} ` +
        'Technische details: 8010: booked debit € 100.00. Zie Boekhouding in de app.\n',
    );
  });

  it('says a closed period as the bookkeeping screen does, and only the details for a code without words', () => {
    const closed = { state: 'blocked' as const, code: 'period_closed', reason: 'MUT_005 closed' };
    const base = { day: '2026-11-25', dashboard, exceptions: exceptions([]), lang: 'nl' as const };
    expect(composeDigest({ ...base, bookkeeping: closed }).text).toContain(
      'door het pakket geblokkeerd. De periode is afgesloten in het pakket. Technische details: ' +
        'MUT_005 closed.',
    );
    const unknown = { state: 'failed' as const, code: 'journal_mapping_incomplete', reason: 'x' };
    expect(composeDigest({ ...base, bookkeeping: unknown }).text).toContain(
      'is niet gelukt. Technische details: x.',
    );
  });
});

describe('the digest’s Dutch words', () => {
  it('speak to the reader as “je”, never “u” (as the screens do)', () => {
    const nl = digestWords('nl');
    // Each word as the digest puts it: a text, a text made from a day or a count, a table.
    type Made = (...args: unknown[]) => unknown;
    const texts = Object.values(nl).flatMap((word: unknown) => {
      if (typeof word === 'string') return [word];
      if (typeof word === 'function') return [String((word as Made)('1 november 2026', 2))];
      return Object.values(word as Record<string, string>);
    });
    for (const text of texts) expect(text).not.toMatch(/\b(u|uw|uzelf)\b/i);
  });
});
