/**
 * The right edge of a column header: drag it to resize the column, double-click it for the
 * column's own width again; focused, the arrow keys narrow and widen it (Shift for big steps).
 */
import type { Header } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../../../shared/table-layouts.js';
import { useT } from '../i18n/index.js';
import type { ColumnSizing } from './use-column-sizing.js';

const STEP = 16;
const BIG_STEP = 64;

/** The header cell's width on screen: where a drag or a key press starts from. */
const shownWidthOf = (event: { currentTarget: HTMLElement }): number =>
  event.currentTarget.parentElement?.getBoundingClientRect().width ?? MIN_COLUMN_WIDTH;

export function ColumnResizeHandle<Row>({
  header,
  label,
  sizing,
  onPress,
}: {
  header: Header<Row, unknown>;
  label: string;
  sizing: ColumnSizing;
  /** Before a drag begins: the header must not start moving instead. */
  onPress: () => void;
}) {
  const t = useT();
  const id = header.column.id;
  const size = sizing.columnState.sizing[id];
  const onMouseDown = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    onPress();
    sizing.startResize(id, shownWidthOf(event), header.getResizeHandler(), event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? BIG_STEP : STEP;
    const delta = { ArrowLeft: -step, ArrowRight: step }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    sizing.setWidth(id, shownWidthOf(event) + delta);
  };
  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-label={t('columns.resize', { column: label })}
      aria-valuemin={MIN_COLUMN_WIDTH}
      aria-valuemax={MAX_COLUMN_WIDTH}
      aria-valuenow={size === undefined ? undefined : Math.round(size)}
      title={t('columns.resizeHint')}
      tabIndex={0}
      className={`data-table__resizer${header.column.getIsResizing() ? ' is-resizing' : ''}`}
      onMouseDown={onMouseDown}
      onDoubleClick={() => sizing.setWidth(id, null)}
      onKeyDown={onKeyDown}
      // A click on the edge is not a click on the header's sort button.
      onClick={(event) => event.stopPropagation()}
    />
  );
}
