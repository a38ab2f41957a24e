/**
 * The words of the bridges (shared/api/bridges.ts) in both languages, and their one home: the
 * screens (renderer/src/components/note/BridgeLine.tsx) and the exports of the report and the VAT
 * return (CSV, .xlsx, PDF) read them here, so a line on screen and a row in a file say the
 * same. Each bridge is said as the other screen's figure, then what each item does on the way
 * from it to the report's turnover, with why.
 */
import type { Bridge, BridgeItemKind } from './api/bridges.js';
import { formatMoney } from './display-text.js';
import { negate, parseAmount, toJsonNumber } from './money.js';

/** Where a bridge is shown, which decides the other figure and why an item differs. */
export type BridgeView = 'report_vat_return' | 'report_shops' | 'vat_return' | 'today' | 'journal';

type Language = 'en' | 'nl';
type BridgeWords = {
  other: Record<BridgeView, string>;
  item: Record<BridgeItemKind, string>;
  /** Per view, the items its bridge can hold: days exported before are the journal's alone. */
  why: Record<BridgeView, Partial<Record<BridgeItemKind, string>>>;
  unexplained: string;
};

const NOT_ON_VAT_RETURN = {
  en: 'not counted in the VAT return',
  nl: 'telt niet mee in de btw-aangifte',
};

export const BRIDGE_WORDS: Record<Language, BridgeWords> = {
  en: {
    other: {
      report_vat_return: 'Turnover in the VAT return (1a to 1e and OSS)',
      report_shops: 'Turnover of the shops together, excl. VAT',
      vat_return: 'Turnover in the financial report',
      today: 'Turnover in the financial report of this day',
      journal: 'Turnover on the journal’s turnover accounts',
    },
    item: { cash_differences: 'Cash differences', exported_days: 'Days exported before' },
    why: {
      report_vat_return: { cash_differences: NOT_ON_VAT_RETURN.en },
      report_shops: { cash_differences: 'no order line, so in no shop' },
      vat_return: { cash_differences: NOT_ON_VAT_RETURN.en },
      today: { cash_differences: 'the report takes them off turnover, Today shows them apart' },
      journal: {
        cash_differences: 'the journal posts them to their own account, not to turnover',
        exported_days: 'the journal keeps them as exported and posts a change as a correction',
      },
    },
    unexplained: 'Not explained',
  },
  nl: {
    other: {
      report_vat_return: 'Omzet in de btw-aangifte (1a t/m 1e en OSS)',
      report_shops: 'Omzet van de winkels samen, excl. btw',
      vat_return: 'Omzet in het financieel rapport',
      today: 'Omzet in het financieel rapport van deze dag',
      journal: 'Omzet op de omzetrekeningen van het memoriaal',
    },
    item: { cash_differences: 'Kasverschillen', exported_days: 'Eerder geëxporteerde dagen' },
    why: {
      report_vat_return: { cash_differences: NOT_ON_VAT_RETURN.nl },
      report_shops: { cash_differences: 'geen orderregel, dus bij geen winkel' },
      vat_return: { cash_differences: NOT_ON_VAT_RETURN.nl },
      today: { cash_differences: 'het rapport trekt ze af van de omzet, Vandaag toont ze apart' },
      journal: {
        cash_differences: 'het memoriaal boekt ze op hun eigen rekening, niet op omzet',
        exported_days:
          'het memoriaal houdt ze zoals geëxporteerd en boekt een wijziging als correctie',
      },
    },
    unexplained: 'Niet verklaard',
  },
};

/** One part of a bridge as said: its words in both languages and its amount. */
export interface BridgePart {
  label: Record<Language, string>;
  /** Only for an item: why it differs. */
  why: Record<Language, string> | null;
  amount: number;
}

const both = (pick: (words: BridgeWords) => string): Record<Language, string> => ({
  en: pick(BRIDGE_WORDS.en),
  nl: pick(BRIDGE_WORDS.nl),
});

/** Why an item differs, as the view says it; null where the view names no reason for it. */
const whyOf = (view: BridgeView, kind: BridgeItemKind): Record<Language, string> | null => {
  const en = BRIDGE_WORDS.en.why[view][kind];
  const nl = BRIDGE_WORDS.nl.why[view][kind];
  return en === undefined || nl === undefined ? null : { en, nl };
};

/**
 * A bridge as its parts: the other screen's figure, then each item (and anything not
 * explained) as what it does on the way from the compared figure to the report's turnover.
 */
export function bridgeParts(bridge: Bridge, view: BridgeView): BridgePart[] {
  // On the VAT return and Today the report's turnover is the other figure.
  const otherIsReport = view === 'vat_return' || view === 'today';
  const effect = (amount: number) => toJsonNumber(negate(parseAmount(amount)));
  return [
    {
      label: both((words) => words.other[view]),
      why: null,
      amount: otherIsReport ? bridge.report_turnover : bridge.compared,
    },
    ...bridge.items.map((item) => ({
      label: both((words) => words.item[item.kind]),
      why: whyOf(view, item.kind),
      amount: effect(item.amount),
    })),
    ...(bridge.unexplained === 0
      ? []
      : [
          {
            label: both((words) => words.unexplained),
            why: null,
            amount: effect(bridge.unexplained),
          },
        ]),
  ];
}

/** An item's amount as the line says it: signed, "− € 133,75" or "+ € 2,00". */
export const signedMoney = (amount: number): string =>
  `${amount < 0 ? '−' : '+'} ${formatMoney(Math.abs(amount))}`;

/** The amount of a part as said: the other figure plain, an item signed. */
export const partAmount = (part: BridgePart, index: number): string =>
  index === 0 ? formatMoney(part.amount) : signedMoney(part.amount);

/** A bridge in one line of text, as the PDF prints it and the screens show it. */
export function bridgeLine(bridge: Bridge, view: BridgeView, language: Language): string {
  return bridgeParts(bridge, view)
    .map((part, index) => {
      const said = `${part.label[language]}${index === 0 ? ':' : ''} ${partAmount(part, index)}`;
      return part.why ? `${said}: ${part.why[language]}` : said;
    })
    .join(' · ');
}
