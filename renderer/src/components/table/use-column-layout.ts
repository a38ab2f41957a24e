/**
 * One table's columns as this user arranged them (lib/column-layout.ts): which are shown, in
 * which order, how wide. A change is saved in the user's preferences and the visible columns
 * go into the address; a link's columns win over the saved ones while the address has them.
 * The page holds the result, so its column chooser, its table and its export all see the same
 * columns: `visibleColumnIds` is what an export of "the columns on screen" takes.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useEffect, useMemo } from 'react';
import { useUserKey } from '../../app/user-key.js';
import { useSettingsStore } from '../../app/settings-store.js';
import {
  addressColumnsOf,
  resolveLayout,
  visibleColumns,
  type ColumnLayout,
} from '../../lib/column-layout.js';

export interface ColumnChoice {
  id: string;
  label: string;
  /** Shown only once the user chooses it (its column's meta). */
  hiddenByDefault?: boolean;
}

export interface ColumnLayoutControl {
  /** Every column of the table, with its title, in the table's own order. */
  choices: readonly ColumnChoice[];
  layout: ColumnLayout;
  /** The visible column ids in on-screen order. */
  visibleColumnIds: string[];
  /**
   * The visible ids when the user chose which columns show or their order; undefined while the
   * table shows its own. An export takes these: undefined exports the table's full default
   * file (e-mail and link included), chosen columns export what is on screen.
   */
  chosenColumnIds: string[] | undefined;
  /** True while the table shows its own columns, order and widths. */
  isDefault: boolean;
  change: (next: ColumnLayout) => void;
  reset: () => void;
}

/** The screen state that carries the visible columns in the address (`cols=`). */
interface AddressColumns {
  columns: string[] | null;
  setColumns: (columns: string[] | null) => void;
}

/** Ids and titles of a table's columns; every column here has an id and a text title. */
export function columnChoicesOf<Row>(columns: readonly ColumnDef<Row>[]): ColumnChoice[] {
  return columns.map((column) => {
    const id = column.id ?? '';
    const label = typeof column.header === 'string' ? column.header : id;
    return { id, label, ...(column.meta?.hiddenByDefault ? { hiddenByDefault: true } : {}) };
  });
}

export function useColumnLayout(
  tableId: string,
  choices: readonly ColumnChoice[],
  address: AddressColumns,
): ColumnLayoutControl {
  const user = useUserKey();
  const saved = useSettingsStore((state) =>
    user === null ? undefined : state.tableLayouts[user]?.[tableId],
  );
  const setTableLayout = useSettingsStore((state) => state.setTableLayout);
  const { columns: fromAddress, setColumns } = address;
  const defaults = useMemo(() => choices.map((choice) => choice.id), [choices]);
  const hiddenByDefault = useMemo(
    () => choices.filter((choice) => choice.hiddenByDefault).map((choice) => choice.id),
    [choices],
  );
  const layout = useMemo(
    () => resolveLayout(defaults, saved, fromAddress, hiddenByDefault),
    [defaults, saved, fromAddress, hiddenByDefault],
  );
  const linked = addressColumnsOf(defaults, layout, hiddenByDefault);
  const linkedText = linked?.join(',') ?? '';

  // A saved layout that differs from the table's own goes into the address too, so a link
  // copied from this screen shows a colleague these columns.
  useEffect(() => {
    if (fromAddress === null && linkedText !== '') setColumns(linkedText.split(','));
  }, [fromAddress, linkedText, setColumns]);

  const change = useCallback(
    (next: ColumnLayout) => {
      // Without knowing who is logged in (GET /api/me failed) the change holds in the address.
      if (user !== null) setTableLayout(user, tableId, next);
      setColumns(addressColumnsOf(defaults, next, hiddenByDefault));
    },
    [user, tableId, defaults, hiddenByDefault, setTableLayout, setColumns],
  );
  const reset = useCallback(() => {
    if (user !== null) setTableLayout(user, tableId, null);
    setColumns(null);
  }, [user, tableId, setTableLayout, setColumns]);

  return {
    choices,
    layout,
    visibleColumnIds: visibleColumns(layout),
    chosenColumnIds: linked === null ? undefined : visibleColumns(layout),
    isDefault: linked === null && Object.keys(layout.widths).length === 0,
    change,
    reset,
  };
}
