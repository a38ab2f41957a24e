/**
 * The VAT return's export sections about its filing (decisions 0080 and 0102): the period's
 * filings (when and by whom, and who undid one, when and why); for a filed period its figures
 * as filed with the correction since beside each, the corrections with the orders behind each,
 * and the corrections of earlier filed periods it declared; for the first open period after a
 * filed one, what of that period is still to declare. Headers and row words in the export's
 * language; nothing for a period no filing concerns.
 */
import type { ColumnKind, ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { VatCorrection } from '../../../../shared/api/vat-filings.js';
import type { VatReturn, VatReturnAsFiled } from '../../../../shared/api/vat-return.js';
import type { ExportCell } from '../export/cells.js';
import { money, section, type ReportSection } from '../financial-report/report-section.js';

type Words = Record<ExportLanguage, string>;

/** Every word of these sections, so the glossary's test reads them all (test/unit/exports/). */
export const VAT_FILING_WORDS = {
  filing: { en: 'Filing', nl: 'Aangifte' },
  filedAt: { en: 'Filed on', nl: 'Aangegeven op' },
  filedBy: { en: 'Filed by', nl: 'Aangegeven door' },
  filingId: { en: 'Filing id', nl: 'Aangifte-id' },
  undoneAt: { en: 'Undone on', nl: 'Ongedaan gemaakt op' },
  undoneBy: { en: 'Undone by', nl: 'Ongedaan gemaakt door' },
  undoneReason: { en: 'Why undone', nl: 'Reden' },
  asFiled: { en: 'Figures as filed', nl: 'Aangegeven bedragen' },
  turnoverWhole: { en: 'Turnover, whole euros', nl: 'Omzet hele euro' },
  vatWhole: { en: 'VAT, whole euros', nl: 'Btw hele euro' },
  turnoverCorrection: { en: 'Turnover, correction since', nl: 'Omzet, correctie sindsdien' },
  vatCorrection: { en: 'VAT, correction since', nl: 'Btw, correctie sindsdien' },
  vatOnSales: { en: 'VAT on sales (1a–1e)', nl: 'Btw over de omzet (1a–1e)' },
  ossTotal: { en: 'OSS total', nl: 'OSS totaal' },
  corrections: { en: 'Corrections since filing', nl: 'Correcties sinds aangifte' },
  fromFiled: { en: 'Corrections of filed period', nl: 'Correcties aangegeven periode' },
  declared: { en: 'Declared corrections', nl: 'Aangegeven correcties' },
  filedPeriod: { en: 'Filed period', nl: 'Aangegeven periode' },
  line: { en: 'Box or country', nl: 'Rubriek of land' },
  order: { en: 'Order', nl: 'Order' },
  turnover: { en: 'Turnover excl. VAT', nl: 'Omzet excl. btw' },
  vat: { en: 'VAT', nl: 'Btw' },
  turnoverDifference: { en: 'Turnover excl. VAT, difference', nl: 'Omzet excl. btw, verschil' },
  vatDifference: { en: 'VAT, difference', nl: 'Btw, verschil' },
  correction: { en: 'Correction', nl: 'Correctie' },
  ordersNotKept: {
    en: 'Orders not kept with this filing',
    nl: 'Orders niet bewaard bij deze aangifte',
  },
} satisfies Record<string, Words>;

const WORDS = VAT_FILING_WORDS;

const column = (key: string, kind: ColumnKind, words: Words) => ({
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

/** Every filing of the period, standing or undone: who filed, and who undid it, when and why. */
const historySection = (history: VatReturn['filing_history']) =>
  section(
    WORDS.filing.en,
    WORDS.filing.nl,
    [
      column('filed_at', 'dateTime', WORDS.filedAt),
      column('filed_by', 'text', WORDS.filedBy),
      column('filing_id', 'text', WORDS.filingId),
      column('undone_at', 'dateTime', WORDS.undoneAt),
      column('undone_by', 'text', WORDS.undoneBy),
      column('undone_reason', 'text', WORDS.undoneReason),
    ],
    history.map((entry) => [
      entry.filed_at,
      entry.filed_by,
      entry.filing_id,
      entry.undone?.at ?? null,
      entry.undone?.by ?? null,
      entry.undone?.reason ?? null,
    ]),
  );

const orNull = (value: number | undefined) => (value === undefined ? null : money(value));

/** The figures as filed, the period's own, each with its correction since beside it. */
function asFiledSection(asFiled: VatReturnAsFiled, lang: ExportLanguage): ReportSection {
  return section(
    WORDS.asFiled.en,
    WORDS.asFiled.nl,
    [
      column('line', 'text', WORDS.line),
      column('turnover', 'money', WORDS.turnover),
      column('vat', 'money', WORDS.vat),
      column('turnover_whole_euros', 'integer', WORDS.turnoverWhole),
      column('vat_whole_euros', 'integer', WORDS.vatWhole),
      column('turnover_correction', 'money', WORDS.turnoverCorrection),
      column('vat_correction', 'money', WORDS.vatCorrection),
    ],
    [
      ...asFiled.rubrieken.map((row) => [
        row.rubriek,
        money(row.turnover),
        money(row.vat),
        row.turnover_whole_euros,
        row.vat_whole_euros,
        orNull(row.correction?.turnover),
        orNull(row.correction?.vat),
      ]),
      [
        WORDS.vatOnSales[lang],
        null,
        money(asFiled.vat_on_sales.vat),
        null,
        asFiled.vat_on_sales.vat_whole_euros,
        null,
        money(asFiled.vat_on_sales.correction_vat),
      ],
      ...asFiled.oss.map((row) => [
        `OSS ${row.country_iso2}`,
        money(row.turnover),
        money(row.vat),
        null,
        null,
        orNull(row.correction?.turnover),
        orNull(row.correction?.vat),
      ]),
      ...(asFiled.oss.length === 0
        ? []
        : [
            [
              WORDS.ossTotal[lang],
              money(asFiled.oss_total.turnover),
              money(asFiled.oss_total.vat),
              null,
              null,
              null,
              null,
            ],
          ]),
    ],
  );
}

export function vatFilingSections(overview: VatReturn, lang: ExportLanguage): ReportSection[] {
  const sections: ReportSection[] = [];
  const { filed, as_filed: asFiled } = overview;
  // The history also of a period whose filing was undone: the file says it was filed once.
  if (overview.filing_history.length > 0) sections.push(historySection(overview.filing_history));
  if (filed && asFiled) {
    sections.push(
      asFiledSection(asFiled, lang),
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
        [column('filed_period', 'dayRange', WORDS.filedPeriod), ...correctionColumns],
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
