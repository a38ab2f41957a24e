/**
 * The list-call engine: applies parsed filters and order to rows and pages them. Timestamps
 * compare as instants to the microsecond (so `+01:00` and `+02:00` values order correctly),
 * booleans accept "1"/"0", paths go through nested objects with `/`.
 */
import { parseExactTimestamp } from '../../shared/dates.js';
import type { UpstreamList, UpstreamOrder } from '../upstream/wire.js';
import { generalError } from './errors.js';
import { textOf, type ListArgs, type ParsedFilter, type Scalar } from './query-args.js';
import { isRecord } from '../../shared/guards.js';

export { parseListArgs, type ListArgs, type ParsedFilter } from './query-args.js';

/** Reads a `/` path; a null on the way reads as null, a missing key as undefined. */
function readPath(row: unknown, path: readonly string[]): unknown {
  let current: unknown = row;
  for (const key of path) {
    if (current === null) return null;
    if (!isRecord(current) || !(key in current)) return undefined;
    current = current[key];
  }
  return current;
}

const TIMESTAMPISH = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Parsed timestamps, by their text, in microseconds: the platform's database orders and
 * compares a timestamp on its full value, and order `date_updated` carries microseconds, so
 * two orders changed within one millisecond come in microsecond order, not id order. A filter
 * or an order on an update time compares every row's timestamp on every call; parsing each
 * again (a time zone lookup per text) made the demo platform spend about 100 ms of CPU per
 * call on a 50,000-product catalog, where a real platform's database answers from an index.
 * Bounded: cleared when it grows past the limit.
 */
const parsedTimestamps = new Map<string, number | null>();
const PARSED_TIMESTAMPS_LIMIT = 1_000_000;

function microsOfTimestamp(text: string): number | null {
  let micros = parsedTimestamps.get(text);
  if (micros === undefined) {
    if (parsedTimestamps.size >= PARSED_TIMESTAMPS_LIMIT) parsedTimestamps.clear();
    const exact = parseExactTimestamp(text);
    micros = exact && exact.instant * 1000 + exact.micros;
    parsedTimestamps.set(text, micros);
  }
  return micros;
}

/** A timestamp's instant in milliseconds (its microseconds cut). */
export function instantOfTimestamp(text: string): number | null {
  const micros = microsOfTimestamp(text);
  return micros === null ? null : Math.floor(micros / 1000);
}

/**
 * Orders two field values: numbers (also decimal strings, as order money is sent)
 * numerically, timestamps as instants, nulls first.
 */
function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' || typeof b === 'number' || typeof a === 'boolean') {
    return Number(a) - Number(b);
  }
  const [textA, textB] = [textOf(a), textOf(b)];
  if (DECIMAL.test(textA) && DECIMAL.test(textB)) return Number(textA) - Number(textB);
  if (TIMESTAMPISH.test(textA) && TIMESTAMPISH.test(textB)) {
    const [instantA, instantB] = [microsOfTimestamp(textA), microsOfTimestamp(textB)];
    if (instantA !== null && instantB !== null) return instantA - instantB;
  }
  return textA < textB ? -1 : textA > textB ? 1 : 0;
}

/** Text compared with a number field, as a number; null where it is none (the engine's error). */
export function numberOfText(text: string): number | null {
  const number = Number(text);
  return text.trim() === '' || Number.isNaN(number) ? null : number;
}

function coerce(field: unknown, value: Scalar): unknown {
  if (typeof field === 'boolean')
    return value === '1' || value === 1 || value === true || value === 'true';
  if (typeof field === 'number' && typeof value === 'string') {
    const number = numberOfText(value);
    if (number === null) throw generalError(`not a number: "${value}"`);
    return number;
  }
  return value;
}

