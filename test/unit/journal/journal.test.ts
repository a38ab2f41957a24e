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
import { eachDay, localDateOf, type LocalDate } from '../../../shared/dates.js';
import { ApiError } from '../../../electron/service/core/errors.js';
import {
  vatCodesOf,
  withExportedEntries,
} from '../../../electron/service/domain/journal/booked-entries.js';
import { xafOf } from '../../../electron/service/domain/journal/xaf.js';
import {
  foreignCountryResolver,
  vatReturnOf,
} from '../../../electron/service/domain/vat/vat-return.js';
import { orderRowSchema } from '../../../electron/upstream/wire/orders.js';
import {
  computeFinancialReport,
  type FinancialReportInput,
} from '../../../electron/service/domain/financial-report/financial-report.js';
import {
  dayClosing,
  line,
  nonTurnoverLine,
  order,
  payment,
  reportInput,
  TAX_RATES,
} from '../reports/fixtures.js';
import { dataArbitrary, FROM, TO } from '../reports/generated-rows.js';
import { fullMapping } from './mapping.js';
import { journalOfInput } from './journal-of-input.js';
import { addFigures, cents, journalFigures, listed, reportFigures } from './tie-out.js';

/**
 * The test's own reckoning, order by order: each payment that moved money on a posted day of
 * the range by payment type, and how much more customers owe at the end of the range than at
 * its start: an order sold in the range and not paid in full that day owes what it was sold
 * for, a refund paid back in the range is owed to the customer, every payment that was not
 * the sale's own settles, and an invoice paid at the till pays off what was owed.
 */
function movedAndOwed(input: FinancialReportInput, posted: (date: string) => boolean) {
  const moved = new Map<string, number>();
  let owed = 0;
  const localDay = (timestamp: string) => localDateOf(Date.parse(timestamp.replace(' ', 'T')));
  const inRange = (date: string) => date >= input.from && date <= input.to && posted(date);
  const shopIds = new Set(
    input.shops
      .filter((shop) => input.locationId === null || shop.location_id === input.locationId)
      .map((shop) => shop.id),
  );
  for (const row of input.orders) {
    if (!['processing', 'complete', 'refunded'].includes(row.status)) continue;
    if (!shopIds.has(row.shop_id)) continue;
    const sold = localDay(row.date_purchased);
    if (sold > input.to) continue;
    const own = input.payments.filter((entry) => entry.order_id === row.id);
    const soldCents = cents(row.value_wt) + cents(row.refunded_price_wt);
    const sameDay = own.filter(
      (p) => p.status === 'paid' && p.date_paid && localDay(p.date_paid) === sold,
    );
    const direct =
      soldCents === 0 || sameDay.reduce((t, p) => t + cents(p.amount), 0) === soldCents;
    if (inRange(sold) && !direct) owed += soldCents;
    if (inRange(sold)) {
      const invoices = row.order_items.filter(
        (item) => item.non_turnover_kind === 'invoice_payment',
      );
      owed -= invoices.reduce((t, item) => t + cents(item.price_wt), 0);
    }
    // The day of the latest payout, else the purchase day (the documented rule).
    const payouts = own.flatMap((p) =>
      cents(p.amount) < 0 && p.date_paid !== null ? [localDay(p.date_paid)] : [],
    );
    // A payment (a payout too) made before the purchase counts on the purchase day.
    const countsOn = (day: string) => (day < sold ? sold : day);
    const refundedOn = countsOn(payouts.sort().at(-1) ?? sold);
    if (inRange(refundedOn)) owed -= cents(row.refunded_price_wt);
    for (const p of own) {
      if (p.date_paid === null || !inRange(countsOn(localDay(p.date_paid)))) continue;
      const alias = p.provider_method.provider_method_type?.alias ?? '';
      moved.set(alias, (moved.get(alias) ?? 0) + cents(p.amount));
      if (!(direct && sameDay.includes(p))) owed -= cents(p.amount);
    }
  }
  return { moved, owed };
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
        // Belgium's VAT is payable on its OSS account, and only Belgium's is.
        for (const row of journal.entries.flatMap((entry) => entry.lines)) {
          if (row.kind === 'vat') expect(row.account === '1540').toBe(row.vat_code === 'BE6');
        }
        let figures = journalFigures(journal);
        for (const { date } of journal.left_out) {
          figures = addFigures(
            figures,
            reportFigures(computeFinancialReport(dayInput(date, data))),
          );
        }
        expect(listed(figures)).toEqual(listed(reportFigures(computeFinancialReport(input))));
        // Only a non-turnover line of no kind makes a generated day unpostable.
        for (const { reason } of journal.left_out) expect(reason).toMatch(/no known kind/);
      }),
      { numRuns: 150 },
    );
  });

  it('holds on clearing what was moved that day and on debtors what is still owed', () => {
    fc.assert(
      fc.property(dataArbitrary, (data) => {
        const input = reportInput({ from: FROM, to: TO, ...data });
        const journal = journalOfInput(input);
        // Only days the journal posts are compared (a left-out day posts nothing).
        const posted = new Set<string>(journal.entries.map((entry) => entry.date));
        const expected = movedAndOwed(input, (date) => posted.has(date));
        const balances = new Map<string, number>();
        for (const row of journal.entries.flatMap((entry) => entry.lines)) {
          if (row.kind === 'cash_difference') continue;
          const change = cents(row.debit) - cents(row.credit);
          balances.set(row.account, (balances.get(row.account) ?? 0) + change);
        }
        for (const alias of ['Cash', 'Pin', 'Web']) {
          expect(balances.get(`11-${alias}`) ?? 0, alias).toBe(expected.moved.get(alias) ?? 0);
        }
        expect(balances.get('1300') ?? 0).toBe(expected.owed);
      }),
      { numRuns: 100 },
    );
  });
});

