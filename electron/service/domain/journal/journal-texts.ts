/**
 * The journal's descriptions in the export languages: what a bookkeeper reads in the ledger
 * after the import. JSON answers take English, as every JSON answer does.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { JournalLineKind } from '../../../../shared/api/journal.js';
import {
  countryName as countryNameIn,
  LOCALE_OF_WORDS,
} from '../../../../shared/vat-rate-kinds.js';

interface LineSubject {
  /** Group, payment method or tax rate name; the stock change's two month ends. */
  name: string;
  /** The rate as text ("21 %"), for revenue and VAT lines. */
  rate: string;
}

type LineText = (subject: LineSubject) => string;

const LINE_TEXTS: Record<ExportLanguage, Record<JournalLineKind, LineText>> = {
  en: {
    payment: ({ name }) => `Received: ${name}`,
    not_paid_now: () => 'Sold on account (not paid now)',
    sales: ({ name, rate }) => `Sales ${name} (${rate})`,
    returns: ({ name, rate }) => `Returns ${name} (${rate})`,
    vat: ({ rate }) => `VAT ${rate}`,
    refund: () => 'Refunds recorded on orders afterwards (credit note)',
    settlement: ({ name }) => (name === '' ? 'Settled by customers' : `Settled: ${name}`),
    cash_difference: () => 'Cash difference at the till closing',
    gift_cards: () => 'Gift cards sold',
    tips: () => 'Tips received',
    invoice_payments: () => 'Invoices paid at the till',
    prepayments: () => 'Prepayments received',
    stock_change: ({ name }) => `Stock change at cost ${name}`,
    cost_of_sales: ({ name }) => `Cost of sales (stock change) ${name}`,
  },
  nl: {
    payment: ({ name }) => `Ontvangen: ${name}`,
    not_paid_now: () => 'Op rekening verkocht (niet direct betaald)',
    sales: ({ name, rate }) => `Omzet ${name} (${rate})`,
    returns: ({ name, rate }) => `Retouren ${name} (${rate})`,
    vat: ({ rate }) => `Btw ${rate}`,
    refund: () => 'Achteraf terugbetaald op orders (creditnota)',
    settlement: ({ name }) => (name === '' ? 'Verrekend met klanten' : `Verrekend: ${name}`),
    cash_difference: () => 'Kasverschil bij de kassa-afsluiting',
    gift_cards: () => 'Cadeaubonnen verkocht',
    tips: () => 'Fooien ontvangen',
    invoice_payments: () => 'Facturen betaald aan de kassa',
    prepayments: () => 'Aanbetalingen ontvangen',
    stock_change: ({ name }) => `Voorraadmutatie tegen kostprijs ${name}`,
    cost_of_sales: ({ name }) => `Kostprijs verkopen (voorraadmutatie) ${name}`,
  },
};

export const lineText = (
  lang: ExportLanguage,
  kind: JournalLineKind,
  subject: LineSubject,
): string => LINE_TEXTS[lang][kind](subject);

/** A member state in words in the language: BE → "België", "Belgium". */
export const countryName = (lang: ExportLanguage, iso2: string): string =>
  countryNameIn(LOCALE_OF_WORDS[lang], iso2);

/** A day as the language writes it: 2026-10-01, or 01-10-2026 in Dutch. */
export const dayText = (lang: ExportLanguage, date: string): string =>
  lang === 'nl' ? date.split('-').reverse().join('-') : date;

export function entryText(lang: ExportLanguage, date: string): string {
  return lang === 'nl' ? `Dagomzet ${dayText(lang, date)}` : `Day's takings ${date}`;
}

export function vatCodeText(lang: ExportLanguage, rate: string, rubriek: string): string {
  if (rubriek === 'OSS') {
    return lang === 'nl' ? `Btw ${rate} (OSS-aangifte)` : `VAT ${rate} (OSS return)`;
  }
  return lang === 'nl'
    ? `Btw ${rate} (rubriek ${rubriek})`
    : `VAT ${rate} (VAT return box ${rubriek})`;
}
