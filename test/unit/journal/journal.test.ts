/**
 * The journal from upstream rows (journal-of.ts over day-tallies.ts): every entry balances
 * to the cent, and the entries together with the days left out give the financial report of
 * the same rows, figure by figure, over generated data; then the cases one by one: a refund
 * recorded afterwards, cash over, a payment method without a type, a missing mapping,
 * another member state's rate (OSS), amounts in fractions of a cent, an empty period.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Journal } from '../../../shared/api/journal.js';
import type { LedgerMapping } from '../../../shared/api/ledger-mapping.js';
import { eachDay, type LocalDate } from '../../../shared/dates.js';
import { ApiError } from '../../../electron/service/errors.js';
import { JournalDayTallies } from '../../../electron/service/journal/day-tallies.js';
import { journalOf } from '../../../electron/service/journal/journal-of.js';
import {
  computeFinancialReport,
  type FinancialReportInput,
} from '../../../electron/service/reports/financial-report.js';
import {
  dayClosing,
  line,
  nonTurnoverLine,
  order,
  payment,
  reportInput,
} from '../reports/fixtures.js';
import { dataArbitrary, FROM, TO } from '../reports/generated-rows.js';
import { addFigures, cents, journalFigures, listed, reportFigures } from './tie-out.js';

const account = (code: string) => ({ account: code });

/** Every group, rate and payment type of the fixtures mapped. */
function fullMapping(overrides: Partial<LedgerMapping> = {}): LedgerMapping {
  return {
    account: 'test',
    updated_at: null,
    turnover_groups_offered: true,
    company: { name: 'Test BV', vat_number: '' },
    revenue: [301, 302, 303, 777, null].map((id) => ({
      product_group_id: id,
      name: `group ${id}`,
      product_group_code: null,
      ...account(`80${id ?? 0}`),
      source: 'set' as const,
    })),
    vat: [1, 2, 3].map((id) => ({
      tax_rate_id: id,
      name: `rate ${id}`,
      country_iso2: 'NL',
      rate: null,
      ...account(`150${id}`),
    })),
    clearing: ['Cash', 'Pin', 'Web'].map((alias) => ({
      type_alias: alias,
      name: alias,
      ...account(`11-${alias}`),
    })),
    accounts: {
      debtors: '1300',
      cash_differences: '4990',
      gift_cards: '1610',
      tips: '1620',
      prepayments: '1630',
    },
    oss: [
      { country_iso2: 'BE', account: '1540' },
      { country_iso2: 'DE', account: null },
    ],
    rgs: [],
    rgs_missing: [],
    missing: [],
    ...overrides,
  };
}

/** Another member state's rates, in the registry beside the fixtures' Dutch ones. */
const BELGIAN_6 = { id: 31, name: 'BE 6%', alias: 'reduced', value: 0.06, country_iso2: 'BE' };
const GERMAN_19 = { id: 41, name: 'DE 19%', alias: 'standard', value: 0.19, country_iso2: 'DE' };

function journalOfInput(input: FinancialReportInput, mapping = fullMapping()): Journal {
  const tallies = new JournalDayTallies({
    from: input.from,
    to: input.to,
    locationId: input.locationId,
    shops: input.shops,
  });
  tallies.addOrders(input.orders, input.payments);
  tallies.addDayClosings(input.dayClosings);
  return journalOf(
    tallies.tallies(),
    mapping,
    {
      paymentMethods: input.paymentMethods,
      productGroups: input.productGroups,
      taxRates: [...(input.taxRates ?? []), BELGIAN_6, GERMAN_19],
    },
    { from: input.from, to: input.to, locationId: input.locationId },
    'en',
  );
}

function expectBalanced(journal: Journal): void {
  for (const entry of journal.entries) {
    const debit = entry.lines.reduce((total, row) => total + cents(row.debit), 0);
    const credit = entry.lines.reduce((total, row) => total + cents(row.credit), 0);
    expect(debit, entry.number).toBe(credit);
    expect(cents(entry.debit)).toBe(debit);
    for (const row of entry.lines) {
      expect(row.debit === 0 || row.credit === 0, `${entry.number} ${row.kind}`).toBe(true);
    }
  }
}

