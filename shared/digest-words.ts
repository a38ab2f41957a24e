/**
 * The morning digest's words in both languages the app speaks, one table per language so a
 * missing word is a type error. The service writes the digest (domain/digest/); the words
 * live in shared/ so the test that holds the screens' words against the glossary reads these
 * beside the renderer's dictionaries (test/unit-renderer/i18n/).
 */
import type { ExceptionKind } from './api/exceptions.js';
import type { ExportLanguage } from './api/export-columns.js';

/** How the day's posting into the bookkeeping package went wrong, as the digest says it. */
export type BookkeepingTroubleState = 'failed' | 'blocked' | 'mismatch';

export interface DigestWords {
  locale: string;
  subject: (day: string, exceptions: number) => string;
  title: (day: string) => string;
  figuresHeading: string;
  figuresIntro: string;
  turnover: string;
  turnoverWt: string;
  orders: string;
  averageBasket: string;
  cashDifferences: string;
  lastWeek: (day: string) => string;
  lastYear: (day: string) => string;
  noChange: string;
  exceptionsHeading: (count: number) => string;
  noExceptions: string;
  catalogHeading: string;
  notChecked: string;
  threshold: string;
  orders_path: string;
  more: (count: number) => string;
  closings: (count: number) => string;
  kinds: Record<ExceptionKind, string>;
  /** The kind no platform call records (UNRECORDED_KINDS), named under "not checked". */
  manualPriceChange: string;
  /**
   * The day's posting into the bookkeeping package that went wrong: why, in the words the
   * bookkeeping screen says it (shared/bookkeeping-day-words.ts; null for a code without
   * any), then the package's or the service's own words as technical details.
   */
  bookkeeping: (state: BookkeepingTroubleState, why: string | null, details: string) => string;
  footer: string;
  testSubject: string;
  testText: string;
}

const EN_STATES: Record<BookkeepingTroubleState, string> = {
  failed: 'not posted',
  blocked: 'blocked by the package',
  mismatch: 'booked by the package otherwise than it was sent, and posting stopped',
};

const NL_STATES: Record<BookkeepingTroubleState, string> = {
  failed: 'niet gelukt',
  blocked: 'door het pakket geblokkeerd',
  mismatch: 'door het pakket anders geboekt dan verstuurd, en het boeken is gestopt',
};

const EN: DigestWords = {
  locale: 'en-GB',
  subject: (day, exceptions) =>
    `Morning digest of ${day}: ${exceptions === 0 ? 'no exceptions' : `${exceptions} exception${exceptions === 1 ? '' : 's'}`}`,
  title: (day) => `Morning digest of ${day}`,
  figuresHeading: 'The day against the same weekday',
  figuresIntro:
    'The whole day: sales less returns of turnover lines, a refund when it was paid back. The ' +
    'financial report’s turnover also takes off the cash differences, given apart below.',
  turnover: 'Turnover excl. VAT',
  turnoverWt: 'Turnover incl. VAT',
  orders: 'Orders',
  averageBasket: 'Average basket incl. VAT, before returns',
  cashDifferences: 'Cash differences (not in the turnover above)',
  lastWeek: (day) => `last week (${day})`,
  lastYear: (day) => `last year (${day})`,
  noChange: 'n/a',
  exceptionsHeading: (count) => `Exceptions of the day (${count})`,
  noExceptions: 'No exceptions: nothing crossed a threshold.',
  catalogHeading: 'In the catalog (found every day until fixed)',
  notChecked: 'Not checked',
  threshold: 'threshold',
  orders_path: 'orders',
  more: (count) => `and ${count} more (see Exceptions in the app)`,
  closings: (count) => `${count} closing${count === 1 ? '' : 's'}`,
  kinds: {
    cash_difference: 'Cash difference',
    repeated_cash_difference: 'Repeated cash differences',
    refunds: 'Refunds and returns',
    discount: 'Discount',
    line_below_cost: 'Sold below cost',
    price_below_cost: 'Price below cost',
    never_priced: 'Never priced',
    no_cost_price: 'Lines without a cost price',
    stock_without_cost: 'Stock without a cost price',
    negative_stock: 'Negative stock',
  },
  manualPriceChange: 'Manual price change',
  bookkeeping: (state, why, details) =>
    `Bookkeeping: the day's entry was ${EN_STATES[state]}.${why === null ? '' : ` ${why}`} ` +
    `Technical details: ${details}. See Bookkeeping in the app.`,
  footer: 'Written by Back-Office Desk.',
  testSubject: 'Back-Office Desk: test mail',
  testText: 'This test mail shows that Back-Office Desk can send your morning digest.',
};

const NL: DigestWords = {
  locale: 'nl-NL',
  subject: (day, exceptions) =>
    `Ochtendoverzicht ${day}: ${exceptions === 0 ? 'geen signaleringen' : `${exceptions} signalering${exceptions === 1 ? '' : 'en'}`}`,
  title: (day) => `Ochtendoverzicht ${day}`,
  figuresHeading: 'De dag tegenover dezelfde weekdag',
  figuresIntro:
    'De hele dag: verkopen min retouren van de omzetregels, een terugbetaling op het moment ' +
    'van terugbetalen. De omzet van het financieel rapport trekt ook de kasverschillen af; ' +
    'die staan hieronder apart.',
  turnover: 'Omzet excl. btw',
  turnoverWt: 'Omzet incl. btw',
  orders: 'Orders',
  averageBasket: 'Gemiddelde bon incl. btw, vóór retouren',
  cashDifferences: 'Kasverschillen (niet in de omzet hierboven)',
  lastWeek: (day) => `vorige week (${day})`,
  lastYear: (day) => `vorig jaar (${day})`,
  noChange: 'n.v.t.',
  exceptionsHeading: (count) => `Signaleringen van de dag (${count})`,
  noExceptions: 'Geen signaleringen: niets ging over een drempel.',
  catalogHeading: 'In de catalogus (elke dag gevonden tot het is opgelost)',
  notChecked: 'Niet gecontroleerd',
  threshold: 'drempel',
  orders_path: 'orders',
  more: (count) => `en nog ${count} (zie Signaleringen in de app)`,
  closings: (count) => `${count} afsluiting${count === 1 ? '' : 'en'}`,
  kinds: {
    cash_difference: 'Kasverschil',
    repeated_cash_difference: 'Herhaalde kasverschillen',
    refunds: 'Terugbetalingen en retouren',
    discount: 'Korting',
    line_below_cost: 'Onder kostprijs verkocht',
    price_below_cost: 'Prijs onder kostprijs',
    never_priced: 'Nooit geprijsd',
    no_cost_price: 'Regels zonder kostprijs',
    stock_without_cost: 'Voorraad zonder kostprijs',
    negative_stock: 'Negatieve voorraad',
  },
  manualPriceChange: 'Handmatige prijswijziging',
  bookkeeping: (state, why, details) =>
    `Boekhouding: de boeking van de dag is ${NL_STATES[state]}.${why === null ? '' : ` ${why}`} ` +
    `Technische details: ${details}. Zie Boekhouding in de app.`,
  footer: 'Geschreven door Back-Office Desk.',
  testSubject: 'Back-Office Desk: testmail',
  testText: 'Deze testmail laat zien dat Back-Office Desk je ochtendoverzicht kan versturen.',
};

export const digestWords = (lang: ExportLanguage): DigestWords => (lang === 'en' ? EN : NL);
