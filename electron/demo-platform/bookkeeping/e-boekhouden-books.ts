/**
 * What the e-Boekhouden stand-in shows of the mutations it keeps, as the swagger's `Mutation`,
 * `MutationRow`, `VatAmount` and `LedgerBalance` give it: a mutation with its rows (each with
 * the VAT the package calculated, where it did) and its VAT per code; and a ledger's balance,
 * "based on the sum of all mutations on the ledger", over a period (e-boekhouden-vat.ts says
 * what each mutation puts on which ledger; one booked with `booksMemorialSignReversed` puts
 * the mirror of that, while its rows read back as sent).
 */
import {
  add,
  formatAmount,
  negate,
  parseAmount,
  ZERO,
  type Amount,
} from '../../../shared/money.js';
import { ledgerEffects, type InExVat } from './e-boekhouden-vat.js';
import type { StandInLedger, StoredDocument, Tenant } from './tenants.js';

const inExVatOf = (document: StoredDocument): InExVat => document.mutation?.inExVat ?? 'EX';
const mutationLedgerOf = (document: StoredDocument): string =>
  document.mutation?.ledgerId ?? document.lines[0]?.ledgerId ?? '';

/** The VAT the package booked on the mutation, per VAT code (the mutation's `vat`). */
function vatTotals(document: StoredDocument) {
  const totals = new Map<string, Amount>();
  for (const { vat, vatBooked } of document.lines) {
    if (vat === null || !vatBooked) continue;
    totals.set(vat, add(totals.get(vat) ?? ZERO, parseAmount(vatBooked.amount)));
  }
  return [...totals].map(([vatCode, amount]) => ({
    vatCode,
    amount: Number(formatAmount(amount)),
  }));
}

export function mutationOf(document: StoredDocument) {
  return {
    id: Number(document.id),
    type: 7,
    date: document.date,
    description: document.description,
    ledgerId: Number(mutationLedgerOf(document)),
    inExVat: inExVatOf(document),
    invoiceNumber: document.reference,
    entryNumber: document.entryNumber ?? document.reference,
    rows: document.lines.map((line) => ({
      ledgerId: Number(line.ledgerId),
      vatCode: line.vat ?? 'GEEN',
      // "Only returned when VAT is calculated per row": a row with a code that carries VAT.
      ...(line.vatBooked ? { vatAmount: Number(line.vatBooked.amount) } : {}),
      amount: Number(line.debit),
      description: line.description,
    })),
    vat: vatTotals(document),
  };
}

/** A ledger's balance over the mutations dated `from`..`to` (either open), debit positive. */
function balanceOf(tenant: Tenant, ledgerId: string, from: string | null, to: string | null) {
  let balance = ZERO;
  for (const document of tenant.documents) {
    if ((from !== null && document.date < from) || (to !== null && document.date > to)) continue;
    const rows = document.lines.map((line) => ({
      ledgerId: line.ledgerId,
      amount: parseAmount(line.debit),
      vat: line.vatBooked
        ? { amount: parseAmount(line.vatBooked.amount), ledgerId: line.vatBooked.ledgerId }
        : null,
    }));
    const effects = ledgerEffects(rows, inExVatOf(document), mutationLedgerOf(document));
    const effect = effects.get(ledgerId) ?? ZERO;
    // Booked reading the rows' sign the other way (an admin switch): every side mirrored.
    balance = add(balance, document.mutation?.signReversed ? negate(effect) : effect);
  }
  return balance;
}

/** `GET v1/ledger/{id}/balance[?from][&to]`: from a day on, the change over the period. */
export function balanceAnswer(tenant: Tenant, ledger: StandInLedger, params: URLSearchParams) {
  const balance = balanceOf(tenant, ledger.id, params.get('from'), params.get('to'));
  return {
    code: ledger.code,
    type: ledger.category ?? 'BAL',
    balance: Number(formatAmount(balance)),
  };
}

/** The list's filters the service uses: `invoiceNumber`, `type`, `date` and `date[range]`. */
export function listed(document: StoredDocument, params: URLSearchParams): boolean {
  const invoiceNumber = params.get('invoiceNumber');
  if (invoiceNumber !== null && document.reference !== invoiceNumber) return false;
  const type = params.get('type');
  if (type !== null && type !== '7') return false;
  const day = params.get('date');
  if (day !== null && document.date !== day) return false;
  const [from, to] = (params.get('date[range]') ?? '').split(',');
  return !(from && to && (document.date < from || document.date > to));
}
