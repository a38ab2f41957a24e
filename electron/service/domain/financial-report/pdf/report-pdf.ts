/**
 * The financial report as a PDF, laid out as its print view (the report screen printed:
 * renderer/src/features/financial-report/, `@media print` in styles.css): the print header,
 * then the revenue figures and the two charts; on a new page the directly paid orders per VAT
 * rate with their payment methods and the balance check, the orders not paid now, and what is
 * not revenue; on a new page turnover by group and shop. Every figure is the report's own,
 * written as the screen writes it (shared/display-text.ts), in the words of the print view
 * (shared/report-print-words.ts); each page says its number. Amounts are excl. VAT where the
 * screen lets one choose, as it shows them unless asked otherwise.
 */
import type { ExportLanguage } from '../../../../../shared/api/export-columns.js';
import type { FinancialReport } from '../../../../../shared/api/financial-report.js';
import { parseLocalDate } from '../../../../../shared/dates.js';
import {
  formatDateTime,
  formatDay,
  formatMoney,
  formatPercent,
} from '../../../../../shared/display-text.js';
import {
  printWordsIn,
  type PrintWords,
  type ReportPrintWord,
} from '../../../../../shared/report-print-words.js';
import { printHeader } from './print-header.js';
import { matrixStrips } from './turnover-matrix.js';
import { BLOCK_GAP, CARD, emptyState, sectionTitle, statRow } from './blocks.js';
import { bridgeHint } from './bridge-hint.js';
import { COLORS, LINE_HEIGHT, PdfCanvas, px, type TextStyle } from './canvas.js';
import { barChartStrips, chartTitle, splitChartStrip } from './charts.js';
import { Flow, type Strip } from './flow.js';
import {
  directPaidStrips,
  nonRevenueStrips,
  settlementsStrips,
  vatSectionStrips,
} from './report-tables.js';

interface ReportPdfInput {
  report: FinancialReport;
  lang: ExportLanguage;
  /** The platform account the report is of. */
  account: string;
  /** The location's name; null for all locations. */
  locationName: string | null;
  /** When it was made: the print header's "printed at", and the document's date. */
  printedAt: Date;
}

/** The service prints days and times in the Dutch style, the app's default. */
const DATE_STYLE = 'day-first';

/** A report day (YYYY-MM-DD) as the print header writes it. */
function dayText(day: string): string {
  const date = parseLocalDate(day);
  return date === null ? day : formatDay(date, DATE_STYLE);
}

const PAGE_WORDS: Record<ExportLanguage, string> = {
  nl: 'Pagina {page} van {pages}',
  en: 'Page {page} of {pages}',
};

