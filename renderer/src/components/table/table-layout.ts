/**
 * The table's column grid, from what each column says about itself (column-meta.ts) and the
 * width the user dragged it to: every row is a CSS grid on the same `--columns` template, so
 * header, body and totals line up without measuring cells, and the table scrolls sideways
 * below its columns' minimum width. A column the user sized keeps exactly that width; the
 * others share what is left.
 */
import type { CSSProperties } from 'react';
import type { DataColumnMeta } from './column-meta.js';

const DEFAULT_COLUMN_WIDTH = 120;

type GridStyle = CSSProperties & { '--columns': string };

interface GridColumn {
  meta: DataColumnMeta | undefined;
  /** The width the user gave the column, in pixels; undefined for the column's own. */
  size?: number | undefined;
}

/**
 * A column's own minimum, times the table's `--table-scale`: narrow windows set it below 1
 * together with a smaller font and padding (styles.css), so every column shrinks with its
 * text and the whole table fits where it would otherwise scroll sideways.
 */
const scaled = (pixels: number): string => `calc(${pixels}px * var(--table-scale, 1))`;

const trackOf = ({ meta, size }: GridColumn): string =>
  size === undefined
    ? `minmax(${scaled(meta?.width ?? DEFAULT_COLUMN_WIDTH)}, ${meta?.grow ?? 1}fr)`
    : `${size}px`;

export function gridStyleOf(columns: readonly GridColumn[]): GridStyle {
  const template = columns.map(trackOf).join(' ');
  let own = 0;
  let sized = 0;
  for (const { meta, size } of columns) {
    if (size === undefined) own += meta?.width ?? DEFAULT_COLUMN_WIDTH;
    else sized += size;
  }
  return { '--columns': template, minWidth: `calc(${scaled(own)} + ${sized}px)` };
}
