/**
 * The stock value's tables on paper, drawn with the financial report's print parts
 * (financial-report/pdf/): the value per turnover group with the total, and the products it
 * names (in stock without a cost price, below zero) with their stock. Amounts as the screen
 * writes them (shared/display-text.ts: nl-NL euros in either language), stock the same way.
 */
import type { StockValue, StockValueProduct } from '../../../../shared/api/stock-value.js';
import { cachedFormat } from '../../../../shared/display-text.js';
import type { StockPrintWords } from '../../../../shared/stock-value-print-words.js';
import { hint, sectionTitle } from '../financial-report/pdf/blocks.js';
import { COLORS, px, type PdfCanvas } from '../financial-report/pdf/canvas.js';
import type { Strip } from '../financial-report/pdf/flow.js';
import { headCell, labelCell, moneyCell, type Box } from '../financial-report/pdf/report-tables.js';
import { tableStrips, textCell, type TableSpec } from '../financial-report/pdf/table.js';

/** The body text of a table in print (`:root { font-size: 11.5px }`), as the report's. */
const TABLE_SIZE = px(11.5);

/** A decimal quantity in the notation of the amounts beside it (nl-NL, up to 3 decimals). */
export const formatStock = (stock: number): string =>
  cachedFormat(
    'stock-quantity',
    () => new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 }),
  ).format(stock);

const countCell = (count: number) => textCell(formatStock(count), { align: 'right' });

type Figures = Pick<StockValue, 'products' | 'value_at_cost' | 'value_at_sale_price'>;

const valueCells = (figures: Figures, bold = false) => [
  textCell(formatStock(figures.products), { align: 'right', bold }),
  moneyCell(figures.value_at_cost, { bold }),
  moneyCell(figures.value_at_sale_price, { bold }),
];

/** The value per turnover group (each rounded from its exact sum) and the total. */
export function groupStrips(
  canvas: PdfCanvas,
  value: StockValue,
  word: StockPrintWords,
  box: Box,
): Strip[] {
  const spec: TableSpec = {
    size: TABLE_SIZE,
    head: [
      headCell(word('stock.group')),
      headCell(word('stock.products'), 'right'),
      headCell(word('stock.atCost'), 'right'),
      headCell(word('stock.atSalePrice'), 'right'),
    ],
    body: value.groups.map((group) => [
      labelCell(group.id === null ? word('stock.ungrouped') : (group.name ?? `#${group.id}`)),
      ...valueCells(group),
    ]),
    foot: [labelCell(word('stock.total')), ...valueCells(value)],
  };
  return [
    sectionTitle(canvas, word('stock.groups'), box.x, box.width),
    hint(canvas, word('stock.groupsHint'), box.x, box.width),
    { height: px(8), draw: () => undefined },
    ...tableStrips(canvas, spec, box.x, box.width),
    { height: px(8), draw: () => undefined },
    hint(canvas, word('stock.print.everyProduct'), box.x, box.width),
  ];
}

/**
 * Products the value names and counts as zero, each with its sku, title and stock; every one
 * of them, as the answer names them (a count in the title). None: no card.
 */
export function namedStrips(
  canvas: PdfCanvas,
  text: { title: string; hint: string },
  products: readonly StockValueProduct[],
  word: StockPrintWords,
  box: Box,
): Strip[] {
  if (products.length === 0) return [];
  const spec: TableSpec = {
    size: TABLE_SIZE,
    head: [
      headCell(word('stock.sku')),
      headCell(word('stock.product')),
      headCell(word('stock.stock'), 'right'),
    ],
    body: products.map((product) => [
      textCell(product.sku ?? '—', product.sku === null ? { color: COLORS.muted } : {}),
      labelCell(product.title ?? word('stock.notInCatalog', { id: String(product.product_id) })),
      {
        ...countCell(product.stock),
        color: product.stock < 0 ? COLORS.negative : undefined,
      },
    ]),
  };
  return [
    sectionTitle(canvas, `${text.title} (${formatStock(products.length)})`, box.x, box.width),
    hint(canvas, text.hint, box.x, box.width),
    { height: px(8), draw: () => undefined },
    ...tableStrips(canvas, spec, box.x, box.width),
  ];
}