const dayInput = (date: LocalDate, fields: Partial<FinancialReportInput>) =>
  reportInput({ from: date, to: date, ...fields });

describe('the journal over generated rows', () => {
  it('balances every entry and, with the days left out, is the report figure by figure', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const input = reportInput({ from: FROM, to: TO, ...data });
        const journal = journalOfInput(input);
        expectBalanced(journal);
        let figures = journalFigures(journal);
        for (const { date } of journal.left_out) {
          const day = date as LocalDate;
          figures = addFigures(figures, reportFigures(computeFinancialReport(dayInput(day, data))));
        }
        expect(listed(figures)).toEqual(listed(reportFigures(computeFinancialReport(input))));
        // Only a non-turnover line of no kind makes a generated day unpostable.
        for (const { reason } of journal.left_out) expect(reason).toMatch(/no known kind/);
      }),
      { numRuns: 150 },
    );
  });
});

describe('one day', () => {
  const date = '2026-03-10' as LocalDate;

  it('reverses revenue and VAT of a refund recorded afterwards, against the debtors', () => {
    const sold = order({
      value_wt: 0,
      refunded_price_wt: 121,
      order_items: [
        line({
          product_group_id: 301,
          quantity: 1,
          refunded_quantity: 1,
          price: 100,
          price_wt: 121,
        }),
      ],
    });
    const journal = journalOfInput(
      dayInput(date, { orders: [sold], payments: [payment(sold, 121, 'Pin')] }),
    );
    expectBalanced(journal);
    const lines = journal.entries[0]?.lines.map((row) => [
      row.kind,
      row.account,
      row.debit,
      row.credit,
    ]);
    expect(lines).toEqual([
      ['payment', '11-Pin', 121, 0],
      ['sales', '80301', 0, 100],
      ['returns', '80301', 100, 0],
      ['vat', '1501', 0, 21],
      ['refund_vat', '1501', 21, 0],
      ['refund', '1300', 0, 121],
    ]);
  });

  it('posts cash over as a credit to cash differences and a debit to the cash clearing', () => {
    const sale = order({
      value_wt: 12.1,
      order_items: [line({ product_group_id: 302, price: 10, price_wt: 12.1 })],
    });
    const journal = journalOfInput(
      dayInput(date, {
        orders: [sale],
        payments: [payment(sale, 12.1, 'Cash')],
        dayClosings: [dayClosing(11, date, 100, 102.5)],
      }),
    );
    expectBalanced(journal);
    const cash = journal.entries[0]?.lines.filter((row) => row.kind === 'cash_difference');
    expect(cash?.map((row) => [row.account, row.debit, row.credit])).toEqual([
      ['4990', 0, 2.5],
      ['11-Cash', 2.5, 0],
    ]);
    expect(journal.entries[0]?.number).toBe('BOD-20260310');
  });

  it('leaves out a day paid with a method that has no type, and names the method', () => {
    const sale = order({ value_wt: 5, order_items: [nonTurnoverLine('tip', 5)] });
    const untyped = payment(sale, 5, 'x', {
      provider_method: {
        id: 77,
        title: 'Bonnetje',
        provider_method_type_id: null,
        provider_method_type: null,
      },
    });
    const journal = journalOfInput(dayInput(date, { orders: [sale], payments: [untyped] }));
    expect(journal.entries).toEqual([]);
    expect(journal.left_out.map((day) => day.date)).toEqual([date]);
    expect(journal.left_out[0]?.reason).toContain('"Bonnetje" (id 77) has no payment type');
    // Mapped by the method itself, it is posted there.
    const clearing = [{ type_alias: 'method:77', name: 'Bonnetje', account: '1199' }];
    const mapped = journalOfInput(dayInput(date, { orders: [sale], payments: [untyped] }), {
      ...fullMapping(),
      clearing,
    });
    expect(mapped.left_out).toEqual([]);
    expect(mapped.entries[0]?.lines[0]).toMatchObject({ account: '1199', debit: 5 });
  });

  it('refuses a period whose figures have no account, naming each', () => {
    const sale = order({
      value_wt: 12.1,
      order_items: [line({ product_group_id: 302, price: 10, price_wt: 12.1 })],
    });
    const mapping = fullMapping({
      revenue: [],
      clearing: [],
      accounts: { ...fullMapping().accounts, cash_differences: null },
    });
    const input = dayInput(date, {
      orders: [sale],
      payments: [payment(sale, 12.1, 'Pin')],
      dayClosings: [dayClosing(11, date, 10, 9)],
    });
    let error: unknown;
    try {
      journalOfInput(input, mapping);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).detail.code).toBe('ledger_mapping_incomplete');
    const { message } = error as ApiError;
    expect(message).toContain('the revenue account of turnover group 302 (Zuivel)');
    expect(message).toContain('the clearing account of payment type Pin');
    expect(message).toContain('the clearing account of payment type Cash');
    expect(message).toContain('the cash differences account');
  });

  it('posts another member state’s VAT to its OSS account, under its own VAT code', () => {
    const sale = order({
      value_wt: 181.9,
      order_items: [
        line({ product_group_id: 301, price: 100, price_wt: 121 }),
        line({ product_group_id: 301, tax_rate_id: 31, tax: 0.06, price: 50, price_wt: 53 }),
        line({ product_group_id: 302, tax_rate_id: 31, tax: 0.06, price: 7.45, price_wt: 7.9 }),
      ],
    });
    const journal = journalOfInput(
      dayInput(date, { orders: [sale], payments: [payment(sale, 181.9, 'Pin')] }),
    );
    expectBalanced(journal);
    const lines = journal.entries[0]?.lines.map((row) => [
      row.kind,
      row.account,
      row.credit,
      row.vat_code,
      row.vat_amount,
    ]);
    expect(lines).toEqual([
      ['payment', '11-Pin', 0, null, null],
      ['sales', '80301', 100, 'NL21', 21],
      ['sales', '80301', 50, 'BE6', 3],
      ['sales', '80302', 7.45, 'BE6', 0.45],
      ['vat', '1501', 21, 'NL21', null],
      ['vat', '1540', 3.45, 'BE6', null],
    ]);
    expect(journal.vat_codes).toEqual([
      expect.objectContaining({ code: 'NL21', country_iso2: 'NL', rubriek: '1a', account: '1501' }),
      expect.objectContaining({
        code: 'BE6',
        rate: 6,
        country_iso2: 'BE',
        rubriek: 'oss',
        account: '1540',
        description: 'VAT BE 6 % (OSS return)',
      }),
    ]);
  });

  it('stops at a member state sold at without an OSS account, naming it', () => {
    const sale = order({
      value_wt: 11.9,
      order_items: [
        line({ product_group_id: 301, tax_rate_id: 41, tax: 0.19, price: 10, price_wt: 11.9 }),
      ],
    });
    const input = dayInput(date, { orders: [sale], payments: [payment(sale, 11.9, 'Pin')] });
    let error: unknown;
    try {
      journalOfInput(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toContain(
      'the OSS VAT payable account of member state DE (OSS DE)',
    );
  });

  it('leaves out a day whose fractions of a cent do not balance once rounded', () => {
    const sale = order({
      value_wt: 12.1,
      order_items: [
        line({ product_group_id: 301, price: 5.005, price_wt: 6.05 }),
        line({ product_group_id: 302, tax_rate_id: 2, price: 5.005, price_wt: 6.05 }),
      ],
    });
    const journal = journalOfInput(
      dayInput(date, { orders: [sale], payments: [payment(sale, 12.1, 'Pin')] }),
    );
    expect(journal.entries).toEqual([]);
    expect(journal.left_out[0]?.reason).toMatch(/out of balance/);
  });

  it('has no entries for a period without sales', () => {
    const journal = journalOfInput(reportInput({ from: FROM, to: TO }));
    expect(journal).toMatchObject({ entries: [], left_out: [], debit: 0, credit: 0 });
    expect(eachDay(FROM, TO).length).toBeGreaterThan(0);
  });
});
