/** The DataTable's totals row: one cell per column, "Total" in the first unless given. */
import type { Column } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { alignOf } from './column-meta.js';

export function DataTableFoot<Row>({
  columns,
  totals,
  rowIndex,
}: {
  columns: Column<Row>[];
  totals: Partial<Record<string, ReactNode>>;
  /** aria-rowindex: after the header and every body row. */
  rowIndex: number;
}) {
  const t = useT();
  return (
    <tfoot role="rowgroup" className="data-table__foot">
      <tr role="row" className="data-table__row" aria-rowindex={rowIndex}>
        {columns.map((column, index) => (
          <td
            role="gridcell"
            key={column.id}
            className={`data-table__cell data-table__cell--${alignOf(column.columnDef.meta)}`}
          >
            {totals[column.id] ?? (index === 0 ? t('table.total') : null)}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}
