/**
 * Every word the exports write, in both languages, for the tests of words (glossary.test.ts):
 * the word tables they read (the export columns, the row labels, the bridges, the print words
 * of the PDFs, the payment and shop types, the cost sources, the order statuses), the
 * journal's entry and line texts and the XAF's Dutch, and the sections of each report of
 * several tables (CSV zip, Excel NL, .xlsx) built from an answer that reaches their row labels.
 * A table is walked as the renderer's dictionaries are (test/unit-renderer/i18n/user-strings.ts):
 * every string under an `en` or `nl` key is a word of that language; other strings (keys, kinds,
 * the answers' own data) are not words.
 */
import * as exportColumns from '../../../shared/api/export-columns.js';
import { EXPORT_LANGUAGES, type ExportLanguage } from '../../../shared/api/export-columns.js';
import { dayClosingsResponseSchema } from '../../../shared/api/day-closings.js';
import { salesByHourSchema } from '../../../shared/api/dashboard.js';
import { JOURNAL_LINE_KINDS } from '../../../shared/api/journal.js';
import { SNAPSHOT_BASES, stockValueSchema } from '../../../shared/api/stock-value.js';
import { BRIDGE_WORDS } from '../../../shared/bridge-words.js';
import { COST_SOURCE_WORDS } from '../../../shared/cost-source-words.js';
import { isOneOf, isRecord } from '../../../shared/guards.js';
import { DUTCH_ORDER_STATUS } from '../../../shared/order-status-words.js';
import * as paymentTypeWords from '../../../shared/payment-type-words.js';
import { REPORT_PRINT_WORDS } from '../../../shared/report-print-words.js';
import { SHOP_TYPE_WORDS } from '../../../shared/shop-type-words.js';
import { STOCK_PRINT_WORDS } from '../../../shared/stock-value-print-words.js';
import { RATE_KIND_WORDS } from '../../../shared/vat-rate-kinds.js';
import {
  dayClosingSections,
  dayClosingsHeading,
} from '../../../electron/service/domain/day-closings/day-closing-sections.js';
import { computeFinancialReport } from '../../../electron/service/domain/financial-report/financial-report.js';
import * as reportSection from '../../../electron/service/domain/financial-report/report-section.js';
import type { ReportSection } from '../../../electron/service/domain/financial-report/report-section.js';
import {
  financialReportSections,
  reportHeading,
} from '../../../electron/service/domain/financial-report/report-sections.js';
import { correctionText } from '../../../electron/service/domain/journal/day-corrections.js';
import {
  JOURNAL_COLUMNS,
  JOURNAL_SHEETS,
} from '../../../electron/service/domain/journal/journal-file.js';
import {
  entryText,
  lineText,
  vatCodeText,
} from '../../../electron/service/domain/journal/journal-texts.js';
import { ACCOUNT_USES } from '../../../electron/service/domain/journal/xaf-ledger.js';
import { journalDescription } from '../../../electron/service/domain/journal/xaf-transactions.js';
import {
  snapshotNote,
  stockValueSections,
} from '../../../electron/service/domain/stock-value/export-sections.js';
import { salesByHourSections } from '../../../electron/service/domain/today/sales-by-hour-sections.js';
import { VAT_FILING_WORDS } from '../../../electron/service/domain/vat/vat-filing-sections.js';
import {
  vatReturnHeading,
  vatReturnSections,
} from '../../../electron/service/domain/vat/vat-return-sections.js';
import {
  foreignCountryResolver,
  vatReturnOf,
} from '../../../electron/service/domain/vat/vat-return.js';
import {
  dayClosing,
  line,
  nonTurnoverLine,
  order,
  payment,
  reportInput,
} from '../reports/fixtures.js';

export interface ExportString {
  /** Where it comes from: the table or section, and the path of keys to it. */
  where: string;
  text: string;
}

type Strings = Record<ExportLanguage, ExportString[]>;

/** The strings of `value` under an `en` or `nl` key (or all of it, given its language). */
function walk(into: Strings, where: string, value: unknown, language?: ExportLanguage): void {
  if (typeof value === 'string') {
    if (language) into[language].push({ where, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item: unknown, index) => walk(into, `${where}[${index}]`, item, language));
  } else if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const said = isOneOf(EXPORT_LANGUAGES, key) ? key : language;
      walk(into, `${where}.${key}`, inner, said);
    }
  }
}

/**
 * A day's report whose tables reach every row label: a sale with a line without a turnover
 * group, a tip (the rates' row without a rate) and a till short by 2.50 (the bridges).
 */
function financialReport() {
  const sale = order({
    value_wt: 27.6,
    order_items: [
      line({ product_group_id: 301, price: 20, price_wt: 21.8, tax: 0.09, tax_rate_id: 2 }),
      line({ price: 2.4, price_wt: 2.9, tax: 0.21, tax_rate_id: 1 }),
      nonTurnoverLine('tip', 2.9),
    ],
  });
  return computeFinancialReport(
    reportInput({
      orders: [sale],
      payments: [payment(sale, 27.6, 'Pin')],
      dayClosings: [dayClosing(11, '2026-03-10', 10, 7.5)],
    }),
  );
}

/** The return of that day, of a period no filing concerns (VAT_FILING_WORDS has the rest). */
function vatReturn() {
  const sales = vatReturnOf(financialReport(), foreignCountryResolver([]));
  const filing = { filed: null, as_filed: null, filing_history: [], corrections: [] };
  return { ...sales, ...filing, corrections_from_filed: [] };
}

