/**
 * The right edge of a column header, for the mouse: drag it to resize the column, double-click
 * it for the column's own width again. The keyboard resizes from the header itself
 * (Alt+arrows, DataTableHead.tsx), so the edge is no tab stop of its own and hidden from
 * screen readers.
 */
import type { Header } from '@tanstack/react-table';
import type { MouseEvent } from 'react';
import { MIN_COLUMN_WIDTH } from '../../../../shared/table-layouts.js';
import { useT } from '../../i18n/index.js';
import type { ColumnSizing } from './use-column-sizing.js';

/** The header cell's width on screen: where a drag starts from. */
const shownWidthOf = (event: { currentTarget: HTMLElement }): number =>
  event.currentTarget.parentElement?.getBoundingClientRect().width ?? MIN_COLUMN_WIDTH;

export function ColumnResizeHandle<Row>({
  header,
  sizing,
  onPress,
}: {
  header: Header<Row, unknown>;
  sizing: ColumnSizing;
  /** Before a drag begins: the header must not start moving instead. */
  onPress: () => void;
}) {
  const t = useT();
  const id = header.column.id;
  const onMouseDown = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    onPress();
    sizing.startResize(id, shownWidthOf(event), header.getResizeHandler(), event);
  };
  return (
    <span
      aria-hidden="true"
      title={t('columns.resizeHint')}
      className={`data-table__resizer${header.column.getIsResizing() ? ' is-resizing' : ''}`}
      onMouseDown={onMouseDown}
      onDoubleClick={() => sizing.setWidth(id, null)}
      // A click on the edge is not a click on the header's sort button.
      onClick={(event) => event.stopPropagation()}
    />
  );
}
