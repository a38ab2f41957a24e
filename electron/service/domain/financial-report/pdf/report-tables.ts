/**
 * The report's cards of tables, as the print view has them: directly paid (per VAT rate, per
 * payment method, the balance check; VatTable.tsx, PaymentMethods.tsx, BalanceCheck.tsx), not
 * paid now, non-revenue (NonRevenue.tsx) and turnover by group and shop (TurnoverMatrix.tsx).
 * Each returns the card's strips; the amounts are the report's, written by formatMoney.
 */
import type {
  FinancialReport,
  FinancialReportDirectPaid,
  FinancialReportRateRow,
  FinancialReportVatTotal,
} from '../../../../../shared/api/financial-report.js';
import { formatMoney, formatRate } from '../../../../../shared/display-text.js';
import type { PrintWords, ReportPrintWord } from '../../../../../shared/report-print-words.js';
import { hint, paragraph, sectionTitle, subsectionTitle } from './blocks.js';
import { COLORS, px, type PdfCanvas } from './canvas.js';
import type { Strip } from './flow.js';
import { tableStrips, textCell, type Cell, type TableSpec } from './table.js';

export interface Box {
  x: number;
  width: number;
}

/** The body text of a table in print (`:root { font-size: 11.5px }`). */
const TABLE_SIZE = px(11.5);

/** An amount, right-aligned, red when negative (`Money`). */
export const moneyCell = (value: number, options: Omit<Cell, 'runs'> = {}): Cell =>
  textCell(formatMoney(value), {
    align: 'right',
    color: value < 0 ? COLORS.negative : undefined,
    ...options,
  });

/** A row's label (`<th scope="row">`): it wraps. */
export const labelCell = (text: string): Cell => textCell(text, { wrap: true });

export const headCell = (text: string, align: 'left' | 'right' = 'left'): Cell =>
  textCell(text, { align });

const noRows = (text: string) => ({ span: textCell(text, { color: COLORS.muted }) });

/** Net, VAT and gross per rate with the total (VatTable.tsx). */
function vatTable(
  canvas: PdfCanvas,
  rates: readonly FinancialReportRateRow[],
  total: FinancialReportVatTotal,
  word: PrintWords,
  { x, width }: Box,
): Strip[] {
  const spec: TableSpec = {
    size: TABLE_SIZE,
    head: [
      headCell(word('report.rate')),
      headCell(word('report.net'), 'right'),
      headCell(word('report.vat'), 'right'),
      headCell(word('report.gross'), 'right'),
    ],
    body:
      rates.length === 0
        ? [noRows(word('report.noRows'))]
        : rates.map((row) => [
            labelCell(
              row.rate === null ? word('report.rateNone') : formatRate(row.rate, row.country_iso2),
            ),
            moneyCell(row.net),
            moneyCell(row.vat),
            moneyCell(row.gross),
          ]),
    foot: [
      labelCell(word('report.total')),
      moneyCell(total.net),
      moneyCell(total.vat),
      moneyCell(total.gross),
    ],
  };
  return tableStrips(canvas, spec, x, width);
}

/** Payments per method with their total, as PaymentMethods.tsx shows them. */
const methodsTable = (
  methods: FinancialReportDirectPaid['payment_methods'],
  total: number,
  word: PrintWords,
): TableSpec => ({
  size: TABLE_SIZE,
  head: [headCell(word('report.paymentMethod')), headCell(word('report.amount'), 'right')],
  body:
    methods.length === 0
      ? [noRows(word('report.noPayments'))]
      : methods.map((method) => [labelCell(method.name), moneyCell(method.amount)]),
  foot: [labelCell(word('report.total')), moneyCell(total)],
});

export function directPaidStrips(
  canvas: PdfCanvas,
  directPaid: FinancialReportDirectPaid,
  word: PrintWords,
  box: Box,
): Strip[] {
  const { x, width } = box;
  const methods = methodsTable(
    directPaid.payment_methods,
    directPaid.balance_check.payments_total,
    word,
  );
  return [
    sectionTitle(canvas, word('report.directPaid'), x, width),
    hint(canvas, word('report.directPaidHint'), x, width),
    subsectionTitle(canvas, word('report.perRate'), x, width),
    ...vatTable(canvas, directPaid.rates, directPaid.total, word, box),
    subsectionTitle(canvas, word('report.paymentMethods'), x, width),
    ...tableStrips(canvas, methods, x, width),
    balanceCheck(canvas, directPaid.balance_check, word, box),
  ];
}

