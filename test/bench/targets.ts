/**
 * The issue's targets as measured values: each names what it measures, at which size, the
 * value (a time, a ratio, a count, megabytes), the bound and PASS/FAIL. A value cut short by
 * the bench's time cap is a lower bound and printed as such (`> 90,000 ms`); it can only
 * fail, since every cap is far beyond its bound.
 */
export type Unit = 'ms' | 's' | '×' | 'MB' | 'count';

export interface TargetResult {
  target: string;
  scale: string;
  value: number;
  unit: Unit;
  /** `<=`: at most the bound passes; `>=`: at least. */
  op: '<=' | '>=';
  bound: number;
  /** The value is at least this (the measurement hit the cap). */
  lowerBound: boolean;
  pass: boolean;
  /** What the value was computed from, e.g. "first 3,100 ms / floor 2,100 ms". */
  detail: string;
}

export function judge(
  fields: Omit<TargetResult, 'pass' | 'lowerBound'> & { lowerBound?: boolean },
): TargetResult {
  const lowerBound = fields.lowerBound ?? false;
  const within = fields.op === '<=' ? fields.value <= fields.bound : fields.value >= fields.bound;
  // A lower bound proves nothing for a "<=" target, and a capped ">=" ratio is not measured.
  return { ...fields, lowerBound, pass: within && !(lowerBound && fields.op === '<=') };
}

const number = (value: number, unit: Unit): string =>
  unit === '×' ? value.toFixed(2) : Math.round(value).toLocaleString('en-US');

export const show = (value: number, unit: Unit, lowerBound = false): string =>
  `${lowerBound ? '> ' : ''}${number(value, unit)}${unit === 'count' ? '' : unit === '×' ? '×' : ` ${unit}`}`;

export function printTable(results: TargetResult[]): string {
  const rows = results.map((result) => [
    result.target,
    result.scale,
    show(result.value, result.unit, result.lowerBound),
    `${result.op} ${show(result.bound, result.unit)}`,
    result.pass ? 'PASS' : 'FAIL',
    result.detail,
  ]);
  const header = ['target', 'at', 'measured', 'bound', 'result', 'from'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const passed = results.filter((result) => result.pass).length;
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `${passed} of ${results.length} targets PASS`,
  ].join('\n');
}
