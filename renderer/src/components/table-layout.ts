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

export type GridStyle = CSSProperties & { '--columns': string };

export interface GridColumn {
  meta: DataColumnMeta | undefined;
  /** The width the user gave the column, in pixels; undefined for the column's own. */
  size?: number | undefined;
}

const trackOf = ({ meta, size }: GridColumn): string =>
  size === undefined
    ? `minmax(${meta?.width ?? DEFAULT_COLUMN_WIDTH}px, ${meta?.grow ?? 1}fr)`
    : `${size}px`;

export function gridStyleOf(columns: readonly GridColumn[]): GridStyle {
  const template = columns.map(trackOf).join(' ');
  const minWidth = columns.reduce(
    (width, { meta, size }) => width + (size ?? meta?.width ?? DEFAULT_COLUMN_WIDTH),
    0,
  );
  return { '--columns': template, minWidth };
}
