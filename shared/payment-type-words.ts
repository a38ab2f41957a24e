/**
 * The platform's payment types in words: the one home of the words the ledger mapping screen
 * shows (the renderer's `ledger.type.*` take theirs from here) and the Excel NL CSV and the
 * .xlsx write in a payment type's column, so a file and the screen name a type alike. The
 * platform's type keys (`OnlineGiftCard`) are no words; the plain CSV for scripts keeps them
 * (docs/decisions/0083-exports-in-words.md, the addendum on Excel NL).
 */
import type { ExportLanguage } from './api/export-columns.js';

type Words = Readonly<Record<ExportLanguage, string>>;

export const PAYMENT_TYPE_WORDS = {
  Cash: { en: 'Cash', nl: 'Contant' },
  Pin: { en: 'Debit card (pin)', nl: 'Pin (betaalpas)' },
  Web: { en: 'Online payment', nl: 'Online betaling' },
  OnlineGiftCard: { en: "The shop's gift card", nl: 'Cadeaukaart van de winkel' },
  ExternalGiftCard: { en: 'Third-party gift voucher', nl: 'Cadeaubon van derden' },
  OnAccount: { en: 'On account', nl: 'Op rekening' },
  BankTransfer: { en: 'Bank transfer', nl: 'Bankoverschrijving' },
  Returns: { en: 'Return (refund)', nl: 'Retour (terugbetaling)' },
  PaymentBalance: { en: 'Store credit', nl: 'Tegoed' },
  Imported: { en: 'Imported payment', nl: 'Geïmporteerde betaling' },
  Dummy: { en: 'Test payment (Dummy)', nl: 'Testbetaling (Dummy)' },
} as const satisfies Record<string, Words>;

export type KnownPaymentType = keyof typeof PAYMENT_TYPE_WORDS;

/** A group the report names by its method or type id (`method:12`): it has no type. */
export const BY_METHOD_WORDS = {
  en: 'Payment method without a type',
  nl: 'Betaalmethode zonder soort',
} as const satisfies Words;

/** A type this list does not know, named with the platform's own key. */
export const OTHER_TYPE_WORDS = {
  en: 'Other type: {alias}',
  nl: 'Andere soort: {alias}',
} as const satisfies Words;

export const isKnownPaymentType = (alias: string): alias is KnownPaymentType =>
  Object.hasOwn(PAYMENT_TYPE_WORDS, alias);

/** A payment type's alias in the words of the language: `Pin` → "Pin (betaalpas)". */
export function paymentTypeWords(alias: string, lang: ExportLanguage): string {
  if (isKnownPaymentType(alias)) return PAYMENT_TYPE_WORDS[alias][lang];
  if (/^(method|type):\d+$/.test(alias)) return BY_METHOD_WORDS[lang];
  return OTHER_TYPE_WORDS[lang].replace('{alias}', alias);
}