describe('one day', () => {
  const date = '2026-03-10' as LocalDate;

  it('posts a refund without a payout on the purchase day, as a credit note to debtors', () => {
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
      // The credit note's VAT (21.00) takes back the sale's on the same day.
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
      vat: [],
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
    // A rate carries its percentage, for a screen to name it in words ("Hoog tarief 21%").
    const missing = (error as ApiError).detail.fields?.missing ?? [];
    expect(missing.filter((entry) => entry.role === 'vat')).toEqual([
      { role: 'vat', key: '1', name: '21 %', rate: 21 },
    ]);
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
    // Each rate in words, as the ledger mapping names it.
    expect(journal.vat_codes).toEqual([
      expect.objectContaining({
        code: 'NL21',
        country_iso2: 'NL',
        rubriek: '1a',
        account: '1501',
        description: 'VAT standard rate 21 % (VAT return box 1a)',
      }),
      expect.objectContaining({
        code: 'BE6',
        rate: 6,
        country_iso2: 'BE',
        rubriek: 'oss',
        account: '1540',
        description: 'VAT Belgium 6 % (OSS return)',
      }),
    ]);
    expect(journal.entries[0]?.lines.map((row) => row.description)).toEqual([
      'Received: PIN',
      'Sales Groente (standard rate 21 %)',
      'Sales Groente (Belgium 6 %)',
      'Sales Zuivel (Belgium 6 %)',
      'VAT standard rate 21 %',
      'VAT Belgium 6 %',
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

  it('reads line totals in fractions of a cent to the cent: its days add up to the report', () => {
    // 3 × € 0.99 incl. 9 % on each of two days, the net sent unrounded (0.99 / 1.09). Read
    // as sent, each day's VAT rounded to 0.25 while the two days' together rounded to 0.49.
    const wire = (purchased: string) =>
      orderRowSchema.parse(
        order({
          date_purchased: purchased,
          value_wt: 2.97,
          order_items: [1, 2, 3].map(() =>
            line({ product_group_id: 301, tax_rate_id: 2, price: 0.90825688, price_wt: 0.99 }),
          ),
        }),
      );
    const sales = [wire('2026-03-10 10:00:00+01:00'), wire('2026-03-11 10:00:00+01:00')];
    const input = reportInput({
      from: date,
      to: '2026-03-11' as LocalDate,
      orders: sales,
      payments: sales.map((sale) => payment(sale, 2.97, 'Pin')),
    });
    const journal = journalOfInput(input);
    expect(journal.left_out).toEqual([]);
    const report = computeFinancialReport(input);
    expect(listed(journalFigures(journal))).toEqual(listed(reportFigures(report)));
    // Each line 0.91 + 0.08: a day's VAT 0.24, the report's and the VAT return's 0.48.
    expect(report.direct_paid.rates.find((rate) => rate.tax_rate_id === 2)?.vat).toBe(0.48);
    expect(vatReturnOf(report, foreignCountryResolver([])).rubrieken).toContainEqual(
      expect.objectContaining({ rubriek: '1b', vat: 0.48 }),
    );
  });

  it('has no entries for a period without sales', () => {
    const journal = journalOfInput(reportInput({ from: FROM, to: TO }));
    expect(journal).toMatchObject({ entries: [], left_out: [], debit: 0, credit: 0 });
    expect(eachDay(FROM, TO).length).toBeGreaterThan(0);
  });
});

describe('two rate ids of one VAT code (two Dutch 21 % records)', () => {
  // The platform can keep an old duplicate of a rate: both are VAT code NL21, and the journal
  // and the auditfile list NL21 once, with one account (decision 0117).
  const date = '2026-03-10' as LocalDate;
  const OLD_21 = { id: 5, name: '21% oud', alias: 'standard-old', value: 0.21, country_iso2: 'NL' };
  const at = (taxRateId: number) =>
    line({ product_group_id: 301, tax_rate_id: taxRateId, price: 10, price_wt: 12.1 });
  const dayOf = (...items: ReturnType<typeof line>[]) => {
    const sale = order({ value_wt: 12.1 * items.length, order_items: items });
    return dayInput(date, {
      orders: [sale],
      payments: [payment(sale, sale.value_wt, 'Pin')],
      taxRates: [...TAX_RATES, OLD_21],
    });
  };
  const mappingWithOld = (account: string) =>
    fullMapping({
      company: { name: 'Winkel BV', vat_number: 'NL123456789B01' },
      vat: [
        ...fullMapping().vat,
        { tax_rate_id: 5, name: '21% oud', country_iso2: 'NL', rate: 21, account },
      ],
    });

  it('lists the code once, with the one account both post to', () => {
    const journal = journalOfInput(dayOf(at(1), at(5)), mappingWithOld('1501'));
    expect(journal.vat_codes.map((code) => [code.code, code.account])).toEqual([['NL21', '1501']]);
    const vat = journal.entries[0]?.lines.filter((row) => row.kind === 'vat');
    // A VAT line per rate id, as every figure is kept by rate id; both on 1501.
    expect(vat?.map((row) => [row.account, row.credit, row.vat_code])).toEqual([
      ['1501', 2.1, 'NL21'],
      ['1501', 2.1, 'NL21'],
    ]);
  });

  it('refuses (409) when they post to two accounts, naming both, rather than list one', () => {
    let error: unknown;
    try {
      journalOfInput(dayOf(at(1), at(5)), mappingWithOld('1505'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    const refused = error as ApiError;
    expect(refused.status).toBe(409);
    expect(refused.detail.code).toBe('vat_accounts_differ');
    expect(refused.message).toBe(
      'the ledger mapping posts tax rates 21% (1) and 21% oud (5), both VAT code NL21, to two ' +
        'VAT payable accounts, 1501 and 1505, but the journal and the XAF auditfile list NL21 ' +
        'with one account; give both rates the same VAT payable account in the ledger mapping ' +
        '(PUT /api/ledger-mapping) and ask again',
    );
    expect(refused.detail.fields?.params).toEqual({
      vat_code: 'NL21',
      tax_rate_id: 5,
      name: '21% oud',
      account: '1505',
      other_tax_rate_id: 1,
      other_name: '21%',
      other_account: '1501',
    });
  });

  it('answers a period that uses one of them: its code has the one account it posts to', () => {
    const journal = journalOfInput(dayOf(at(5)), mappingWithOld('1505'));
    expect(journal.vat_codes.map((code) => [code.code, code.account])).toEqual([['NL21', '1505']]);
  });
});

describe('a correction of an exported day', () => {
  // Mar 10 exported with a 9 % sale and a 21 % one; the 9 % sale is cancelled afterwards, and
  // the range's orders no longer use 9 % at all.
  const nine = order({
    date_purchased: '2026-03-10 10:00:00+01:00',
    value_wt: 10.9,
    order_items: [
      line({ product_group_id: 301, price: 10, price_wt: 10.9, tax: 0.09, tax_rate_id: 2 }),
    ],
  });
  const twentyOne = order({
    date_purchased: '2026-03-10 11:00:00+01:00',
    value_wt: 12.1,
    order_items: [line({ product_group_id: 301, price: 10, price_wt: 12.1 })],
  });
  const nextDay = order({ ...twentyOne, id: 9_003, date_purchased: '2026-03-11 11:00:00+01:00' });
  const payments = [nine, twentyOne, nextDay].map((sale) => payment(sale, sale.value_wt, 'Pin'));
  const mapping = fullMapping({ company: { name: 'Winkel BV', vat_number: 'NL123456789B01' } });
  const day10 = dayInput(localDateOf(Date.parse('2026-03-10T12:00:00+01:00')), {
    orders: [nine, twentyOne],
    payments,
  });
  const exported = {
    ranges: [{ from: day10.from, to: day10.from }],
    entries: journalOfInput(day10, mapping).entries.map((entry) => ({
      ...entry,
      exported_at: '2026-03-11T09:00:00+01:00',
    })),
  };
  const range = reportInput({
    from: day10.from,
    to: localDateOf(Date.parse('2026-03-11T12:00:00+01:00')),
    orders: [{ ...nine, status: 'cancelled' }, twentyOne, nextDay],
    payments,
  });
  const answer = withExportedEntries(
    journalOfInput(range, mapping, vatCodesOf(exported.entries)),
    exported,
    'en',
  );

  it('lists the VAT code of a rate only the exported lines still use', () => {
    const correction = answer.entries.find((entry) => entry.corrects === '2026-03-10');
    expect(correction?.lines.map((row) => row.vat_code)).toContain('NL9');
    expect(answer.vat_codes.map((code) => [code.code, code.rubriek])).toEqual([
      ['NL21', '1a'],
      ['NL9', '1b'],
    ]);
  });

  it('writes the auditfile with it', () => {
    const header = { softwareVersion: '1', createdAt: Date.parse('2026-03-12T10:00:00Z') };
    expect(xafOf(answer, mapping, header)).toContain('NL9');
  });
});
