/**
 * The DataTable's rows as the user moves through them: the active row (kept in range as the
 * rows change), the virtualizer that keeps only the rows in view in the DOM, the keys that
 * move (table-keyboard.ts), and opening a row.
 */
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useState, type RefObject } from 'react';
import { tableKeyHandler } from './table-keyboard.js';

export function useRowNavigation<Data>({
  rows,
  rowHeight,
  scrollRef,
  tableRef,
  onRowActivate,
}: {
  rows: Row<Data>[];
  rowHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
  onRowActivate: ((row: Data) => void) | undefined;
}) {
  const [activeIndex, setActiveIndex] = useState(0);
  const active = Math.min(activeIndex, Math.max(rows.length - 1, 0));

  // Like TanStack Table, TanStack Virtual answers functions that cannot be memoised; the
  // React Compiler lint skips this hook for it, which is what we want.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    // Let React batch scroll updates instead of flushing each one synchronously.
    useFlushSync: false,
  });

  const activateRow = useCallback(
    (index: number) => {
      setActiveIndex(index);
      tableRef.current?.focus({ preventScroll: true });
      const row = rows[index];
      if (row) onRowActivate?.(row.original);
    },
    [rows, onRowActivate, tableRef],
  );

  const focusHeader = () =>
    tableRef.current?.querySelector<HTMLElement>('thead [tabindex="0"]')?.focus();

  const onKeyDown = tableKeyHandler({
    rows,
    active,
    rowHeight,
    viewport: scrollRef,
    moveTo: (index) => {
      setActiveIndex(index);
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    onRowActivate,
    onAboveFirst: focusHeader,
  });

  return { active, virtualizer, activateRow, onKeyDown };
}