const BALANCE = { size: px(11.5), bold: true };
const MARK = px(20);

/**
 * Green when the payments equal the directly paid total, red with the difference when not
 * (BalanceCheck.tsx): a mark in a circle and the sentence, on a tinted band 12 px below.
 */
function balanceCheck(
  canvas: PdfCanvas,
  check: FinancialReportDirectPaid['balance_check'],
  word: PrintWords,
  { x, width }: Box,
): Strip {
  const values = {
    payments: formatMoney(check.payments_total),
    expected: formatMoney(check.expected_total),
    difference: formatMoney(check.difference),
  };
  const text = word(check.ok ? 'report.balanceOk' : 'report.balanceOff', values);
  const color = check.ok ? COLORS.positive : COLORS.negative;
  const padding = { x: px(12), y: px(9) };
  const textLeft = x + padding.x + MARK + px(10);
  const sentence = paragraph(
    canvas,
    text,
    { ...BALANCE, color },
    textLeft,
    x + width - padding.x - textLeft,
  );
  const inner = Math.max(MARK, sentence.height);
  const above = px(12);
  return {
    height: above + inner + 2 * padding.y,
    draw(top) {
      const bandTop = top + above;
      canvas.rect(x, bandTop, width, inner + 2 * padding.y, {
        fill: check.ok ? COLORS.positiveSoft : COLORS.negativeSoft,
        radius: px(6),
      });
      const middle = bandTop + padding.y + inner / 2;
      const centre = x + padding.x + MARK / 2;
      canvas.rect(centre - MARK / 2, middle - MARK / 2, MARK, MARK, {
        fill: color,
        radius: MARK / 2,
      });
      if (check.ok) {
        // ✓ is no character of the standard fonts: drawn as two strokes.
        canvas.path(
          `M ${centre - px(4.5)} ${middle + px(0.5)} L ${centre - px(1.5)} ${middle + px(3.5)} L ${centre + px(4.5)} ${middle - px(3.5)}`,
          { border: COLORS.white, borderWidth: px(2) },
        );
      } else {
        const markStyle = { size: px(12), bold: true, color: COLORS.white };
        const half = canvas.widthOf('!', markStyle) / 2;
        canvas.text('!', centre - half, middle - MARK / 2, MARK, markStyle);
      }
      sentence.draw(middle - sentence.height / 2);
    },
  };
}

/**
 * A section that is a VAT table under its title and hint: the orders not paid now, and the
 * refunds paid back (the same rates-and-total shape).
 */
export function vatSectionStrips(
  canvas: PdfCanvas,
  section: Pick<FinancialReport['refunds'], 'rates' | 'total'>,
  words: { title: ReportPrintWord; hint: ReportPrintWord },
  word: PrintWords,
  box: Box,
): Strip[] {
  return [
    sectionTitle(canvas, word(words.title), box.x, box.width),
    hint(canvas, word(words.hint), box.x, box.width),
    ...vatTable(canvas, section.rates, section.total, word, box),
  ];
}

export function settlementsStrips(
  canvas: PdfCanvas,
  settlements: FinancialReport['settlements'],
  word: PrintWords,
  box: Box,
): Strip[] {
  const table = methodsTable(settlements.payment_methods, settlements.total, word);
  return [
    sectionTitle(canvas, word('report.settlements'), box.x, box.width),
    hint(canvas, word('report.settlementsHint'), box.x, box.width),
    ...tableStrips(canvas, table, box.x, box.width),
  ];
}

const NON_REVENUE_LINES: readonly [
  keyof Omit<FinancialReport['revenue']['non_revenue'], 'total'>,
  ReportPrintWord,
][] = [
  ['gift_cards', 'report.giftCards'],
  ['tips', 'report.tips'],
  ['invoice_payments', 'report.invoicePayments'],
  ['prepayments', 'report.prepayments'],
];

export function nonRevenueStrips(
  canvas: PdfCanvas,
  nonRevenue: FinancialReport['revenue']['non_revenue'],
  word: PrintWords,
  box: Box,
): Strip[] {
  const spec: TableSpec = {
    size: TABLE_SIZE,
    body: NON_REVENUE_LINES.map(([field, label]) => [
      labelCell(word(label)),
      moneyCell(nonRevenue[field]),
    ]),
    foot: [labelCell(word('report.total')), moneyCell(nonRevenue.total)],
  };
  return [
    sectionTitle(canvas, word('report.nonRevenue'), box.x, box.width),
    ...tableStrips(canvas, spec, box.x, box.width),
  ];
}
