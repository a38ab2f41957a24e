/**
 * Turnover per group (rows) and shop (columns), excl. VAT, with the report's own row, column
 * and grand totals (TurnoverMatrix.tsx): a group's code grey after its name, a shop without
 * turnover in a group a grey dash, the group totals bold.
 */
import type { FinancialReport } from '../../../../../shared/api/financial-report.js';
import type { PrintWords } from '../../../../../shared/report-print-words.js';
import { sectionTitle } from './blocks.js';
import { COLORS, px, type PdfCanvas } from './canvas.js';
import { space, type Strip } from './flow.js';
import { headCell, labelCell, moneyCell, type Box } from './report-tables.js';
import { columnExtents, tableStrips, textCell, type TableSpec } from './table.js';

/** The table's text in print (`.matrix { font-size: 10px }`). */
const MATRIX_SIZE = px(10);

type Matrix = FinancialReport['turnover_by_group'];
type Shop = Matrix['shop_totals'][number];

/** Turnover per group and shop, excl. VAT, for the shops given; the total column on the last. */
function matrixSpec(matrix: Matrix, shops: readonly Shop[], withTotal: boolean, word: PrintWords) {
  const spec: TableSpec = {
    size: MATRIX_SIZE,
    head: [
      headCell(word('report.group')),
      ...shops.map((shop) => textCell(shop.name, { align: 'right', wrap: true })),
      ...(withTotal ? [textCell(word('report.total'), { align: 'right', wrap: true })] : []),
    ],
    body: matrix.rows.map((row) => {
      const byShop = new Map(row.shops.map((cell) => [cell.shop_id, cell]));
      return [
        {
          runs: [
            { text: row.product_group_id === null ? word('report.noGroup') : row.name },
            ...(row.product_group_code
              ? [{ text: ` · ${row.product_group_code}`, color: COLORS.muted }]
              : []),
          ],
          wrap: true,
        },
        ...shops.map((shop) => {
          const cell = byShop.get(shop.shop_id);
          return cell
            ? moneyCell(cell.turnover)
            : textCell('—', { align: 'right', color: COLORS.muted });
        }),
        ...(withTotal ? [moneyCell(row.total, { bold: true })] : []),
      ];
    }),
    foot: [
      labelCell(word('report.total')),
      ...shops.map((shop) => moneyCell(shop.turnover)),
      ...(withTotal ? [moneyCell(matrix.total.turnover)] : []),
    ],
  };
  return spec;
}

/**
 * The group × shop table. On A4 some eight shops fit beside the groups; with more, the shops
 * are split over tables one under the other, each with the groups, the last with the totals.
 */
export function matrixStrips(
  canvas: PdfCanvas,
  matrix: Matrix,
  word: PrintWords,
  box: Box,
  /** Why its total is not the report's turnover (bridge-hint.ts), as the screen says it. */
  bridge: readonly Strip[],
): Strip[] {
  const shops = matrix.shop_totals;
  // The narrowest each column can be: the groups', each shop's, the totals'.
  const { narrowest } = columnExtents(canvas, matrixSpec(matrix, shops, true, word));
  const [groups = 0, ...rest] = narrowest;
  const totals = rest.at(-1) ?? 0;
  // Room for the totals is kept in each table, so whichever ends up last has it.
  const room = box.width - groups - totals;
  const parts: Shop[][] = [[]];
  shops.forEach((shop, index) => {
    const current = parts.at(-1) ?? [];
    const used = current.reduce((sum, _, at) => sum + (rest[index - current.length + at] ?? 0), 0);
    if (current.length > 0 && used + (rest[index] ?? 0) > room) parts.push([shop]);
    else current.push(shop);
  });
  const strips: Strip[] = [sectionTitle(canvas, word('report.turnoverByGroup'), box.x, box.width)];
  strips.push(...bridge);
  parts.forEach((part, index) => {
    if (index > 0) strips.push(space(px(12)));
    const spec = matrixSpec(matrix, part, index === parts.length - 1, word);
    strips.push(...tableStrips(canvas, spec, box.x, box.width));
  });
  return strips;
}
