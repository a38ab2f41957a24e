/**
 * Column widths while the user drags a header's edge. TanStack Table moves the width on every
 * mouse move (columnResizeMode 'onChange'); those widths stay here, in the table, and only the
 * width the drag ends at is saved in the user's layout: one save per drag, not one per pixel.
 */
import { functionalUpdate, type ColumnSizingState } from '@tanstack/react-table';
import { useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { withWidths } from '../../lib/column-layout.js';
import type { ColumnLayoutControl } from './use-column-layout.js';
import type { TableColumnState } from './use-sorted-table.js';

export interface ColumnSizing {
  columnState: TableColumnState;
  /**
   * Begins a drag on a column's handle. The column starts from the width it has on screen
   * (a growing column is often wider than its own minimum), so the edge does not jump.
   */
  startResize: (
    columnId: string,
    shownWidth: number,
    tanstackHandler: (event: unknown) => void,
    event: MouseEvent,
  ) => void;
  /** Sets (or with null, resets) one column's width at once: the keyboard and double-click. */
  setWidth: (columnId: string, width: number | null) => void;
}

/** Undefined for a table without a user layout: its columns keep their own widths. */
export function useColumnSizing(
  control: ColumnLayoutControl | undefined,
): ColumnSizing | undefined {
  const [draft, setDraft] = useState<ColumnSizingState | null>(null);
  // The latest widths, readable in the mouseup listener after TanStack's last update.
  const latest = useRef<ColumnSizingState | null>(null);
  if (control === undefined) return undefined;
  const { layout, change } = control;
  const put = (next: ColumnSizingState | null) => {
    latest.current = next;
    setDraft(next);
  };

  return {
    columnState: {
      layout,
      sizing: draft ?? layout.widths,
      onSizingChange: (updater) => put(functionalUpdate(updater, latest.current ?? layout.widths)),
    },
    startResize(columnId, shownWidth, tanstackHandler, event) {
      const startWidth = Math.round(shownWidth);
      // The table must know the start width before TanStack reads it in its handler.
      flushSync(() => put({ ...layout.widths, [columnId]: startWidth }));
      tanstackHandler(event);
      document.addEventListener(
        'mouseup',
        () => {
          const endWidth = latest.current?.[columnId];
          put(null);
          // A click without a drag changes nothing, and fixes nothing at its current width.
          if (endWidth !== undefined && Math.round(endWidth) !== startWidth) {
            change(withWidths(layout, { [columnId]: endWidth }));
          }
        },
        { once: true },
      );
    },
    setWidth: (columnId, width) => change(withWidths(layout, { [columnId]: width })),
  };
}
