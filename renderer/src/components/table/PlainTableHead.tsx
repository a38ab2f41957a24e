/**
 * The head row of every hand-written table (the `plain-table`s, the calendar's grid, the
 * charts' tables for screen readers): one `<th scope="col">` per column, numbers' heads
 * aligned right as their cells are. The virtualised data table has its own head
 * (DataTableHead.tsx), with sorting, resizing and moving.
 */

export interface HeadColumn {
  /** What the head says; also the React key unless `key` is given. */
  label: string;
  /** Where the label repeats (shop names, say): a key that does not. */
  key?: string | undefined;
  /** `end` for a column of amounts or counts: its head aligns right, as its cells do. */
  align?: 'start' | 'end' | undefined;
  /** A longer explanation of the head, shown as its tooltip. */
  hint?: string | undefined;
  /** The short name a screen reader repeats before each cell of the column. */
  abbr?: string | undefined;
  /** A head only screen readers need (a column of buttons says what it holds by them). */
  hidden?: boolean | undefined;
}

export function PlainTableHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th
            key={column.key ?? column.label}
            scope="col"
            className={column.align === 'end' ? 'numeric' : undefined}
            title={column.hint}
            abbr={column.abbr}
          >
            {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
