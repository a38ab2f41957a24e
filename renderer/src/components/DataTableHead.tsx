/** The DataTable's header row: column titles, each a sort button where the column sorts. */
import { flexRender, type HeaderGroup } from '@tanstack/react-table';
import { alignOf } from './column-meta.js';

const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;
const SORT_MARK = { asc: '▲', desc: '▼', none: '↕' } as const;

export function DataTableHead<Row>({ groups }: { groups: HeaderGroup<Row>[] }) {
  return (
    <thead role="rowgroup" className="data-table__head">
      {groups.map((group) => (
        <tr role="row" key={group.id} aria-rowindex={1} className="data-table__row">
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted() || 'none';
            const title = flexRender(header.column.columnDef.header, header.getContext());
            return (
              <th
                role="columnheader"
                key={header.id}
                scope="col"
                aria-sort={ARIA_SORT[sorted]}
                className={`data-table__cell data-table__cell--${alignOf(header.column.columnDef.meta)}`}
              >
                {header.column.getCanSort() ? (
                  <button
                    type="button"
                    className="data-table__sort"
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    <span>{title}</span>
                    <span className="data-table__sort-mark" aria-hidden="true">
                      {SORT_MARK[sorted]}
                    </span>
                  </button>
                ) : (
                  title
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
