/**
 * The stock change entry (stock-change.ts): the months' last days of a range; each one's
 * change at cost, stock debited where it grew and credited where it shrank, the dates and the
 * estimates named; none, with the gap said, where a value is not known or the day not over;
 * none at all without both accounts or for one location. Then in the journal (journal-of.ts):
 * in its day's entry, a day of its own where nothing was sold, every entry balanced and the
 * figures that tie the journal to the financial report unchanged (it is not a sale).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StockValue } from '../../../shared/api/stock-value.js';
import type { LocalDate } from '../../../shared/dates.js';
import { parseAmount, type Amount } from '../../../shared/money.js';
import {
  monthEndsIn,
  stockChangesOf,
  type StockChanges,
  type StockValuesOf,
} from '../../../electron/service/domain/journal/stock-change.js';
import { reportInput } from '../reports/fixtures.js';
import { dataArbitrary, FROM, TO } from '../reports/generated-rows.js';
import { journalOfInput } from './journal-of-input.js';
import { fullMapping } from './mapping.js';
import { cents, journalFigures, listed } from './tie-out.js';

const day = (text: string) => text as LocalDate;
const MAPPED = fullMapping({
  accounts: { ...fullMapping().accounts, stock: '3000', cost_of_sales: '7000' },
});
const NOW = Date.parse('2026-11-28T10:00:00Z');

/** A stock value at cost as GET /api/stock-value answers it; `estimate` before the first snapshot. */
function valueOf(date: string, valueAtCost: number, estimate = false): StockValue {
  return {
    date: day(date),
    location_id: null,
    snapshot: {
      date: day(date),
      taken_at: '',
      basis: estimate ? 'estimate_back' : 'own',
      days_between: 0,
    },
    first_snapshot: null,
    estimate,
    value_at_cost: valueAtCost,
    value_at_sale_price: 0,
    products: 1,
    groups: [],
    without_cost: [],
    negative_stock: [],
    lines: [],
  };
}

const valuesFrom =
  (values: Record<string, StockValue | string>): StockValuesOf =>
  (date) => {
    const value = values[date];
    if (value === undefined) throw new Error(`not asked for: ${date}`);
    return Promise.resolve(typeof value === 'string' ? { gap: value } : { value });
  };

const changesOf = (
  values: Record<string, StockValue | string>,
  range = { from: day('2026-10-01'), to: day('2026-10-31'), locationId: null as number | null },
  mapping = MAPPED,
) => stockChangesOf(mapping, range, valuesFrom(values), { lang: 'nl', now: NOW });

const amounts = (changes: StockChanges) =>
  changes.days.map(({ date, postings }) => ({
    date,
    lines: postings.map((posting) => [posting.target.role, posting.amount, posting.words]),
  }));

describe('the stock change of a month end', () => {
  it('is on each month’s last day of the range, February and a leap year too', () => {
    expect(monthEndsIn(day('2027-12-15'), day('2028-03-01'))).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
    ]);
    expect(monthEndsIn(day('2026-10-01'), day('2026-10-30'))).toEqual([]);
  });

  it('debits the stock where it grew, credits it where it shrank, to the cent', async () => {
    const grew = await changesOf({
      '2026-09-30': valueOf('2026-09-30', 1000.1),
      '2026-10-31': valueOf('2026-10-31', 1234.56),
    });
    const words = '30-09-2026 – 31-10-2026';
    expect(amounts(grew)).toEqual([
      {
        date: '2026-10-31',
        lines: [
          ['stock', parseAmount('234.46'), words],
          ['cost_of_sales', parseAmount('-234.46'), words],
        ],
      },
    ]);
    expect(grew.missing).toEqual([]);
    const shrank = await changesOf(
      {
        '2025-12-31': valueOf('2025-12-31', 500, true),
        '2026-01-31': valueOf('2026-01-31', 499.99),
      },
      { from: day('2026-01-01'), to: day('2026-01-31'), locationId: null },
    );
    expect(shrank.days[0]?.postings.map((posting) => posting.amount)).toEqual([
      parseAmount('-0.01'),
      parseAmount('0.01'),
    ] as Amount[]);
    // The month before January is December of the year before; its value an estimate.
    expect(shrank.days[0]?.postings[0]?.words).toBe('31-12-2025 – 31-01-2026 (31-12-2025 geschat)');
  });

  it('is left out, the gap said, where a value is not known or the day is not over', async () => {
    const gap = 'no stock snapshot is kept yet, so the stock value of 2026-09-30 is not known';
    const unknown = await changesOf({
      '2026-09-30': gap,
      '2026-10-31': valueOf('2026-10-31', 10),
    });
    expect(unknown).toEqual({ days: [], missing: [{ date: '2026-10-31', reason: gap }] });
    const notOver = await changesOf(
      {},
      { from: day('2026-11-01'), to: day('2026-11-30'), locationId: null },
    );
    expect(notOver.missing).toEqual([
      { date: '2026-11-30', reason: 'the day is not over yet: its stock is not known' },
    ]);
  });

  it('is none at all without both accounts, for one location, or where nothing changed', async () => {
    const values = {
      '2026-09-30': valueOf('2026-09-30', 10),
      '2026-10-31': valueOf('2026-10-31', 10),
    };
    const none = { days: [], missing: [] };
    const oneAccount = fullMapping({
      accounts: { ...fullMapping().accounts, stock: '3000' },
    });
    const october = { from: day('2026-10-01'), to: day('2026-10-31') };
    expect(await changesOf({}, { ...october, locationId: null }, oneAccount)).toEqual(none);
    expect(await changesOf({}, { ...october, locationId: 5 })).toEqual(none);
    expect(await changesOf(values)).toEqual(none);
  });
});

