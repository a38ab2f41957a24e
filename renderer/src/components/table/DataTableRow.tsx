/**
 * One body row of the DataTable, memoised: while scrolling, the table re-renders on every
 * frame, but rows already in view keep their props and are skipped; only rows entering the
 * view render.
 */
import { flexRender, type Row } from '@tanstack/react-table';
import { memo, type ReactElement } from 'react';
import { alignOf } from './column-meta.js';

interface DataTableRowProps<T> {
  row: Row<T>;
  index: number;
  /** Offset from the top of the body, from the virtualizer. */
  start: number;
  height: number;
  active: boolean;
  clickable: boolean;
  id: string;
  /** Not read: a new value makes the memoised row render its (moved or hidden) cells again. */
  columnsKey: string;
  /** Must keep its identity while scrolling (a useCallback in the table). */
  onActivate: (index: number) => void;
}

function DataTableRowView<T>({
  row,
  index,
  start,
  height,
  active,
  clickable,
  id,
  onActivate,
}: DataTableRowProps<T>) {
  return (
    <tr
      role="row"
      id={id}
      aria-rowindex={index + 2}
      aria-selected={active}
      className={`data-table__row data-table__row--body${active ? ' is-active' : ''}${clickable ? ' is-clickable' : ''}`}
      style={{ height, transform: `translateY(${start}px)` }}
      onClick={() => onActivate(index)}
    >
      {row.getVisibleCells().map((cell) => (
        <td
          role="gridcell"
          key={cell.id}
          className={`data-table__cell data-table__cell--${alignOf(cell.column.columnDef.meta)}`}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

export const DataTableRow = memo(DataTableRowView) as <T>(
  props: DataTableRowProps<T>,
) => ReactElement;
