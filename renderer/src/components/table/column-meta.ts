/**
 * What a column says about itself: how its values are formatted, how wide it is and how it
 * aligns. Columns modules set this; DataTable reads it, so formatting lives in one place.
 */
import type { RowData } from '@tanstack/react-table';

export type CellFormat =
  | 'text'
  | 'id'
  | 'code'
  | 'money'
  | 'unitPrice'
  | 'percent'
  | 'quantity'
  | 'integer'
  | 'dateTime';

export interface DataColumnMeta {
  format?: CellFormat;
  /** Minimum width in pixels. */
  width?: number;
  /** Share of the spare width (CSS fr); 0 keeps the column at its minimum. */
  grow?: number;
  align?: 'start' | 'end';
  /** Offered in the column chooser, shown only once the user chooses it (lib/column-layout.ts). */
  hiddenByDefault?: boolean;
}

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-empty-object-type
  interface ColumnMeta<TData extends RowData, TValue> extends DataColumnMeta {}
}

const NUMERIC_FORMATS: ReadonlySet<CellFormat> = new Set([
  'money',
  'unitPrice',
  'percent',
  'quantity',
  'integer',
]);

export const alignOf = (meta: DataColumnMeta | undefined): 'start' | 'end' =>
  meta?.align ?? (meta?.format && NUMERIC_FORMATS.has(meta.format) ? 'end' : 'start');