describe('the stock change in the journal', () => {
  const stockOn = (date: string, amount: string): StockChanges => ({
    days: [
      {
        date: day(date),
        postings: [
          {
            kind: 'stock_change',
            target: { role: 'stock' },
            amount: parseAmount(amount),
            taxRateId: null,
            words: 'w',
          },
          {
            kind: 'cost_of_sales',
            target: { role: 'cost_of_sales' },
            amount: parseAmount(amount.startsWith('-') ? amount.slice(1) : `-${amount}`),
            taxRateId: null,
            words: 'w',
          },
        ],
      },
    ],
    missing: [],
  });

  const journalWith = (data: Parameters<typeof reportInput>[0], stock?: StockChanges) =>
    journalOfInput(reportInput(data), MAPPED, new Set(), stock);

  it('rides in its day’s entry, balanced, and leaves the figures that tie to the report alone', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const without = journalWith({ from: FROM, to: TO, ...data });
        const withStock = journalWith(
          { from: FROM, to: TO, ...data },
          stockOn('2026-10-25', '-12.34'),
        );
        expect(listed(journalFigures(withStock))).toEqual(listed(journalFigures(without)));
        const entry = withStock.entries.find((one) => one.date === '2026-10-25');
        if (withStock.left_out.some((left) => left.date === '2026-10-25')) {
          expect(entry).toBeUndefined();
          return;
        }
        const stockLines = entry?.lines.filter((line) => ['3000', '7000'].includes(line.account));
        expect(
          stockLines?.map((line) => [line.account, line.kind, line.debit, line.credit]),
        ).toEqual([
          ['3000', 'stock_change', 0, 12.34],
          ['7000', 'cost_of_sales', 12.34, 0],
        ]);
        for (const one of withStock.entries) {
          const debit = one.lines.reduce((total, line) => total + cents(line.debit), 0);
          expect(one.lines.reduce((total, line) => total + cents(line.credit), 0)).toBe(debit);
        }
        expect(cents(withStock.debit) - cents(without.debit)).toBe(1234);
      }),
      { numRuns: 20 },
    );
  });

  it('is an entry of its own on a month end that sold nothing', () => {
    const journal = journalWith(
      { from: day('2026-10-31'), to: day('2026-10-31') },
      stockOn('2026-10-31', '5.00'),
    );
    expect(journal.entries).toMatchObject([
      {
        number: 'BOD-20261031',
        date: '2026-10-31',
        debit: 5,
        credit: 5,
        lines: [
          {
            account: '3000',
            kind: 'stock_change',
            debit: 5,
            credit: 0,
            description: 'Stock change at cost w',
          },
          { account: '7000', kind: 'cost_of_sales', debit: 0, credit: 5 },
        ],
      },
    ]);
  });
});
