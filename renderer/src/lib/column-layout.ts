/**
 * A table's columns as the user arranged them: which are shown, in which order, how wide.
 * Three sources meet here: the table's own columns (the default, and the only ids that
 * count), the user's saved layout (preferences) and the address (`cols=`, a shared link),
 * which wins for which columns are shown and in which order. Pure functions, so the rules
 * are tested without a screen.
 */
import {
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  type ColumnLayout,
} from '../../../shared/table-layouts.js';

export type { ColumnLayout };

const unique = (ids: readonly string[]): string[] => [...new Set(ids)];

/**
 * The saved order of the table's columns: ids the table no longer has are dropped, and a
 * column the save does not know (added since) goes right after the column before it in the
 * table's own order, where a user would look for it.
 */
function placeKnown(defaults: readonly string[], saved: readonly string[]): string[] {
  const known = new Set(defaults);
  const order = unique(saved.filter((id) => known.has(id)));
  defaults.forEach((id, index) => {
    if (order.includes(id)) return;
    const before = defaults[index - 1];
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  });
  return order;
}

export const visibleColumns = (layout: ColumnLayout): string[] =>
  layout.order.filter((id) => !layout.hidden.includes(id));

/**
 * What the table shows. `fromAddress` (the visible columns of a link, in order) decides which
 * columns are shown and where; the hidden ones follow in the saved order. Widths are never in
 * the address: they are the user's own, from the save. At least one column is always shown.
 */
export function resolveLayout(
  defaults: readonly string[],
  saved: ColumnLayout | undefined,
  fromAddress: readonly string[] | null,
  hiddenByDefault: readonly string[] = [],
): ColumnLayout {
  const order = saved ? placeKnown(defaults, saved.order) : [...defaults];
  const widths = Object.fromEntries(
    Object.entries(saved?.widths ?? {}).filter(([id]) => defaults.includes(id)),
  );
  // A column hidden by default stays so until the user shows it: without a save, and where the
  // save does not know it (added to the table since).
  const hidden = order.filter((id) =>
    saved && saved.order.includes(id) ? saved.hidden.includes(id) : hiddenByDefault.includes(id),
  );
  const own = { order, hidden: hidden.length === order.length ? [] : hidden, widths };
  const linked = unique((fromAddress ?? []).filter((id) => defaults.includes(id)));
  // The address agrees with the save (the user's own change): hidden columns keep their place.
  if (linked.length === 0 || linked.join() === visibleColumns(own).join()) return own;
  const rest = order.filter((id) => !linked.includes(id));
  return { order: [...linked, ...rest], hidden: rest, widths };
}

/** The `cols=` the address carries: nothing while the table shows its own columns. */
export function addressColumnsOf(
  defaults: readonly string[],
  layout: ColumnLayout,
  hiddenByDefault: readonly string[] = [],
): string[] | null {
  const visible = visibleColumns(layout);
  const shown = defaults.filter((id) => !hiddenByDefault.includes(id));
  const isDefault =
    visible.length === shown.length && visible.every((id, index) => id === shown[index]);
  return isDefault ? null : visible;
}

/** Shows or hides a column; hiding the last one shown is refused (the layout is returned). */
export function withVisibility(layout: ColumnLayout, id: string, shown: boolean): ColumnLayout {
  if (!layout.order.includes(id)) return layout;
  if (shown) return { ...layout, hidden: layout.hidden.filter((other) => other !== id) };
  if (layout.hidden.includes(id) || visibleColumns(layout).length <= 1) return layout;
  return { ...layout, hidden: [...layout.hidden, id] };
}

/** Moves a column one place earlier (-1) or later (+1) in the full order, as the chooser lists it. */
export function movedBy(layout: ColumnLayout, id: string, offset: -1 | 1): ColumnLayout {
  const from = layout.order.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= layout.order.length) return layout;
  const order = [...layout.order];
  order.splice(from, 1);
  order.splice(to, 0, id);
  return { ...layout, order };
}

/** Moves a column just before or after another: a header dropped on another header. */
export function movedNextTo(
  layout: ColumnLayout,
  id: string,
  target: string,
  side: 'before' | 'after',
): ColumnLayout {
  if (id === target || !layout.order.includes(id) || !layout.order.includes(target)) {
    return layout;
  }
  const order = layout.order.filter((other) => other !== id);
  order.splice(order.indexOf(target) + (side === 'after' ? 1 : 0), 0, id);
  return { ...layout, order };
}

export const clampWidth = (width: number): number =>
  Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, Math.round(width)));

/** Sets the widths the user dragged; null gives a column its own width back. */
export function withWidths(
  layout: ColumnLayout,
  widths: Readonly<Record<string, number | null>>,
): ColumnLayout {
  const next = new Map(Object.entries(layout.widths));
  for (const [id, width] of Object.entries(widths)) {
    if (!layout.order.includes(id)) continue;
    if (width === null) next.delete(id);
    else next.set(id, clampWidth(width));
  }
  return { ...layout, widths: Object.fromEntries(next) };
}
