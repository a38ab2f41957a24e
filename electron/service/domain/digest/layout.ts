/** The digest laid out once, in its language: what its text and HTML parts both say. */

export interface FigureRow {
  label: string;
  value: string;
  lastWeek: string;
  lastYear: string;
}

export interface KindGroup {
  label: string;
  count: number;
  lines: string[];
  more: string | null;
}

/** The digest laid out once, in its language; written as text here, as HTML in compose-html.ts. */
export interface Layout {
  subject: string;
  title: string;
  figuresHeading: string;
  figuresIntro: string;
  columns: [string, string, string, string];
  figures: FigureRow[];
  cashDifferences: string;
  /** The day's posting into the bookkeeping package, said only when it failed or was blocked. */
  bookkeeping: string | null;
  exceptionsHeading: string;
  groups: KindGroup[];
  noExceptions: string | null;
  catalogHeading: string;
  /** `Never priced: 40`, per kind of a product's state found; empty: none. */
  catalog: string[];
  notChecked: string | null;
  footer: string;
}
