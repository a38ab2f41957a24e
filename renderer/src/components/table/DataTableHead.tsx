/**
 * The DataTable's header row: column titles, each a sort button where the column sorts. With
 * the user's column layout, a header can be dragged onto another to move the column, and its
 * right edge dragged to resize it (ColumnResizeHandle.tsx).
 *
 * The whole row is one tab stop (header-keyboard.ts): the arrow keys move between the columns,
 * Alt+arrows resize the focused one, Down goes to the rows. So reaching the rows takes one Tab
 * per table, not two per column.
 */
import { flexRender, type Header, type HeaderGroup } from '@tanstack/react-table';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/index.js';
import { clampWidth, movedNextTo } from '../../lib/column-layout.js';
import { alignOf } from './column-meta.js';
import { ColumnResizeHandle } from './ColumnResizeHandle.js';
import { headerKeyAction } from './header-keyboard.js';
import type { ColumnLayoutControl } from './use-column-layout.js';
import type { ColumnSizing } from './use-column-sizing.js';
import { useHeaderDrag, type DropSide, type HeaderDragProps } from './use-header-drag.js';

const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;
const SORT_MARK = { asc: '▲', desc: '▼', none: '↕' } as const;

/** Marks the one element of a column header that takes focus (its sort button, or the cell). */
const FOCUS_ATTRIBUTE = 'data-header-focus';

/** What the header needs to let the user arrange the columns. */
interface HeadArrangement {
  control: ColumnLayoutControl;
  sizing: ColumnSizing;
}

export function DataTableHead<Row>({
  groups,
  idPrefix,
  arrangement,
  hintId,
  onToRows,
  announce,
}: {
  groups: HeaderGroup<Row>[];
  idPrefix: string;
  arrangement?: HeadArrangement | undefined;
  /** The element that says what the header's keys do. */
  hintId: string;
  /** Down from the header: focus moves to the rows. */
  onToRows: () => void;
  /** Says something to a screen reader (the new width after a keyboard resize). */
  announce: (text: string) => void;
}) {
  // The column whose header is the row's tab stop; the first while none was focused.
  const [current, setCurrent] = useState<string | null>(null);
  const drag = useHeaderDrag((id, target, side) => {
    if (arrangement)
      arrangement.control.change(movedNextTo(arrangement.control.layout, id, target, side));
  });

  const onKeyDown = useHeaderKeys({ idPrefix, arrangement, onToRows, announce });

  return (
    <thead role="rowgroup" className="data-table__head">
      {groups.map((group) => {
        const focusable = group.headers.filter((header) =>
          takesFocus(header, arrangement !== undefined),
        );
        const stop =
          focusable.find((header) => header.column.id === current) ?? focusable.at(0) ?? null;
        return (
          <tr
            role="row"
            key={group.id}
            aria-rowindex={1}
            className="data-table__row"
            onKeyDown={onKeyDown}
            onFocus={(event) => {
              const column = event.target.closest('th')?.dataset.column;
              if (column !== undefined) setCurrent(column);
            }}
          >
            {group.headers.map((header) => (
              <HeaderCell
                key={header.id}
                header={header}
                titleId={`${idPrefix}-col-${header.column.id}`}
                hintId={hintId}
                tabStop={
                  takesFocus(header, arrangement !== undefined) ? header.id === stop?.id : undefined
                }
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
        );
      })}
    </thead>
  );
}

/**
 * The header row's keys (header-keyboard.ts): arrows move between the columns, Down goes to
 * the rows, and with the user's layout Alt+arrows resize the focused column and say its width.
 */
function useHeaderKeys({
  idPrefix,
  arrangement,
  onToRows,
  announce,
}: {
  idPrefix: string;
  arrangement: HeadArrangement | undefined;
  onToRows: () => void;
  announce: (text: string) => void;
}) {
  const t = useT();
  return (event: KeyboardEvent<HTMLTableRowElement>) => {
    const targets = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${FOCUS_ATTRIBUTE}]`)];
    const index = targets.findIndex((target) => target === event.target);
    if (index < 0) return;
    const action = headerKeyAction(event, index, targets.length);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'focus') {
      targets[action.index]?.focus();
    } else if (action.kind === 'rows') {
      onToRows();
    } else if (arrangement) {
      const cell = targets[index]?.closest('th');
      const column = cell?.dataset.column;
      if (!cell || column === undefined) return;
      const width = clampWidth(Math.round(cell.getBoundingClientRect().width + action.delta));
      arrangement.sizing.setWidth(column, width);
      const title = document.getElementById(`${idPrefix}-col-${column}`)?.textContent ?? column;
      announce(t('columns.widthNow', { column: title, width }));
    }
  };
}

/** A header takes focus when it does something: it sorts, or its column can be resized. */
const takesFocus = <Row,>(header: Header<Row, unknown>, resizable: boolean): boolean =>
  header.column.getCanSort() || resizable;

function HeaderCell<Row>({
  header,
  titleId,
  hintId,
  tabStop,
  drop,
  dragProps,
  resize,
}: {
  header: Header<Row, unknown>;
  titleId: string;
  hintId: string;
  /** Whether this header is the row's tab stop; undefined: it takes no focus at all. */
  tabStop: boolean | undefined;
  drop: DropSide | null;
  dragProps: HeaderDragProps | undefined;
  resize: { sizing: ColumnSizing; onPress: () => void } | undefined;
}) {
  const { column } = header;
  const sorted = column.getIsSorted() || 'none';
  const title = flexRender(column.columnDef.header, header.getContext());
  const classes = [
    'data-table__cell',
    `data-table__cell--${alignOf(column.columnDef.meta)}`,
    resize ? 'data-table__cell--movable' : '',
    drop ? `is-drop-${drop}` : '',
  ];
  const focus =
    tabStop === undefined
      ? {}
      : { [FOCUS_ATTRIBUTE]: '', tabIndex: tabStop ? 0 : -1, 'aria-describedby': hintId };
  const sorts = column.getCanSort();
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={ARIA_SORT[sorted]}
      // The title alone names the column, not the sort mark beside it.
      aria-labelledby={titleId}
      data-column={column.id}
      className={classes.filter(Boolean).join(' ')}
      {...(sorts ? {} : focus)}
      {...dragProps}
    >
      {sorts ? (
        <button
          type="button"
          className="data-table__sort"
          onClick={column.getToggleSortingHandler()}
          {...focus}
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
        <ColumnResizeHandle header={header} sizing={resize.sizing} onPress={resize.onPress} />
      ) : null}
    </th>
  );
}
