/**
 * The stock value on a date as a PDF, drawn with the financial report's print parts
 * (financial-report/pdf/): a header saying what it is of (account, the day, the snapshot, when
 * printed); the note of which snapshot the figures come from, and before the first snapshot a
 * plain warning that it is an estimate, in the words ("Schatting: de eerste
 * momentopname is van 28-11-2026"; the title says so too); the three figures; the value per
 * turnover group with the total; the products in stock without a cost price and those below
 * zero, named. Not every product: at 50,000 products that is a thousand pages no one reads on
 * paper; the CSV and .xlsx list them all, and the PDF says so (docs/stock-value.md, "Its
 * files"). Every figure is the JSON answer's.
 */
import type { ExportLanguage } from '../../../../shared/api/export-columns.js';
import type { StockValue } from '../../../../shared/api/stock-value.js';
import { formatDateTime, formatDay, formatMoney } from '../../../../shared/display-text.js';
import {
  stockPrintWordsIn,
  type StockPrintWords,
} from '../../../../shared/stock-value-print-words.js';
import { BLOCK_GAP, CARD, emptyState, paragraph, statRow } from '../financial-report/pdf/blocks.js';
import {
  COLORS,
  LINE_HEIGHT,
  PdfCanvas,
  px,
  type TextStyle,
} from '../financial-report/pdf/canvas.js';
import { Flow, type Frame } from '../financial-report/pdf/flow.js';
import { printHeader } from '../financial-report/pdf/print-header.js';
import { snapshotNote } from './export-sections.js';
import { formatStock, groupStrips, namedStrips } from './pdf-tables.js';

interface StockValuePdfInput {
  value: StockValue;
  lang: ExportLanguage;
  /** The platform account the stock is of. */
  account: string;
  /** When it was made: the header's "printed at", and the document's date. */
  printedAt: Date;
}

/** The service prints days and times in the Dutch style, the app's default. */
const DATE_STYLE = 'day-first';

/** The estimate's warning (`.banner--warning`): a soft red card with its text in bold. */
const WARNING: Frame = {
  padding: px(12),
  border: COLORS.negative,
  fill: COLORS.negativeSoft,
  radius: px(8),
};

export async function stockValuePdf(input: StockValuePdfInput): Promise<Uint8Array> {
  const { value, lang } = input;
  const word = stockPrintWordsIn(lang);
  const day = formatDay(value.date, DATE_STYLE);
  const title = value.estimate ? word('stock.print.estimateTitle') : word('stock.title');
  const canvas = await PdfCanvas.create({
    title: `${title} ${day}`,
    language: lang === 'nl' ? 'nl-NL' : 'en-GB',
    createdAt: input.printedAt,
  });
  const flow = new Flow(canvas);
  const page = { x: canvas.left, width: canvas.contentWidth };
  const note = snapshotNote(value)[lang];

  flow.block([
    printHeader(
      canvas,
      page,
      [
        [word('stock.print.account'), input.account],
        [word('stock.date'), day],
        [
          word('stock.print.snapshot'),
          value.snapshot === null ? '—' : formatDay(value.snapshot.date, DATE_STYLE),
        ],
        [word('stock.print.printedAt'), formatDateTime(input.printedAt.toISOString(), DATE_STYLE)],
      ],
      title,
    ),
  ]);

  if (value.snapshot === null) {
    flow.block([emptyState(canvas, word('stock.none'), note, page.x, page.width)]);
  } else {
    drawFigures({ canvas, flow, value, word, note });
  }

  const footer: TextStyle = { size: px(10), color: COLORS.muted };
  canvas.eachPage((number, count) => {
    const lineHeight = footer.size * LINE_HEIGHT;
    const top = canvas.footerTop - lineHeight / 2;
    canvas.text(`${title} · ${day}`, page.x, top, lineHeight, footer);
    const numbering = word('stock.print.page', { page: String(number), pages: String(count) });
    canvas.text(numbering, page.x + page.width, top, lineHeight, footer, 'right');
  });
  return canvas.save();
}

/**
 * Which snapshot (an estimate in a warning card), the three figures, the groups' card and the
 * named products' cards.
 */
function drawFigures({
  canvas,
  flow,
  value,
  word,
  note,
}: {
  canvas: PdfCanvas;
  flow: Flow;
  value: StockValue;
  word: StockPrintWords;
  note: string;
}): void {
  const page = { x: canvas.left, width: canvas.contentWidth };
  const inCard = { x: page.x + CARD.padding, width: page.width - 2 * CARD.padding };
  if (value.estimate) {
    const inWarning = { x: page.x + WARNING.padding, width: page.width - 2 * WARNING.padding };
    const bold = { size: px(13), bold: true };
    flow.block([paragraph(canvas, note, bold, inWarning.x, inWarning.width)], WARNING);
  } else {
    const muted = { size: px(13), color: COLORS.muted };
    flow.block([paragraph(canvas, note, muted, page.x, page.width)]);
  }
  flow.gap(BLOCK_GAP);
  const card = (label: string, text: string, emphasis = false) => ({
    label,
    value: text,
    emphasis,
  });
  flow.block([
    statRow(
      canvas,
      [
        card(word('stock.atCost'), formatMoney(value.value_at_cost), true),
        card(word('stock.atSalePrice'), formatMoney(value.value_at_sale_price)),
        card(word('stock.products'), formatStock(value.products)),
      ],
      3,
      page.x,
      page.width,
    ),
  ]);
  flow.gap(BLOCK_GAP);
  flow.block(groupStrips(canvas, value, word, inCard), CARD);
  const named = [
    { key: 'stock.withoutCost', hint: 'stock.withoutCostHint', products: value.without_cost },
    { key: 'stock.negative', hint: 'stock.negativeHint', products: value.negative_stock },
  ] as const;
  for (const { key, hint, products } of named) {
    const text = { title: word(key), hint: word(hint) };
    const strips = namedStrips(canvas, text, products, word, inCard);
    if (strips.length === 0) continue;
    flow.gap(BLOCK_GAP);
    flow.block(strips, CARD);
  }
}
