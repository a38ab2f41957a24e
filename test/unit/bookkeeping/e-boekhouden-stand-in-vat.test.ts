/**
 * The VAT the e-Boekhouden stand-in calculates of its own, as e-Boekhouden's document says the
 * package does ("the corresponding value will be calculated based on the VAT code"): from a
 * row's amount, its code's percentage and the mutation's `inExVat`, rounded per row to the
 * cent; none for GEEN; and where it books it, so a ledger's balance shows it.
 */
import { describe, expect, it } from 'vitest';
import {
  ledgerEffects,
  rowVatOf,
} from '../../../electron/demo-platform/bookkeeping/e-boekhouden-vat.js';
import { formatAmount, parseAmount } from '../../../shared/money.js';

const vatOf = (code: string, amount: string, inExVat: 'IN' | 'EX', given: string | null = null) => {
  const vat = rowVatOf(
    code,
    parseAmount(amount),
    inExVat,
    given === null ? null : parseAmount(given),
  );
  return vat && { amount: formatAmount(vat.amount), category: vat.category };
};

describe("the stand-in's own VAT on a row", () => {
  it('EX: amount × rate, per row to the cent (half away from zero), on the sales ledgers', () => {
    expect(vatOf('HOOG_VERK_21', '-10.00', 'EX')).toEqual({ amount: '-2.10', category: 'AF19' });
    // 0.05 × 21 % = 0.0105 → 0.01; 0.10 × 9 % = 0.009 → 0.01; 0.50 × 9 % = 0.045 → 0.05.
    expect(vatOf('HOOG_VERK_21', '0.05', 'EX')?.amount).toBe('0.01');
    expect(vatOf('LAAG_VERK_9', '0.10', 'EX')).toEqual({ amount: '0.01', category: 'AF6' });
    expect(vatOf('LAAG_VERK_9', '-0.50', 'EX')?.amount).toBe('-0.05');
    // A VAT row of ours sent with the sales code gets VAT on the VAT: the double count.
    expect(vatOf('HOOG_VERK_21', '-2.10', 'EX')?.amount).toBe('-0.44');
  });

  it('IN: amount × rate / (100 + rate)', () => {
    expect(vatOf('HOOG_VERK_21', '-12.10', 'IN')?.amount).toBe('-2.10');
    expect(vatOf('LAAG_VERK_9', '10.90', 'IN')?.amount).toBe('0.90');
    expect(vatOf('HOOG_VERK_21', '1.00', 'IN')?.amount).toBe('0.17');
  });

  it('none for GEEN or a code without Dutch VAT; a deviating code takes the row’s own amount', () => {
    expect(vatOf('GEEN', '-10.00', 'EX')).toBeNull();
    expect(vatOf('AFST_VERK', '-10.00', 'EX')).toBeNull();
    expect(vatOf('VERL_VERK', '-10.00', 'EX')).toBeNull();
    expect(vatOf('AFW_VERK', '-10.00', 'EX', '-0.70')).toEqual({
      amount: '-0.70',
      category: 'AFOVERIG',
    });
    expect(vatOf('AFW_VERK', '-10.00', 'EX')).toBeNull();
  });
});

it("a mutation's effect on each ledger: each row against the mutation's ledger, a positive amount a credit", () => {
  const row = (ledgerId: string, amount: string, vat: string | null) => ({
    ledgerId,
    amount: parseAmount(amount),
    vat: vat === null ? null : { amount: parseAmount(vat), ledgerId: 'vat' },
  });
  const shown = (rows: ReturnType<typeof row>[], inExVat: 'IN' | 'EX') =>
    Object.fromEntries(
      [...ledgerEffects(rows, inExVat, 'x')].map(([id, amount]) => [id, formatAmount(amount)]),
    );
  // A sale of 12.10 cash as the journal has it (credit − debit per row), against ledger x.
  const plain = [
    row('cash', '-12.10', null),
    row('8010', '10.00', null),
    row('1520', '2.10', null),
  ];
  expect(shown(plain, 'EX')).toEqual({ cash: '12.10', x: '0.00', 8010: '-10.00', 1520: '-2.10' });
  // EX, our VAT row sent with the sales code: the package's VAT (on the revenue and on our
  // VAT) besides, its other side on the mutation's ledger, which then does not net to zero.
  const ex = [
    row('cash', '-12.10', null),
    row('8010', '10.00', '2.10'),
    row('1520', '2.10', '0.44'),
  ];
  expect(shown(ex, 'EX')).toEqual({
    cash: '12.10',
    x: '2.54',
    8010: '-10.00',
    1520: '-2.10',
    vat: '-2.54',
  });
  // IN: the VAT is taken out of the row's amount.
  const inVat = [row('cash', '-12.10', null), row('8010', '12.10', '2.10')];
  expect(shown(inVat, 'IN')).toEqual({ cash: '12.10', x: '0.00', 8010: '-10.00', vat: '-2.10' });
});
