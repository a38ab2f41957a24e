/**
 * The table's column grid, from what each column says about itself (column-meta.ts): every
 * row is a CSS grid on the same `--columns` template, so header, body and totals line up
 * without measuring cells, and the table scrolls sideways below its columns' minimum width.
 */
import type { CSSProperties } from 'react';
import type { DataColumnMeta } from './column-meta.js';

const DEFAULT_COLUMN_WIDTH = 120;

export type GridStyle = CSSProperties & { '--columns': string };

export function gridStyleOf(columns: readonly (DataColumnMeta | undefined)[]): GridStyle {
  const template = columns
    .map((meta) => `minmax(${meta?.width ?? DEFAULT_COLUMN_WIDTH}px, ${meta?.grow ?? 1}fr)`)
    .join(' ');
  const minWidth = columns.reduce(
    (width, meta) => width + (meta?.width ?? DEFAULT_COLUMN_WIDTH),
    0,
  );
  return { '--columns': template, minWidth };
}
