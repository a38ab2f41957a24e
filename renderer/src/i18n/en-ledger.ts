/** The ledger mapping screen's texts in English; part of the dictionary in `en.ts`. */
import { rateKindHeading } from '../../../shared/vat-rate-kinds.js';
import type { nlLedger } from './nl-ledger.js';
import {
  BY_METHOD_WORDS,
  OTHER_TYPE_WORDS,
  PAYMENT_TYPE_WORDS,
} from '../../../shared/payment-type-words.js';

export const enLedger: Record<keyof typeof nlLedger, string> = {
  'nav.ledgerMapping': 'Ledger mapping',
  'ledger.title': 'Ledger mapping',
  'ledger.intro':
    "Which ledger accounts the journal posts the financial report's figures to. One mapping for account {account}, for all its users.",
  'ledger.save': 'Save',
  'ledger.saving': 'Saving…',
  'ledger.discard': 'Discard changes',
  'ledger.unsaved': 'Unsaved changes',
  'ledger.savedAt': 'Saved {time}',
  'ledger.neverSaved': 'Never saved',
  'ledger.readOnlyTag': 'Read only',
  'ledger.readOnly':
    'You are limited to one location: you can see the mapping but not change it. A user without a location limit can.',
  'ledger.company': 'Company',
  'ledger.companyHint': 'The name and VAT number go into the header of the XAF audit file.',
  'ledger.companyName': 'Legal name',
  'ledger.vatNumber': 'VAT number',
  'ledger.revenue': 'Turnover per turnover group',
  'ledger.revenueHint':
    'Turnover excluding VAT, credited per turnover group. A group without an account of its own posts to its group code.',
  'ledger.noGroupsOffered':
    "This account's platform offers no list of turnover groups, so none are shown. Turnover without a group can be mapped.",
  'ledger.noGroup': 'Turnover without a group',
  'ledger.col.group': 'Turnover group',
  'ledger.col.code': 'Group code',
  'ledger.col.account': 'Ledger account',
  'ledger.col.status': 'Status',
  'ledger.col.role': 'Role',
  'ledger.source.set': 'Set',
  'ledger.source.default': 'Default',
  'ledger.source.missing': 'Missing',
  'ledger.source.optional': 'Optional',
  'ledger.vat': 'VAT payable per rate',
  'ledger.vatHint': 'The VAT on turnover, credited per rate.',
  'ledger.col.rate': 'Rate',
  'ledger.zeroRate': 'not needed',
  'ledger.addRate': 'Add another rate',
  'ledger.addRateChoose': 'Choose a rate…',
  'ledger.addRateButton': 'Add',
  'ledger.addRateHint':
    "For orders with an old rate. Another EU country's rate posts to that country's OSS account (below).",
  'ledger.clearing': 'Receipts per payment type',
  'ledger.clearingHint':
    'What was received per payment type, debited to a clearing account (cash, card, bank) that you reconcile with your statements.',
  'ledger.clearingEmpty': 'This account has no payment methods.',
  'ledger.col.method': 'Payment method',
  'ledger.type.Cash': PAYMENT_TYPE_WORDS.Cash.en,
  'ledger.type.Pin': PAYMENT_TYPE_WORDS.Pin.en,
  'ledger.type.Web': PAYMENT_TYPE_WORDS.Web.en,
  'ledger.type.OnlineGiftCard': PAYMENT_TYPE_WORDS.OnlineGiftCard.en,
  'ledger.type.ExternalGiftCard': PAYMENT_TYPE_WORDS.ExternalGiftCard.en,
  'ledger.type.OnAccount': PAYMENT_TYPE_WORDS.OnAccount.en,
  'ledger.type.BankTransfer': PAYMENT_TYPE_WORDS.BankTransfer.en,
  'ledger.type.Returns': PAYMENT_TYPE_WORDS.Returns.en,
  'ledger.type.PaymentBalance': PAYMENT_TYPE_WORDS.PaymentBalance.en,
  'ledger.type.Imported': PAYMENT_TYPE_WORDS.Imported.en,
  'ledger.type.Dummy': PAYMENT_TYPE_WORDS.Dummy.en,
  'ledger.type.byMethod': BY_METHOD_WORDS.en,
  'ledger.type.other': OTHER_TYPE_WORDS.en,
  'ledger.rateWords.high': `${rateKindHeading('en', 'high')} {rate}`,
  'ledger.rateWords.low': `${rateKindHeading('en', 'low')} {rate}`,
  'ledger.rateWords.other': `${rateKindHeading('en', 'other')} {rate}`,
  'ledger.rateWords.zero': `${rateKindHeading('en', 'zero')} {rate}`,
  'ledger.rateWords.foreign': '{country} {rate}',
  'ledger.rateWords.unknown': 'Rate {id}',
  'ledger.col.platformName': 'Name on the platform',
  'ledger.col.type': 'Type',
  'ledger.accounts': 'Fixed accounts',
  'ledger.accountsHint': 'One account per role.',
  'ledger.role.debtors': 'Debtors',
  'ledger.role.debtors.hint':
    'Sold on account (not paid now), payments on invoices and refunds recorded afterwards.',
  'ledger.role.cash_differences': 'Cash differences',
  'ledger.role.cash_differences.hint': 'A shortage or surplus when the till is counted.',
  'ledger.role.gift_cards': 'Gift cards outstanding',
  'ledger.role.gift_cards.hint': 'Gift cards sold: a liability until they are redeemed.',
  'ledger.role.tips': 'Tips',
  'ledger.role.tips.hint': 'Tips received, still to be paid out to staff.',
  'ledger.role.prepayments': 'Prepayments received',
  'ledger.role.prepayments.hint': 'Prepayments on orders still to be delivered.',
  'ledger.role.cross_posting': 'Cross-posting (memorial)',
  'ledger.role.cross_posting.hint':
    'Only for e-Boekhouden: each day is booked against it and it nets to zero, for example 2000.',
  'ledger.role.stock': 'Stock',
  'ledger.role.stock.hint':
    "Optional. With cost of sales, the journal posts the stock change at cost on each month's last day.",
  'ledger.role.cost_of_sales': 'Cost of sales',
  'ledger.role.cost_of_sales.hint':
    'Optional. The other side of the stock change: what the stock you sold cost.',
  'ledger.missing.title': 'Still to map ({count})',
  'ledger.missing.hint': 'The journal skips no period: it refuses one that needs any of these.',
  'ledger.missing.none': 'Everything is mapped, every account with its RGS code.',
  'ledger.missing.noneSoFar':
    'Everything in the months read so far is mapped; what the months still to come use appears here once they are read.',
  'ledger.stillReading':
    'Preparing data: {count} months are still being read. Rates and payment types that only they use appear here once they are read.',
  'ledger.stillReading.one':
    'Preparing data: {count} month is still being read. Rates and payment types that only it uses appear here once it is read.',
  'ledger.stillReading.lookAgain': 'Look again',
  'ledger.missing.rgsOnly':
    'Every amount has an account. Still without an RGS code: {count} accounts; the XAF 4.0 auditfile asks for them (see RGS codes per account).',
  'ledger.missing.rgsOnly.one':
    'Every amount has an account. Still without an RGS code: {count} account; the XAF 4.0 auditfile asks for them (see RGS codes per account).',
  'ledger.error.title': 'Not saved.',
  'ledger.error.field': 'One field is not right; it is marked in red below.',
  'ledger.error.goToField': 'Go to the field',
  'ledger.error.forbidden': 'You may not change the mapping, as you are limited to one location.',
  'ledger.problem.empty': 'Must not be empty.',
  'ledger.problem.tooLong': 'At most {max} characters.',
  'ledger.problem.spaces': 'No space at the start or end.',
  'ledger.problem.control': 'Holds an invisible control character; type the code again.',
  'ledger.problem.vatNumber': 'A Dutch VAT number, such as NL123456789B01.',
  'ledger.problem.twice': 'Is in the mapping twice.',
  'ledger.problem.unknown': 'Is not of this account.',
  'ledger.problem.vatOnly':
    'Account {code} is also used for {others}. A VAT payable account takes VAT only.',
  'ledger.problem.revenueOnly':
    'Account {code} is also used for {others}. A turnover account takes turnover only.',
  'ledger.problem.cashOnly':
    'Account {code} is also used for {others}. The cash differences account takes only those.',
  'ledger.oss': 'VAT payable per EU country (OSS)',
  'ledger.ossHint':
    "Sales at another EU country's rate belong on that country's OSS return, not on your Dutch return: their VAT is credited to this account per country. The journal asks for a country as soon as a period has sales in it.",
  'ledger.ossRow': 'OSS VAT {country}',
  'ledger.col.country': 'Country',
  'ledger.addCountry': 'Another EU country (OSS)',
  'ledger.addCountryChoose': 'Choose a country…',
  'ledger.addCountryButton': 'Add country',
  'ledger.rgs': 'RGS codes per account',
  'ledger.rgsHint':
    "Each account's code in the Dutch reference chart of accounts (RGS 3); the XAF 4.0 audit file states it per ledger account. The usual code is shown greyed in the field; new accounts appear here once saved.",
  'ledger.rgsRow': 'RGS code of account {account}',
  'ledger.col.uses': 'Used for',
  'ledger.col.rgs': 'RGS code',
  'ledger.rgsMissing': '{count} accounts without an RGS code: {accounts}.',
  'ledger.rgsMissing.one': '{count} account without an RGS code: {accounts}.',
  'ledger.rgsAllSet': 'Every account has an RGS code.',
  'ledger.rgsFillAll': 'Fill in the usual codes ({count})',
  'ledger.rgsNoSuggestion': 'no suggestion',
  'ledger.rgsUnused': 'no longer used',
  'ledger.problem.ossOnly':
    "Account {code} is also used for {others}. Keep OSS VAT apart from your Dutch return's VAT.",
  'ledger.problem.rgsKind':
    'This account takes an RGS code beginning with {letter} (B for the balance sheet, W for profit and loss).',
  'ledger.problem.rgsCode': 'An RGS code such as WOmzNopOlh: B or W, then letters and digits.',
  'ledger.problem.notNl':
    'The Netherlands has no OSS account: Dutch VAT goes with the rates above.',
  'ledger.problem.oneVatAccount':
    'The same rate as “{other}” ({rate}), but that one goes to account {account}. One rate has one VAT account: give both the same account.',
  'ledger.problem.other': 'This value is not right for this field.',
};
