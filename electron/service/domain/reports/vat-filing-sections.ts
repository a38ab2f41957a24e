/**
 * The VAT return's export sections about its filing (decision 0080): for a filed period, when
 * and by whom it was filed, its figures as filed, and the corrections since with the orders
 * behind each, and the corrections of earlier filed periods it declared; for the first open
 * period after a filed one, what of that period is still to declare. Headers
 * and row words in the export's language; nothing for a period no filing concerns.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { VatCorrection } from '../../../../shared/api/vat-filings.js';
import type { VatReturn } from '../../../../shared/api/vat-return.js';
import type { ExportCell } from '../export/cells.js';
import { money, section, type ReportSection } from './report-section.js';

type Words = Record<ExportLanguage, string>;

const WORDS = {
  filing: { en: 'Filing', nl: 'Aangifte' },
  filedAt: { en: 'Filed on', nl: 'Aangegeven op' },
  filedBy: { en: 'Filed by', nl: 'Aangegeven door' },
  filingId: { en: 'Filing id', nl: 'Aangifte-id' },
  asFiled: { en: 'Figures as filed', nl: 'Aangegeven bedragen' },
  corrections: { en: 'Corrections since filing', nl: 'Correcties sinds aangifte' },
  fromFiled: { en: 'Corrections of filed period', nl: 'Correcties aangegeven periode' },
  declared: { en: 'Declared corrections', nl: 'Aangegeven correcties' },
  filedPeriod: { en: 'Filed period', nl: 'Aangegeven periode' },
  line: { en: 'Box or country', nl: 'Rubriek of land' },
  order: { en: 'Order', nl: 'Bestelling' },
  turnover: { en: 'Turnover excl. VAT', nl: 'Omzet excl. btw' },
  vat: { en: 'VAT', nl: 'Btw' },
  turnoverDifference: { en: 'Turnover excl. VAT, difference', nl: 'Omzet excl. btw, verschil' },
  vatDifference: { en: 'VAT, difference', nl: 'Btw, verschil' },
  correction: { en: 'Correction', nl: 'Correctie' },
  ordersNotKept: { en: 'Orders not kept with this filing', nl: 'Bestellingen niet bewaard' },
} satisfies Record<string, Words>;

const column = (key: string, kind: 'text' | 'money' | 'dateTime', words: Words) => ({
  key,
  kind,
  ...words,
});

const lineOf = (row: Pick<VatCorrection, 'rubriek' | 'country_iso2'>): string =>
  row.rubriek ?? `OSS ${row.country_iso2 ?? ''}`;

/**
 * A correction's row (its line, the word "Correction", the differences), then a row per order
 * behind it with that order's share of the difference; where the orders were not kept, a row
 * saying so.
 */
function correctionRows(corrections: readonly VatCorrection[], lang: ExportLanguage) {
  return corrections.flatMap((row): ExportCell[][] => [
    [lineOf(row), WORDS.correction[lang], money(row.turnover), money(row.vat)],
    ...(row.orders === null
      ? [[lineOf(row), WORDS.ordersNotKept[lang], null, null]]
      : row.orders.map((order) => [
          lineOf(row),
          order.order_number,
          money(order.turnover),
          money(order.vat),
        ])),
  ]);
}

const correctionColumns = [
  column('line', 'text', WORDS.line),
  column('order', 'text', WORDS.order),
  column('turnover_difference', 'money', WORDS.turnoverDifference),
  column('vat_difference', 'money', WORDS.vatDifference),
];

export function vatFilingSections(overview: VatReturn, lang: ExportLanguage): ReportSection[] {
  const sections: ReportSection[] = [];
  const { filed } = overview;
  if (filed) {
    sections.push(
      section(
        WORDS.filing.en,
        WORDS.filing.nl,
        [
          column('filed_at', 'dateTime', WORDS.filedAt),
          column('filed_by', 'text', WORDS.filedBy),
          column('filing_id', 'text', WORDS.filingId),
        ],
        [[filed.filed_at, filed.filed_by, filed.id]],
      ),
      section(
        WORDS.asFiled.en,
        WORDS.asFiled.nl,
        [
          column('line', 'text', WORDS.line),
          column('turnover', 'money', WORDS.turnover),
          column('vat', 'money', WORDS.vat),
        ],
        [
          ...filed.figures.rubrieken.map((row) => [
            row.rubriek,
            money(row.turnover),
            money(row.vat),
          ]),
          ...filed.figures.oss.map((row) => [
            `OSS ${row.country_iso2}`,
            money(row.turnover),
            money(row.vat),
          ]),
        ],
      ),
      // Always there for a filed period: no rows says there is nothing to correct.
      section(
        WORDS.corrections.en,
        WORDS.corrections.nl,
        correctionColumns,
        correctionRows(overview.corrections, lang),
      ),
    );
  }
  if (overview.corrections_from_filed.length > 0) {
    // A filed period declared them, as kept with its filing; an open one has them to declare.
    const title = filed ? WORDS.declared : WORDS.fromFiled;
    sections.push(
      section(
        title.en,
        title.nl,
        [column('filed_period', 'text', WORDS.filedPeriod), ...correctionColumns],
        overview.corrections_from_filed.flatMap((period) =>
          correctionRows(period.corrections, lang).map((row) => [
            `${period.from} – ${period.to}`,
            ...row,
          ]),
        ),
      ),
    );
  }
  return sections;
}
