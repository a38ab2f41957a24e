/**
 * Columns that show a field of their rows as it is, named by the field: the column's id is the
 * field's name (and so the export's key, where the table has an export).
 */
import type { ColumnDef } from '@tanstack/react-table';
import { compareText } from '../../lib/format.js';
import type { DataColumnMeta } from './column-meta.js';

/** The fields of `Row` that hold text. */
type TextKey<Row> = { [Key in keyof Row]: Row[Key] extends string ? Key : never }[keyof Row] &
  string;

/**
 * The field columns of one row type: `field` shows a field as it is and sorts it as TanStack
 * does; `text` shows a text field sorted as words are (compareText: case and accents aside).
 */
export const fieldColumns = <Row>() => {
  const field = (id: keyof Row & string, header: string, meta: DataColumnMeta): ColumnDef<Row> => ({
    id,
    header,
    accessorFn: (row) => row[id],
    meta,
  });
  const text = (id: TextKey<Row>, header: string, meta: DataColumnMeta): ColumnDef<Row> => ({
    ...field(id, header, meta),
    sortingFn: (a, b) => compareText(String(a.original[id]), String(b.original[id])),
  });
  return { field, text };
};
