/**
 * The print view's tables (`.plain-table` in print): a grey header row, a thin line under each
 * row, a bold footer under a darker line; labels left, amounts right; cells padded 4 × 6 px.
 * Columns are sized as a browser sizes an automatic table of full width: each as wide as its
 * widest cell, the room left shared out in proportion, and where the cells do not fit on one
 * line the columns that may wrap (a shop's name in the header, a group's name) narrowed to
 * their longest word. A row is a strip, so a long table continues on the next page under its
 * header.
 */
import { COLORS, LINE_HEIGHT, px, type Color, type PdfCanvas } from './canvas.js';
import type { Strip } from './flow.js';
import { drawLines, layOut, longestWordWidth, oneLineWidth, type Run } from './text-lines.js';

export interface Cell {
  runs: Run[];
  align?: 'left' | 'right';
  bold?: boolean;
  /** The cell's text colour (a negative amount's red); a run may have its own. */
  color?: Color | undefined;
  /** May break into lines at spaces (`white-space: normal`). */
  wrap?: boolean;
}

/** A row of one cell across every column: a table's "no rows" line. */
interface SpanRow {
  span: Cell;
}

export interface TableSpec {
  head?: Cell[] | undefined;
  body: (Cell[] | SpanRow)[];
  foot?: Cell[] | undefined;
  /** The body's font size, points. */
  size: number;
}

const HEAD_SIZE = px(12.5);
const PAD_X = px(6);
const PAD_Y = px(4);

export const textCell = (text: string, options: Omit<Cell, 'runs'> = {}): Cell => ({
  runs: [{ text }],
  ...options,
});

const isSpan = (row: Cell[] | SpanRow): row is SpanRow => !Array.isArray(row);

type Part = 'head' | 'body' | 'foot';

const styleOf = (spec: TableSpec, part: Part, cell: Cell) => ({
  size: part === 'head' ? HEAD_SIZE : spec.size,
  bold: part !== 'body' || cell.bold === true,
  color: part === 'head' ? COLORS.muted : (cell.color ?? COLORS.text),
});

function rowsOf(spec: TableSpec): { part: Part; cells: Cell[] }[] {
  return [
    ...(spec.head ? [{ part: 'head' as const, cells: spec.head }] : []),
    ...spec.body
      .filter((row): row is Cell[] => !isSpan(row))
      .map((cells) => ({ part: 'body' as const, cells })),
    ...(spec.foot ? [{ part: 'foot' as const, cells: spec.foot }] : []),
  ];
}

/** How wide each column is at most (every cell on one line) and at least (wrapped). */
export function columnExtents(canvas: PdfCanvas, spec: TableSpec) {
  const count = Math.max(0, ...rowsOf(spec).map((row) => row.cells.length));
  const widest = Array<number>(count).fill(0);
  const narrowest = Array<number>(count).fill(0);
  for (const { part, cells } of rowsOf(spec)) {
    cells.forEach((cell, column) => {
      const style = styleOf(spec, part, cell);
      const line = oneLineWidth(canvas, cell.runs, style) + 2 * PAD_X;
      const least =
        cell.wrap === true ? longestWordWidth(canvas, cell.runs, style) + 2 * PAD_X : line;
      widest[column] = Math.max(widest[column] ?? 0, line);
      narrowest[column] = Math.max(narrowest[column] ?? 0, least);
    });
  }
  return { widest, narrowest };
}

const total = (widths: readonly number[]): number => widths.reduce((sum, width) => sum + width, 0);

/** The columns' widths in a table `width` wide. */
function columnWidths(canvas: PdfCanvas, spec: TableSpec, width: number): number[] {
  const { widest, narrowest } = columnExtents(canvas, spec);
  const most = total(widest);
  if (most <= width) {
    return widest.map((column) => column + ((width - most) * column) / (most || 1));
  }
  const least = total(narrowest);
  const give = most - least;
  // Too narrow even wrapped: the columns at their narrowest (the caller splits such a table).
  if (least >= width) return narrowest;
  return narrowest.map(
    (column, index) => column + ((width - least) * ((widest[index] ?? 0) - column)) / give,
  );
}

/**
 * What sets a row apart by its part: the header shaded over a rule, a body row's thin rule
 * under it, the footer's strong rule above it.
 */
function drawRowFrame(
  canvas: PdfCanvas,
  part: Part,
  { x, top, width, height }: { x: number; top: number; width: number; height: number },
): void {
  if (part === 'head') {
    canvas.rect(x, top, width, height, { fill: COLORS.surfaceMuted });
    canvas.line(x, top + height, x + width, top + height, COLORS.border);
  } else if (part === 'body') {
    canvas.line(x, top + height, x + width, top + height, COLORS.rowLine);
  } else {
    canvas.line(x, top, x + width, top, COLORS.borderStrong);
  }
}

/** The table as strips `width` wide at `x`: its header (repeated on a new page), rows, footer. */
export function tableStrips(canvas: PdfCanvas, spec: TableSpec, x: number, width: number) {
  const widths = columnWidths(canvas, spec, width);
  const lefts = widths.map((_, index) => x + total(widths.slice(0, index)));

  const rowStrip = (part: Part, cells: Cell[]): Strip => {
    const laid = cells.map((cell, column) => {
      const style = styleOf(spec, part, cell);
      const room = (widths[column] ?? 0) - 2 * PAD_X;
      return { cell, style, lines: layOut(canvas, cell.runs, style, cell.wrap ? room : null) };
    });
    const lineHeights = laid.map(({ style, lines }) => lines.length * style.size * LINE_HEIGHT);
    const height = Math.max(...lineHeights, spec.size * LINE_HEIGHT) + 2 * PAD_Y;
    return {
      height,
      draw(top) {
        drawRowFrame(canvas, part, { x, top, width, height });
        laid.forEach(({ cell, style, lines }, column) => {
          const lineHeight = style.size * LINE_HEIGHT;
          // Cells are centred in the row's height, as table cells are.
          const textTop = top + (height - lines.length * lineHeight) / 2;
          const left = lefts[column] ?? x;
          const right = left + (widths[column] ?? 0) - PAD_X;
          const align = cell.align ?? 'left';
          drawLines(
            canvas,
            lines,
            align === 'right' ? right : left + PAD_X,
            textTop,
            lineHeight,
            style,
            align,
          );
        });
      },
    };
  };

  const spanStrip = (cell: Cell): Strip => {
    const style = { size: spec.size, color: cell.color ?? COLORS.text };
    const height = spec.size * LINE_HEIGHT + 2 * PAD_Y;
    return {
      height,
      draw(top) {
        canvas.line(x, top + height, x + width, top + height, COLORS.rowLine);
        const lines = layOut(canvas, cell.runs, style, null);
        drawLines(canvas, lines, x + PAD_X, top + PAD_Y, spec.size * LINE_HEIGHT, style);
      },
    };
  };

  const head = spec.head ? { ...rowStrip('head', spec.head), keepWithNext: true } : undefined;
  const rows = spec.body.map((row) => ({
    ...(isSpan(row) ? spanStrip(row.span) : rowStrip('body', row)),
    header: head,
  }));
  const foot = spec.foot ? [{ ...rowStrip('foot', spec.foot), header: head }] : [];
  return [...(head ? [head] : []), ...rows, ...foot];
}
