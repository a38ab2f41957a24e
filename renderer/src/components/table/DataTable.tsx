/**
 * The one table: TanStack Table for columns and sorting (use-sorted-table.tsx), TanStack
 * Virtual so only the rows in view are in the DOM (50,000 rows scroll like 50). Keyboard:
 * focus the table, arrows / Page Up / Page Down / Home / End move the active row, Enter opens
 * it, Left / Right scroll a table wider than its box, Up from the first row goes to the header
 * (table-keyboard.ts); the header is one more tab stop (DataTableHead.tsx). Given the user's column layout (use-column-layout.ts), it shows
 * the chosen columns in the chosen order and width, and the header lets them be moved and
 * resized (DataTableHead.tsx).
 */
import type { ColumnDef, OnChangeFn, SortingState } from '@tanstack/react-table';
import { useId, useRef, useState, type ReactNode } from 'react';
import { DataTableBody } from './DataTableBody.js';
import { DataTableFoot } from './DataTableFoot.js';
import { DataTableHead } from './DataTableHead.js';
import { useT } from '../../i18n/index.js';
import { gridStyleOf } from './table-layout.js';
import type { ColumnLayoutControl } from './use-column-layout.js';
import { useColumnSizing } from './use-column-sizing.js';
import { useRowNavigation } from './use-row-navigation.js';
import { useSortedTable } from './use-sorted-table.js';

interface DataTableProps<Row> {
  data: Row[];
  columns: ColumnDef<Row>[];
  /** Accessible name of the table. */
  label: string;
  getRowId: (row: Row) => string;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Enter or click on a row. */
  onRowActivate?: (row: Row) => void;
  /** A totals row keyed by column id; the first column shows "Total" unless given. */
  totals?: Partial<Record<string, ReactNode>>;
  rowHeight?: number;
  empty?: ReactNode;
  /** The user's columns for this table; without it the table shows its own, fixed. */
  columnLayout?: ColumnLayoutControl;
}

const DEFAULT_ROW_HEIGHT = 36;

export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    label,
    onRowActivate,
    totals,
    rowHeight = DEFAULT_ROW_HEIGHT,
    empty,
    columnLayout,
  } = props;
  const idPrefix = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const { sizing, table, rows, leafColumns, columnsKey, gridStyle } = useTableModel(props);
  const moves = useRowNavigation({ rows, rowHeight, scrollRef, tableRef, onRowActivate });
  const { active, virtualizer } = moves;

  const rowId = (index: number) => `${idPrefix}-row-${index}`;

  const focusRows = () => tableRef.current?.focus({ preventScroll: true });

  return (
    <div className="data-table">
      <TableHints
        idPrefix={idPrefix}
        opens={onRowActivate !== undefined}
        resizes={columnLayout !== undefined}
        announcement={announcement}
      />
      <div className="data-table__scroll" ref={scrollRef}>
        <table
          ref={tableRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-activedescendant={rows.length > 0 ? rowId(active) : undefined}
          aria-describedby={`${idPrefix}-keys`}
          tabIndex={0}
          onKeyDown={moves.onKeyDown}
          className="data-table__grid"
          style={gridStyle}
        >
          <DataTableHead
            groups={table.getHeaderGroups()}
            idPrefix={idPrefix}
            arrangement={columnLayout && sizing ? { control: columnLayout, sizing } : undefined}
            hintId={`${idPrefix}-head-keys`}
            onToRows={focusRows}
            announce={setAnnouncement}
          />
          <DataTableBody
            rows={rows}
            items={virtualizer.getVirtualItems()}
            totalHeight={virtualizer.getTotalSize()}
            rowHeight={rowHeight}
            active={active}
            clickable={onRowActivate !== undefined}
            rowId={rowId}
            columnsKey={columnsKey}
            onActivate={moves.activateRow}
          />
          {totals && rows.length > 0 ? (
            <DataTableFoot columns={leafColumns} totals={totals} rowIndex={rows.length + 2} />
          ) : null}
        </table>
        {rows.length === 0 ? <div className="data-table__empty">{empty}</div> : null}
      </div>
    </div>
  );
}

/**
 * The table's rows in their order and its columns as shown: sorted (use-sorted-table.tsx),
 * sized and arranged by the user's layout, and the grid's style for them.
 */
function useTableModel<Row>({
  data,
  columns,
  getRowId,
  sorting,
  onSortingChange,
  columnLayout,
}: DataTableProps<Row>) {
  const sizing = useColumnSizing(columnLayout);
  const table = useSortedTable({
    data,
    columns,
    getRowId,
    sorting,
    onSortingChange,
    columnState: sizing?.columnState,
  });
  const leafColumns = table.getVisibleLeafColumns();
  const columnSizes = sizing?.columnState.sizing;
  return {
    sizing,
    table,
    rows: table.getRowModel().rows,
    leafColumns,
    // Rows are memoised; this tells them when the columns they show have changed.
    columnsKey: leafColumns.map((column) => column.id).join(','),
    gridStyle: gridStyleOf(
      leafColumns.map((column) => ({
        meta: column.columnDef.meta,
        size: columnSizes?.[column.id],
      })),
    ),
  };
}

/** What the keys do, for the rows and for the header, and what a keyboard resize said. */
function TableHints({
  idPrefix,
  opens,
  resizes,
  announcement,
}: {
  idPrefix: string;
  opens: boolean;
  resizes: boolean;
  announcement: string;
}) {
  const t = useT();
  return (
    <>
      <span id={`${idPrefix}-keys`} hidden>
        {t(opens ? 'table.keysOpen' : 'table.keys')}
      </span>
      <span id={`${idPrefix}-head-keys`} hidden>
        {t(resizes ? 'table.headKeysResize' : 'table.headKeys')}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