export async function financialReportPdf(input: ReportPdfInput): Promise<Uint8Array> {
  const { report, lang } = input;
  const word = printWordsIn(lang);
  const period = word('report.periodDates', {
    from: dayText(report.from),
    to: dayText(report.to),
  });
  const canvas = await PdfCanvas.create({
    title: `${word('report.title')} ${period}`,
    language: lang === 'nl' ? 'nl-NL' : 'en-GB',
    createdAt: input.printedAt,
  });
  const flow = new Flow(canvas);
  const page = { x: canvas.left, width: canvas.contentWidth };
  const inCard = { x: page.x + CARD.padding, width: page.width - 2 * CARD.padding };

  flow.block([
    printHeader(
      canvas,
      page,
      [
        [word('report.print.account'), input.account],
        [word('report.location'), input.locationName ?? word('report.allLocations')],
        [word('range.label'), period],
        [word('report.print.printedAt'), formatDateTime(input.printedAt.toISOString(), DATE_STYLE)],
      ],
      word('report.title'),
    ),
  ]);

  if (isEmptyReport(report)) {
    flow.block([
      emptyState(canvas, word('report.empty'), word('report.emptyHint'), page.x, page.width),
    ]);
  } else {
    flow.block([
      sectionTitle(canvas, word('report.revenue'), page.x, page.width),
      ...revenueCards(canvas, report.revenue, word, page),
      ...bridgeHint(canvas, report.bridges.vat_return, 'report_vat_return', lang, page),
    ]);
    flow.gap(BLOCK_GAP);
    const groups = report.turnover_by_group.rows.map((row) => ({
      label: row.product_group_id === null ? word('report.noGroup') : row.name,
      value: row.total,
    }));
    flow.block(
      [
        chartTitle(canvas, word('report.chartGroups'), inCard.x),
        ...barChartStrips(canvas, groups, inCard.x, inCard.width),
      ],
      CARD,
    );
    flow.gap(BLOCK_GAP);
    const payments = report.direct_paid.payment_methods.map((method) => ({
      label: method.name,
      value: method.amount,
    }));
    flow.block(
      [
        chartTitle(canvas, word('report.chartPayments'), inCard.x),
        payments.length > 0
          ? splitChartStrip(canvas, payments, inCard.x, inCard.width)
          : emptyState(canvas, word('report.noPayments'), null, inCard.x, inCard.width),
      ],
      CARD,
    );

    // Payments and VAT on a page of their own, the group × shop table on the next.
    flow.pageBreak();
    flow.block(directPaidStrips(canvas, report.direct_paid, word, inCard), CARD);
    flow.gap(BLOCK_GAP);
    flow.block(
      vatSectionStrips(
        canvas,
        report.not_paid_now,
        { title: 'report.notPaidNow', hint: 'report.notPaidNowHint' },
        word,
        inCard,
      ),
      CARD,
    );
    flow.gap(BLOCK_GAP);
    flow.block(
      vatSectionStrips(
        canvas,
        report.refunds,
        { title: 'report.refunds', hint: 'report.refundsHint' },
        word,
        inCard,
      ),
      CARD,
    );
    flow.gap(BLOCK_GAP);
    flow.block(settlementsStrips(canvas, report.settlements, word, inCard), CARD);
    flow.gap(BLOCK_GAP);
    flow.block(nonRevenueStrips(canvas, report.revenue.non_revenue, word, inCard), CARD);
    flow.pageBreak();
    const shopsBridge = report.bridges.shop_totals;
    const matrixBridge = bridgeHint(canvas, shopsBridge, 'report_shops', lang, inCard);
    flow.block(matrixStrips(canvas, report.turnover_by_group, word, inCard, matrixBridge), CARD);
  }

  const footer: TextStyle = { size: px(10), color: COLORS.muted };
  canvas.eachPage((number, count) => {
    const lineHeight = footer.size * LINE_HEIGHT;
    const top = canvas.footerTop - lineHeight / 2;
    canvas.text(`${word('report.title')} · ${period}`, page.x, top, lineHeight, footer);
    const numbering = PAGE_WORDS[lang]
      .replace('{page}', String(number))
      .replace('{pages}', String(count));
    canvas.text(numbering, page.x + page.width, top, lineHeight, footer, 'right');
  });
  return canvas.save();
}

/** As the screen decides it: no rows, no payments, no differences. */
const isEmptyReport = (report: FinancialReport): boolean =>
  report.revenue.rows.length === 0 &&
  report.direct_paid.payment_methods.length === 0 &&
  report.not_paid_now.rates.length === 0 &&
  report.refunds.rates.length === 0 &&
  report.settlements.payment_methods.length === 0 &&
  report.revenue.total_differences === 0;

const moneyColor = (value: number) => (value < 0 ? COLORS.negative : undefined);

/** The six headline figures (RevenueCards.tsx), three to a row as on A4. */
function revenueCards(
  canvas: PdfCanvas,
  revenue: FinancialReport['revenue'],
  word: PrintWords,
  { x, width }: { x: number; width: number },
): Strip[] {
  const inclVat = (amount: number) => word('report.inclVat', { amount: formatMoney(amount) });
  const card = (label: ReportPrintWord, value: number, note?: string, emphasis = false) => ({
    label: word(label),
    value: formatMoney(value),
    valueColor: moneyColor(value),
    note,
    emphasis,
  });
  const differences = revenue.total_differences;
  const percentage = revenue.margin.percentage;
  const cards = [
    card('report.sales', revenue.total_sales, inclVat(revenue.total_sales_wt)),
    card('report.returns', revenue.total_returns, inclVat(revenue.total_returns_wt)),
    card(
      'report.differences',
      differences,
      differences > 0
        ? word('report.differences.short')
        : differences < 0
          ? word('report.differences.over')
          : undefined,
    ),
    card('report.turnover', revenue.total_turnover, inclVat(revenue.total_turnover_wt), true),
    card('report.cost', revenue.total_cost_of_goods_sold),
    card(
      'report.margin',
      revenue.margin.value,
      percentage === null
        ? word('report.percentUnknown')
        : word('report.marginPercent', { percent: formatPercent(percentage, 'share') }),
      true,
    ),
  ];
  const gap = { height: px(12), draw: () => undefined };
  return [
    statRow(canvas, cards.slice(0, 3), 3, x, width),
    gap,
    statRow(canvas, cards.slice(3), 3, x, width),
  ];
}
