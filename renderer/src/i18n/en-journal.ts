/**
 * The journal's texts in English, with those of posting it into a bookkeeping package
 * (en-bookkeeping.ts); part of the dictionary in `en.ts`.
 */
import { enBookkeeping } from './en-bookkeeping.js';
import type { nlJournal } from './nl-journal.js';

export const enJournal: Record<keyof typeof nlJournal, string> = {
  ...enBookkeeping,
  'nav.journal': 'Journal',
  'journal.title': 'Journal',
  'journal.entries': 'Entries (days)',
  'journal.totalDebit': 'Total debit',
  'journal.totalCredit': 'Total credit',
  'journal.hint':
    "One entry per day, on the ledger mapping's accounts. Every entry balances to the cent, and together they agree with the financial report of this period.",
  'journal.shownOf': 'First {shown} of {total} days.',
  'journal.empty': 'No sales, payments or till closings in this period.',
  'journal.account': 'Account',
  'journal.description': 'Description',
  'journal.vatCode': 'VAT code',
  'journal.debit': 'Debit',
  'journal.credit': 'Credit',
  'journal.exported': 'Exported {date}',
  'journal.waitingTitle': 'Changed since exported: {count} days to correct later',
  'journal.waitingTitle.one': 'Changed since exported: {count} day to correct later',
  'journal.stockMissingTitle': 'Without a stock change: {count} month ends',
  'journal.stockMissingTitle.one': 'Without a stock change: {count} month end',
  'journal.stockMissingHint':
    'The stock value at cost of this day or of the month end before is not known, so the journal posts no stock change. No stock snapshot is kept yet, or the day is not over.',
  'journal.waitingHint':
    'Every day of this period was exported already, so the correction is posted on the first day of a later export that was not exported yet.',
  'journal.leftOutTitle': 'Not posted: {count} days that do not balance',
  'journal.leftOutTitle.one': 'Not posted: {count} day that does not balance',
  'journal.leftOutHint':
    'These days are not in the journal, and nothing was added to make them balance. Their figures are in the financial report; fix the cause in the till system, or post them yourself.',
  'journal.leftOut.payment_method_without_type':
    'a payment method without a payment type, so without a clearing account.',
  'journal.leftOut.payments_differ': 'the payments differ from what the paid orders were sold for.',
  'journal.leftOut.vat_without_rate': 'VAT on turnover lines without a tax rate.',
  'journal.leftOut.non_revenue_without_kind': 'non-turnover lines of an unknown kind.',
  'journal.leftOut.rounding': 'amounts in fractions of a cent do not balance once rounded.',
  'journal.gapTitle': 'The ledger mapping is incomplete for this period',
  'journal.mappingAtOdds': 'The ledger mapping puts one VAT code on two VAT accounts',
  'journal.gapHint': 'These figures have no ledger account yet; nothing is guessed:',
  'journal.missing.revenue': 'Turnover account of turnover group {name}',
  'journal.missing.vat': 'VAT payable account, {name}',
  'journal.missing.oss': 'OSS VAT payable account for {name}',
  'journal.missing.clearing': 'Clearing account of payment type {name}',
  'journal.missing.debtors': 'Debtors account',
  'journal.missing.cash_differences': 'Cash differences account',
  'journal.missing.gift_cards': 'Gift-card liability account',
  'journal.missing.tips': 'Tips account',
  'journal.missing.prepayments': 'Prepayments received account',
  'journal.missing.cross_posting': 'Cross-posting account (e-Boekhouden)',
  'journal.missing.stock': 'Stock account',
  'journal.missing.cost_of_sales': 'Cost-of-sales account',
  'journal.openMapping': 'Open the ledger mapping',
};
