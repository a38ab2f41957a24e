/**
 * The XAF's transactions (docs/decisions/0063-xaf-auditfile.md): one journal (dagboek) with a
 * transaction per journal entry and a trLine per line, amounts to the cent as the journal
 * prints them, and the totals over all lines summed exactly.
 */
import type { Journal, JournalEntry, JournalLine } from '../../../../shared/api/journal.js';
import {
  abs,
  formatAmount,
  isNegative,
  parseAmount,
  round,
  sum,
  ZERO,
  type Amount,
} from '../../../../shared/money.js';
import type { XafProfile } from './xaf-profiles.js';
import { checkedLength, type XmlWriter } from './xml.js';

/** The one journal the file holds; its type M: memorial postings (daily summaries). */
const XAF_JOURNAL_ID = 'BOD';

/** An identification (nr, vatID): an XAF IdentificationString35. */
export const xafIdentifier = (id: string, what: string): string => checkedLength(id, 35, what);

const monthOf = (date: string): number => Number(date.slice(5, 7));

/** An amount of our JSON, to the cent, exactly as the line prints it. */
const cents = (euros: number): Amount => round(parseAmount(euros), 2);

/**
 * One trLine per side of a journal line: a line is a debit or a credit, so one trLine; a line
 * with both (the journal makes none) would become two, and one with neither a debit of 0.
 */
interface XafLine {
  line: JournalLine;
  amount: Amount;
  side: 'D' | 'C';
}

function sidesOf(line: JournalLine): XafLine[] {
  const debit = cents(line.debit);
  const credit = cents(line.credit);
  const sides: XafLine[] = [];
  if (debit !== ZERO) sides.push({ line, amount: debit, side: 'D' });
  if (credit !== ZERO) sides.push({ line, amount: credit, side: 'C' });
  return sides.length > 0 ? sides : [{ line, amount: ZERO, side: 'D' }];
}

const otherSide = (side: 'D' | 'C'): 'D' | 'C' => (side === 'D' ? 'C' : 'D');

/** The VAT a line states, and on which side; null: the line carries no `vat` element. */
function lineVat(
  { line, amount, side }: XafLine,
  vatOn: XafProfile['vatOn'],
): { amount: Amount; side: 'D' | 'C' } | null {
  if (vatOn === 'vat_lines') {
    // 3.2: a VAT line says which VAT code it is and that its whole amount is that VAT.
    return line.kind === 'vat' ? { amount, side } : null;
  }
  // 4.0: a revenue line states its VAT code with the VAT of the turnover it posts.
  if ((line.kind !== 'sales' && line.kind !== 'returns') || line.vat_code === null) return null;
  if (line.vat_amount === null) return null;
  const vat = cents(line.vat_amount);
  return { amount: abs(vat), side: isNegative(vat) ? otherSide(side) : side };
}

function writeLineVat(
  xml: XmlWriter,
  xafLine: XafLine,
  rates: VatRates,
  vatOn: XafProfile['vatOn'],
): void {
  const vat = lineVat(xafLine, vatOn);
  if (vat === null) return;
  const { line } = xafLine;
  const rate = line.vat_code === null ? undefined : rates.get(line.vat_code);
  if (line.vat_code === null || rate === undefined) {
    throw new Error(`XAF: a ${line.kind} line on ${line.account} has no VAT code of the journal's`);
  }
  xml
    .start('vat')
    .leaf('vatID', line.vat_code)
    .leaf('vatPerc', formatAmount(parseAmount(rate), { decimals: 3 }))
    .leaf('vatAmnt', formatAmount(vat.amount))
    .leaf('vatAmntTp', vat.side)
    .end();
}

/** The VAT codes' rates (percentages) by code. */
type VatRates = ReadonlyMap<string, number>;

function writeEntry(
  xml: XmlWriter,
  entry: JournalEntry,
  lines: readonly XafLine[],
  rates: VatRates,
  profile: XafProfile,
): void {
  xml
    .start('transaction')
    .leaf('nr', xafIdentifier(entry.number, 'entry number'))
    .leaf('desc', entry.description)
    .leaf('periodNumber', monthOf(entry.date))
    .leaf('trDt', entry.date);
  if (profile.transactionAmounts) {
    // 3.2: the entry's size, its debit total, which equals its credit total.
    xml.leaf('amnt', formatAmount(cents(entry.debit))).leaf('amntTp', 'D');
  }
  lines.forEach((xafLine, index) => {
    xml
      .start('trLine')
      .leaf('nr', index + 1)
      .leaf('accID', xafLine.line.account)
      .leaf('docRef', entry.number)
      .leaf('effDate', entry.date)
      .leaf('desc', xafLine.line.description)
      .leaf('amnt', formatAmount(xafLine.amount))
      .leaf('amntTp', xafLine.side);
    writeLineVat(xml, xafLine, rates, profile.vatOn);
    xml.end();
  });
  xml.end();
}

/** The memorial journal's description in the auditfile, Dutch as the rest of its words. */
export const journalDescription = (locationId: number | null): string =>
  'Dagboekingen: omzet, btw en ontvangsten per dag (Back-Office Desk)' +
  (locationId === null ? '' : `, vestiging ${locationId}`);

/**
 * The journal's entries, with the totals over all their lines. A period without entries
 * still has its (empty) journal and totals of 0. Days left out because they cannot balance
 * are named in a comment: the schema has no place for them, and a reader should see them.
 */
export function writeTransactions(xml: XmlWriter, journal: Journal, profile: XafProfile): void {
  const outside = journal.entries.find(
    (entry) => entry.date < journal.from || entry.date > journal.to,
  );
  // Its periodNumber would name a period the file does not list.
  if (outside) throw new Error(`XAF: entry ${outside.number} lies outside the journal's period`);
  const entries = journal.entries.map((entry) => ({ entry, lines: entry.lines.flatMap(sidesOf) }));
  const all = entries.flatMap(({ lines }) => lines);
  const total = (side: 'D' | 'C'): string =>
    formatAmount(sum(all.filter((line) => line.side === side).map((line) => line.amount)));
  const rates: VatRates = new Map(journal.vat_codes.map((code) => [code.code, code.rate]));
  xml
    .start('transactions')
    .leaf('linesCount', all.length)
    .leaf('totalDebit', total('D'))
    .leaf('totalCredit', total('C'))
    .start('journal')
    .leaf('jrnID', XAF_JOURNAL_ID)
    .leaf('desc', journalDescription(journal.location_id))
    .leaf('jrnTp', 'M');
  for (const day of journal.left_out) {
    xml.comment(`Left out, cannot balance: ${day.date}: ${day.reason}`);
  }
  for (const { entry, lines } of entries) writeEntry(xml, entry, lines, rates, profile);
  xml.end().end();
}
