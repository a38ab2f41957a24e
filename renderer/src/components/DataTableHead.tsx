/**
 * The DataTable's header row: column titles, each a sort button where the column sorts. With
 * the user's column layout, a header can be dragged onto another to move the column, and its
 * right edge dragged to resize it (ColumnResizeHandle.tsx).
 */
import { flexRender, type Header, type HeaderGroup } from '@tanstack/react-table';
import { movedNextTo } from '../lib/column-layout.js';
import { alignOf } from './column-meta.js';
import { ColumnResizeHandle } from './ColumnResizeHandle.js';
import type { ColumnLayoutControl } from './use-column-layout.js';
import type { ColumnSizing } from './use-column-sizing.js';
import { useHeaderDrag, type DropSide, type HeaderDragProps } from './use-header-drag.js';

const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;
const SORT_MARK = { asc: '▲', desc: '▼', none: '↕' } as const;

/** What the header needs to let the user arrange the columns. */
export interface HeadArrangement {
  control: ColumnLayoutControl;
  sizing: ColumnSizing;
}

export function DataTableHead<Row>({
  groups,
  idPrefix,
  arrangement,
}: {
  groups: HeaderGroup<Row>[];
  idPrefix: string;
  arrangement?: HeadArrangement | undefined;
}) {
  const drag = useHeaderDrag((id, target, side) => {
    if (arrangement)
      arrangement.control.change(movedNextTo(arrangement.control.layout, id, target, side));
  });
  return (
    <thead role="rowgroup" className="data-table__head">
      {groups.map((group) => (
        <tr role="row" key={group.id} aria-rowindex={1} className="data-table__row">
          {group.headers.map((header) => (
            <HeaderCell
              key={header.id}
              header={header}
              titleId={`${idPrefix}-col-${header.column.id}`}
              drop={drag.dropSideOf(header.column.id)}
              dragProps={arrangement ? drag.propsFor(header.column.id) : undefined}
              resize={
                arrangement
                  ? { sizing: arrangement.sizing, onPress: drag.holdForResize }
                  : undefined
              }
            />
          ))}
        </tr>
      ))}
    </thead>
  );
}

function HeaderCell<Row>({
  header,
  titleId,
  drop,
  dragProps,
  resize,
}: {
  header: Header<Row, unknown>;
  titleId: string;
  drop: DropSide | null;
  dragProps: HeaderDragProps | undefined;
  resize: { sizing: ColumnSizing; onPress: () => void } | undefined;
}) {
  const { column } = header;
  const sorted = column.getIsSorted() || 'none';
  const title = flexRender(column.columnDef.header, header.getContext());
  const label = typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
  const classes = [
    'data-table__cell',
    `data-table__cell--${alignOf(column.columnDef.meta)}`,
    resize ? 'data-table__cell--movable' : '',
    drop ? `is-drop-${drop}` : '',
  ];
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={ARIA_SORT[sorted]}
      // The title alone names the column, not the resize handle beside it.
      aria-labelledby={titleId}
      className={classes.filter(Boolean).join(' ')}
      {...dragProps}
    >
      {column.getCanSort() ? (
        <button
          type="button"
          className="data-table__sort"
          onClick={column.getToggleSortingHandler()}
        >
          <span id={titleId}>{title}</span>
          <span className="data-table__sort-mark" aria-hidden="true">
            {SORT_MARK[sorted]}
          </span>
        </button>
      ) : (
        <span id={titleId}>{title}</span>
      )}
      {resize ? (
        <ColumnResizeHandle
          header={header}
          label={label}
          sizing={resize.sizing}
          onPress={resize.onPress}
        />
      ) : null}
    </th>
  );
}
