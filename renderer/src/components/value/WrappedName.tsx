/**
 * A name read whole in a table cell: up to two lines (a row of TWO_LINE_ROW_HEIGHT holds
 * two), then cut with "…", the whole name on hover. One line cut product titles and shop
 * names such as "Amsterdam Centrum" mid-word at 1024 and 1280 px; the virtual table keeps
 * its one fixed row height, so a variable one is no option.
 */
export function WrappedName({ value }: { value: string }) {
  return (
    <span className="cell-wrap" title={value}>
      {value}
    </span>
  );
}

/** A row with two lines of a name (line height 1.25) and a little air. */
export const TWO_LINE_ROW_HEIGHT = 42;