const dayClosings = () =>
  dayClosingsResponseSchema.parse({
    from: '2026-10-01',
    to: '2026-10-31',
    location_id: null,
    shop_id: null,
    currency: 'EUR',
    threshold: 5,
    totals: { difference: -2.5, flagged: 0, not_closed: 0, orders: 1 },
    count: 1,
    total: 1,
    data: [],
  });

const hour = { hour: 10, turnover: 10, turnover_wt: 12.1, orders: 1 };
const salesByHour = () =>
  salesByHourSchema.parse({
    from: '2026-10-01',
    to: '2026-10-31',
    location_id: null,
    currency: 'EUR',
    hours: [hour],
    weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, days: 4, hours: [hour] })),
    total: { turnover: 10, turnover_wt: 12.1, orders: 1, cash_differences: 0 },
  });

/** A stock value with one ungrouped group, its snapshot of the basis given or none yet. */
const stockValue = (basis: (typeof SNAPSHOT_BASES)[number] | null) =>
  stockValueSchema.parse({
    date: '2026-10-31',
    location_id: null,
    snapshot:
      basis === null
        ? null
        : { date: '2026-10-30', taken_at: '2026-10-31T00:05:00Z', basis, days_between: 1 },
    first_snapshot: basis === null ? null : '2026-10-30',
    estimate: basis === 'estimate_back',
    value_at_cost: 0,
    value_at_sale_price: 0,
    products: 0,
    groups: [{ id: null, name: null, value_at_cost: 0, value_at_sale_price: 0, products: 0 }],
    without_cost: [],
    negative_stock: [],
  });

/** The tables of each report made of several (CSV zip, Excel NL, .xlsx), built from an answer. */
function reportTables(): Record<string, ReportSection[]> {
  const report = financialReport();
  return {
    'financial report': [reportHeading(report), ...financialReportSections(report)],
    'VAT return': [vatReturnHeading(vatReturn()), ...vatReturnSections(vatReturn())],
    'till closings': [dayClosingsHeading(dayClosings()), ...dayClosingSections(dayClosings())],
    'sales by hour': salesByHourSections(salesByHour()),
    'stock value': stockValueSections({ ...stockValue(null), lines: [] }),
  };
}

/** Which snapshot the stock value comes from, said of each kind and of none. */
const snapshotNotes = () =>
  [null, ...SNAPSHOT_BASES].map((basis) => snapshotNote(stockValue(basis)));

/** The journal's texts in a language, each kind of line said of a group and a rate. */
function journalTexts(language: ExportLanguage): string[] {
  const subject = { name: 'Groente', rate: '9 %' };
  return [
    ...JOURNAL_LINE_KINDS.map((kind) => lineText(language, kind, subject)),
    lineText(language, 'settlement', { name: '', rate: '' }),
    entryText(language, '2026-10-01'),
    correctionText(language, '2026-10-01'),
    vatCodeText(language, '9 %', '1b'),
    vatCodeText(language, '6 %', 'OSS'),
  ];
}

/** The auditfile's own words, all Dutch: the journal and what each account is used for. */
const xafTexts = (): string[] => [
  journalDescription(2),
  ...Object.values(ACCOUNT_USES).map((use) => use(['Groente'])),
];

function exportStrings(): Strings {
  const into: Strings = { en: [], nl: [] };
  walk(into, 'export-columns', exportColumns);
  walk(into, 'report-section', reportSection);
  walk(into, 'tables', reportTables());
  walk(into, 'snapshot notes', snapshotNotes());
  walk(into, 'VAT_FILING_WORDS', VAT_FILING_WORDS);
  walk(into, 'JOURNAL', { JOURNAL_COLUMNS, JOURNAL_SHEETS });
  walk(into, 'BRIDGE_WORDS', BRIDGE_WORDS);
  walk(into, 'REPORT_PRINT_WORDS', REPORT_PRINT_WORDS);
  walk(into, 'STOCK_PRINT_WORDS', STOCK_PRINT_WORDS);
  walk(into, 'payment-type-words', paymentTypeWords);
  walk(into, 'SHOP_TYPE_WORDS', SHOP_TYPE_WORDS);
  walk(into, 'COST_SOURCE_WORDS', COST_SOURCE_WORDS);
  walk(into, 'RATE_KIND_WORDS', RATE_KIND_WORDS);
  walk(into, 'DUTCH_ORDER_STATUS', DUTCH_ORDER_STATUS, 'nl');
  for (const language of EXPORT_LANGUAGES) walk(into, 'journal', journalTexts(language), language);
  walk(into, 'xaf', xafTexts(), 'nl');
  return into;
}

export const EXPORT_STRINGS: Strings = exportStrings();

/**
 * The titles of the sheets and of a zip's files: the reports' tables, the lists' and the
 * journal's. Excel cuts a sheet's name after 31 characters.
 */
export const SHEET_TITLES: ExportString[] = [
  ...Object.entries(reportTables()).flatMap(([report, tables]) =>
    tables.map((table) => ({ report, title: table.title })),
  ),
  ...Object.entries(exportColumns).flatMap(([name, spec]) =>
    isRecord(spec) && 'title' in spec ? [{ report: name, title: spec.title }] : [],
  ),
  ...Object.values(JOURNAL_SHEETS).map((title) => ({ report: 'journal', title })),
].flatMap(({ report, title }) => {
  const titles: Strings = { en: [], nl: [] };
  walk(titles, report, title);
  return [...titles.en, ...titles.nl];
});
