/**
 * The table's keyboard: with the table focused, arrows / Page Up / Page Down / Home / End
 * move the active row and Enter opens it; Up on the first row leaves for the header; Left and
 * Right scroll a table wider than its box (at 200 % zoom), so no column is out of reach. Keys
 * pressed inside a cell's own control (a sort button, a link) are that control's.
 */
import type { KeyboardEvent } from 'react';

/** The row a navigation key moves to, or undefined for a key that does not navigate. */
export function rowAfterKey(
  key: string,
  active: number,
  last: number,
  page: number,
): number | undefined {
  const moves: Record<string, number> = {
    ArrowDown: Math.min(last, active + 1),
    ArrowUp: Math.max(0, active - 1),
    PageDown: Math.min(last, active + page),
    PageUp: Math.max(0, active - page),
    Home: 0,
    End: last,
  };
  return moves[key];
}

/** Pixels Left / Right scroll a table wider than its box: about a narrow column. */
const SIDEWAYS_STEP = 80;

/** Rows a Page key moves: a screenful less two, so the row in view keeps some context. */
export function pageOf(viewportHeight: number | undefined, rowHeight: number): number {
  return Math.max(1, Math.floor((viewportHeight ?? rowHeight * 10) / rowHeight) - 2);
}

interface TableKeyboard<Row> {
  rows: readonly { original: Row }[];
  active: number;
  rowHeight: number;
  viewport: { readonly current: HTMLElement | null };
  moveTo: (index: number) => void;
  onRowActivate: ((row: Row) => void) | undefined;
  /** Up on the first row. */
  onAboveFirst: () => void;
}

export function tableKeyHandler<Row>({
  rows,
  active,
  rowHeight,
  viewport,
  moveTo,
  onRowActivate,
  onAboveFirst,
}: TableKeyboard<Row>) {
  return (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const direction = event.key === 'ArrowLeft' ? -1 : 1;
      viewport.current?.scrollBy({ left: direction * SIDEWAYS_STEP });
      return;
    }
    if (event.key === 'ArrowUp' && active === 0) {
      event.preventDefault();
      onAboveFirst();
      return;
    }
    if (rows.length === 0) return;
    const page = pageOf(viewport.current?.clientHeight, rowHeight);
    const target = rowAfterKey(event.key, active, rows.length - 1, page);
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' && onRowActivate) {
      const row = rows[active];
      if (row) {
        event.preventDefault();
        onRowActivate(row.original);
      }
    }
  };
}