const likePattern = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('%')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/_/g, '.'))
      .join('.*')}$`,
    'is',
  );

/** A timestamp string as its instant in microseconds (for sorting and comparing); anything else unchanged. */
function instantOrSelf(value: unknown): unknown {
  if (typeof value !== 'string' || !TIMESTAMPISH.test(value)) return value;
  return microsOfTimestamp(value) ?? value;
}

function matcher(filter: ParsedFilter): (row: unknown) => boolean {
  const { path, operator, values } = filter;
  const first = values[0] ?? null;
  const regex = operator === 'ilike' ? likePattern(textOf(first)) : null;
  const firstInstant = instantOrSelf(first);
  if (
    ['>=', '<', '<=', '>'].includes(operator) &&
    typeof first === 'string' &&
    TIMESTAMPISH.test(first) &&
    typeof firstInstant !== 'number'
  ) {
    throw generalError(`filter ${filter.field}__${operator}: not a timestamp "${first}"`);
  }
  return (row) => {
    const field = readPath(row, path);
    if (field === undefined) throw generalError(`unknown field "${filter.field}"`);
    if (typeof firstInstant === 'number' && typeof field === 'string' && operator !== 'ilike') {
      const fieldInstant = instantOrSelf(field);
      if (typeof fieldInstant === 'number') {
        const difference = fieldInstant - firstInstant;
        if (operator === '=') return difference === 0;
        if (operator === '>=') return difference >= 0;
        if (operator === '>') return difference > 0;
        if (operator === '<=') return difference <= 0;
        if (operator === '<') return difference < 0;
      }
    }
    switch (operator) {
      case '=':
        return first === null ? field === null : compareValues(field, coerce(field, first)) === 0;
      case 'in_list':
        return values.some(
          (value) => field !== null && compareValues(field, coerce(field, value)) === 0,
        );
      case 'ilike':
        return field !== null && (regex?.test(textOf(field)) ?? false);
      case 'notnull':
        return coerce(true, first) ? field !== null : field === null;
      default: {
        if (field === null || first === null) return false;
        const order = compareValues(field, coerce(field, first));
        if (operator === '>=') return order >= 0;
        if (operator === '>') return order > 0;
        if (operator === '<=') return order <= 0;
        return order < 0;
      }
    }
  };
}

/** True when the requested order is one the source already yields rows in. */
export function isNaturalOrder(order: UpstreamOrder[], natural: readonly string[][]): boolean {
  if (order.length === 0) return true;
  return natural.some(
    (names) =>
      names.length === order.length &&
      names.every((name, index) => order[index]?.name === name && order[index].dir === 'asc'),
  );
}

/** A query's answer, and every row it matched, in its order, unless there were too many. */
interface QueryRun<T> {
  answer: UpstreamList<T>;
  /** Null when more than the `keepUpTo` asked matched (they were only counted). */
  matching: T[] | null;
}

/**
 * Filters, orders and pages rows. When `natural` says the source is already in the asked
 * order, rows stream through and only the page is kept (large order histories stay cheap).
 */
export function runQuery<T>(
  source: Iterable<T>,
  args: ListArgs,
  natural: boolean,
): UpstreamList<T> {
  return runQueryKeeping(source, args, natural, 0).answer;
}

/**
 * runQuery, also keeping every matching row in order while there are at most `keepUpTo`, so
 * a caller can answer later pages of the same query from them (query-cache.ts). A query
 * matching more streams as before: its rows would pin more orders than the day cache holds.
 */
export function runQueryKeeping<T>(
  source: Iterable<T>,
  args: ListArgs,
  natural: boolean,
  keepUpTo: number,
): QueryRun<T> {
  const matchers = args.filters.map(matcher);
  const keep = (row: T) => matchers.every((matches) => matches(row));
  const end = args.start + args.limit;
  if (natural) {
    const data: T[] = [];
    let matching: T[] | null = [];
    let total = 0;
    for (const row of source) {
      if (!keep(row)) continue;
      if (total >= args.start && total < end) data.push(row);
      if (matching) {
        matching.push(row);
        if (matching.length > keepUpTo) matching = null;
      }
      total++;
    }
    return { answer: { data, count: data.length, total }, matching };
  }
  const rows = [...source].filter(keep);
  const keys = args.order.some((entry) => entry.name === 'id')
    ? args.order
    : [...args.order, { name: 'id', dir: 'asc' as const }];
  const paths = keys.map((key) => ({
    path: key.name.split('/'),
    sign: key.dir === 'desc' ? -1 : 1,
  }));
  const decorated = rows.map((row) => ({
    row,
    values: paths.map(({ path }) => instantOrSelf(readPath(row, path))),
  }));
  decorated.sort((a, b) => {
    for (let index = 0; index < paths.length; index++) {
      const order = compareValues(a.values[index], b.values[index]);
      if (order !== 0) return order * (paths[index]?.sign ?? 1);
    }
    return 0;
  });
  if (decorated.length <= keepUpTo) {
    const sorted = decorated.map(({ row }) => row);
    return { answer: pageOf(sorted, args), matching: sorted };
  }
  const data = decorated.slice(args.start, end).map(({ row }) => row);
  return { answer: { data, count: data.length, total: rows.length }, matching: null };
}

/** The page `args` asks of rows already filtered and ordered. */
export function pageOf<T>(rows: readonly T[], args: ListArgs): UpstreamList<T> {
  const data = rows.slice(args.start, args.start + args.limit);
  return { data, count: data.length, total: rows.length };
}
