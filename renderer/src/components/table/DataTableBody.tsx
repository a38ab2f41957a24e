/**
 * The DataTable's body: only the rows the virtualizer has in view are in the DOM, each placed
 * at its offset in a body as tall as all rows together, so the scrollbar is true to the data.
 */
import type { Row } from '@tanstack/react-table';
import type { VirtualItem } from '@tanstack/react-virtual';
import { DataTableRow } from './DataTableRow.js';

export function DataTableBody<T>({
  rows,
  items,
  totalHeight,
  rowHeight,
  active,
  clickable,
  rowId,
  columnsKey,
  onActivate,
}: {
  rows: Row<T>[];
  /** The rows in view, from the virtualizer. */
  items: VirtualItem[];
  totalHeight: number;
  rowHeight: number;
  active: number;
  clickable: boolean;
  rowId: (index: number) => string;
  /** The visible column ids in order, joined: rows render again when they change. */
  columnsKey: string;
  /** Must keep its identity while scrolling, so rows in view are not re-rendered. */
  onActivate: (index: number) => void;
}) {
  return (
    <tbody role="rowgroup" className="data-table__body" style={{ height: totalHeight }}>
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <DataTableRow<T>
            key={row.id}
            row={row}
            index={item.index}
            start={item.start}
            height={rowHeight}
            active={item.index === active}
            clickable={clickable}
            id={rowId(item.index)}
            columnsKey={columnsKey}
            onActivate={onActivate}
          />
        ) : null;
      })}
    </tbody>
  );
}
