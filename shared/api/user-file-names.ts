/**
 * The names the renderer gives the files it saves, in the user's language: the screen's word
 * for the file and the period's own name (`financieel-rapport-oktober-2026`,
 * `btw-aangifte-K3-2026`), or its days as dd-mm-jjjj when it is no month, quarter or year
 * (`…-01-10-2026-tot-15-10-2026`, one day: `…-15-10-2026`). The service's names
 * (download-names.ts, its Content-Disposition) stay English with ISO dates for scripts; a
 * person saves a file named as the screen speaks. Without an extension: the format adds it.
 */
import type { ExportLanguage } from './export-columns.js';
import { keysOf } from '../guards.js';

/** Every download the screens offer, by what the file holds. */
const STEMS = {
  'financial-report': { en: 'financial-report', nl: 'financieel-rapport' },
  'vat-return': { en: 'vat-return', nl: 'btw-aangifte' },
  journal: { en: 'journal', nl: 'memoriaal' },
  'day-closings': { en: 'till-closings', nl: 'kassa-afsluitingen' },
  'discount-orders': { en: 'discount-orders', nl: 'kortingsorders' },
  'product-sales': { en: 'product-sales', nl: 'verkoop-per-product' },
  'sales-by-hour': { en: 'sales-by-hour', nl: 'verkoop-per-uur' },
  'slow-movers': { en: 'slow-movers', nl: 'winkeldochters' },
  'price-list': { en: 'price-list', nl: 'prijslijst' },
  'stock-value': { en: 'stock-value', nl: 'voorraadwaarde' },
  shops: { en: 'shops', nl: 'winkels' },
  locations: { en: 'locations', nl: 'vestigingen' },
  'tax-rates': { en: 'tax-rates', nl: 'btw-tarieven' },
  'turnover-groups': { en: 'turnover-groups', nl: 'omzetgroepen' },
  'payment-methods': { en: 'payment-methods', nl: 'betaalmethoden' },
} as const satisfies Record<string, Record<ExportLanguage, string>>;

export type UserFileKind = keyof typeof STEMS;

/** Every kind, for checks that walk them all. */
export const USER_FILE_KINDS = keysOf(STEMS);

const MONTHS: Record<ExportLanguage, readonly string[]> = {
  en: 'january february march april may june july august september october november december'.split(
    ' ',
  ),
  nl: 'januari februari maart april mei juni juli augustus september oktober november december'.split(
    ' ',
  ),
};

/** Kwartaal in Dutch, quarter in English: K3-2026, Q3-2026. */
const QUARTER_LETTER: Record<ExportLanguage, string> = { en: 'Q', nl: 'K' };

const WORDS = {
  until: { en: 'to', nl: 'tot' },
  location: { en: 'location', nl: 'vestiging' },
  shop: { en: 'shop', nl: 'winkel' },
  group: { en: 'group', nl: 'omzetgroep' },
  days: { en: 'days', nl: 'dagen' },
} as const satisfies Record<string, Record<ExportLanguage, string>>;

const partsOf = (day: string) => {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return { year, month, date };
};

const lastDayOfMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `2026-10-15` → `15-10-2026`: the day as a Dutch reader writes it, in both languages. */
export const dayWords = (day: string): string => {
  const { year, month, date } = partsOf(day);
  return `${String(date).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
};

/**
 * A period's name: a whole month `oktober-2026`, a quarter `K3-2026`, a year `2026`, one day
 * `15-10-2026`, any other run of days `01-10-2026-tot-15-10-2026`.
 */
export function periodWords(from: string, to: string, lang: ExportLanguage): string {
  const start = partsOf(from);
  const end = partsOf(to);
  if (from === to) return dayWords(from);
  const wholeMonths =
    start.year === end.year && start.date === 1 && end.date === lastDayOfMonth(end.year, end.month);
  if (wholeMonths && start.month === end.month)
    return `${MONTHS[lang][start.month - 1] ?? ''}-${start.year}`;
  if (wholeMonths && start.month === 1 && end.month === 12) return String(start.year);
  if (wholeMonths && end.month - start.month === 2 && start.month % 3 === 1)
    return `${QUARTER_LETTER[lang]}${(start.month + 2) / 3}-${start.year}`;
  return `${dayWords(from)}-${WORDS.until[lang]}-${dayWords(to)}`;
}

/** What narrows a file to part of the account; null or absent: all of it. */
export interface FileScope {
  location_id?: number | null;
  shop_id?: number | null;
  product_group_id?: number | null;
}

const scopeWords = (scope: FileScope, lang: ExportLanguage): string =>
  (
    [
      ['location', scope.location_id],
      ['shop', scope.shop_id],
      ['group', scope.product_group_id],
    ] as const
  )
    .map(([word, id]) => (id === null || id === undefined ? '' : `-${WORDS[word][lang]}-${id}`))
    .join('');

/** A list with no period (a reference list). */
export const listFileName = (kind: UserFileKind, lang: ExportLanguage): string => STEMS[kind][lang];

/**
 * A file of a period: `kassa-afsluitingen-oktober-2026-vestiging-2`; with no period (none
 * chosen yet, so the screen offers no export) its word alone.
 */
export const periodFileNameIn = (
  kind: UserFileKind,
  period: ({ from: string; to: string } & FileScope) | null,
  lang: ExportLanguage,
): string =>
  period === null
    ? STEMS[kind][lang]
    : `${STEMS[kind][lang]}-${periodWords(period.from, period.to, lang)}${scopeWords(period, lang)}`;

/** A file of one day (the price list, today's): `prijslijst-15-10-2026`. */
export const dayFileName = (kind: UserFileKind, day: string, lang: ExportLanguage): string =>
  `${STEMS[kind][lang]}-${dayWords(day)}`;

/** The slow movers, by the window's length and last day: `winkeldochters-90-dagen-tot-15-10-2026`. */
export const slowMoversFileNameIn = (
  window: { days: number; to: string } & FileScope,
  lang: ExportLanguage,
): string =>
  `${STEMS['slow-movers'][lang]}-${window.days}-${WORDS.days[lang]}-${WORDS.until[lang]}-` +
  `${dayWords(window.to)}${scopeWords(window, lang)}`;
