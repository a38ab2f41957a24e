/**
 * The VAT the e-Boekhouden stand-in books of its own, as e-Boekhouden's document says the
 * package does: a mutation's `inExVat` "indicates if the amount on mutation rows is including
 * (IN) or excluding (EX) VAT. The corresponding value will be calculated based on the VAT
 * code" (`CreateMutation.md`). So a row with a code other than GEEN gets VAT from its amount
 * and the code's percentage (EX: amount × rate / 100; IN: amount × rate / (100 + rate); each
 * row rounded to the cent), AFW and AFW_VERK the row's own `vatAmount` (`CreateMutationRow.md`).
 * The package books that VAT on a VAT ledger of its own (the ledger categories AF19, AF6,
 * AFOVERIG and VOOR of `Category.md`), so a client that sends its own VAT rows with a sales
 * code shows as VAT twice in the stand-in's ledger balances.
 *
 * Chosen where the documents are silent (README.md): the other side of that VAT, on the
 * mutation's own ledger (`ledgerId`), as each row's other side is; with IN it is taken out of
 * the row's amount. The reverse-charged, export,
 * intra-community and distance-sale codes book no Dutch VAT here (0 %).
 */
import { add, negate, shareInCents, subtract, ZERO, type Amount } from '../../../shared/money.js';

/** e-Boekhouden's categories of a VAT ledger: sales VAT high, low and other; input VAT. */
export type VatCategory = 'AF19' | 'AF6' | 'AFOVERIG' | 'VOOR';

/** A VAT ledger the stand-in's e-Boekhouden administration has from the start. */
export interface VatLedger {
  code: string;
  name: string;
  category: VatCategory;
}

/** Codes kept apart from docs/journal.md's example chart, so no mapping posts to them. */
export const E_BOEKHOUDEN_VAT_LEDGERS: readonly VatLedger[] = [
  { code: '1800', name: 'Af te dragen btw hoog (e-Boekhouden)', category: 'AF19' },
  { code: '1810', name: 'Af te dragen btw laag (e-Boekhouden)', category: 'AF6' },
  { code: '1820', name: 'Af te dragen btw overig (e-Boekhouden)', category: 'AFOVERIG' },
  { code: '1830', name: 'Voorbelasting (e-Boekhouden)', category: 'VOOR' },
];

/** The Dutch administration's VAT codes (the swagger's table for NL). */
export const E_BOEKHOUDEN_VAT_CODES: ReadonlySet<string> = new Set([
  ...['LAAG_VERK', 'LAAG_VERK_9', 'HOOG_VERK_21', 'AFW_VERK', 'VERL_VERK', 'VERL_VERK_L9'],
  ...['BU_EU_VERK', 'AFST_VERK', 'BI_EU_VERK_D', 'LAAG_INK', 'LAAG_INK_9', 'HOOG_INK_21', 'AFW'],
  ...['VERL_INK_L9', 'VERL_INK_L', 'VERL_INK', 'BU_EU_INK', 'BI_EU_VERK', 'BI_EU_INK', 'GEEN'],
]);

interface CodeVat {
  /** The percentage; 'given': the row's own `vatAmount` (a rate that deviates). */
  rate: number | 'given';
  ledger: VatCategory;
}

/** The Dutch administration's codes that carry VAT (the swagger's table for NL); others 0 %. */
const CODE_VAT: Readonly<Record<string, CodeVat>> = {
  HOOG_VERK_21: { rate: 21, ledger: 'AF19' },
  LAAG_VERK_9: { rate: 9, ledger: 'AF6' },
  LAAG_VERK: { rate: 6, ledger: 'AF6' },
  AFW_VERK: { rate: 'given', ledger: 'AFOVERIG' },
  HOOG_INK_21: { rate: 21, ledger: 'VOOR' },
  LAAG_INK_9: { rate: 9, ledger: 'VOOR' },
  LAAG_INK: { rate: 6, ledger: 'VOOR' },
  AFW: { rate: 'given', ledger: 'VOOR' },
};

export type InExVat = 'IN' | 'EX';

/** The VAT the package calculates for a row, or null: GEEN, or a code without Dutch VAT. */
export function rowVatOf(
  vatCode: string,
  amount: Amount,
  inExVat: InExVat,
  given: Amount | null,
): { amount: Amount; category: VatCategory } | null {
  const vat = CODE_VAT[vatCode];
  if (vat === undefined) return null;
  if (vat.rate === 'given') return given === null ? null : { amount: given, category: vat.ledger };
  const whole = inExVat === 'EX' ? 100 : 100 + vat.rate;
  return { amount: shareInCents(amount, vat.rate, whole), category: vat.ledger };
}

/** A row of a stored mutation, with the VAT the package booked for it and where. */
export interface BookedRow {
  ledgerId: string;
  amount: Amount;
  vat: { amount: Amount; ledgerId: string } | null;
}

/**
 * What a mutation puts on each ledger (by id), debit positive, by the memorial convention
 * (docs/journal.md): each row is a pair with the mutation's own ledger (`ledgerId`), a
 * positive amount crediting the row's ledger and debiting the mutation's. A row with VAT
 * credits its ledger the amount less its VAT when the amounts include it, the VAT ledger the
 * VAT, and debits the mutation's ledger both.
 */
export function ledgerEffects(
  rows: readonly BookedRow[],
  inExVat: InExVat,
  mutationLedgerId: string,
): Map<string, Amount> {
  const effects = new Map<string, Amount>();
  const book = (ledgerId: string, amount: Amount) =>
    effects.set(ledgerId, add(effects.get(ledgerId) ?? ZERO, amount));
  for (const { ledgerId, amount, vat } of rows) {
    const net = vat !== null && inExVat === 'IN' ? subtract(amount, vat.amount) : amount;
    book(ledgerId, negate(net));
    book(mutationLedgerId, net);
    if (vat === null) continue;
    book(vat.ledgerId, negate(vat.amount));
    book(mutationLedgerId, vat.amount);
  }
  return effects;
}
