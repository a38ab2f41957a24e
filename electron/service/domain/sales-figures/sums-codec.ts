/**
 * How day and month sums are kept as text (day-sums.ts): v8's serializer, which keeps Maps,
 * Sets and bigints exactly, over a columnar form of every Map or array whose values are records
 * of one shape (a product's figures, a till-day's tally, a day's sale moments): one column per
 * field, bigints in a BigInt64Array, numbers in a Float64Array. A month of product sales is some 1,700 records of
 * fifteen fields: written record by record, half its bytes were the field names, and reading
 * it back made 25,000 values one by one; columns are half the size and read back at once.
 * The text is base64: the embedded engine reads a `bytea` back as hex, digit by digit, and
 * took six seconds for the 50 MB of a year's product sums.
 */
import { deserialize, serialize } from 'node:v8';

/** The key a columnar Map or array is kept under (no figure's field starts with a NUL). */
const COLUMNS = '\u0000columns';

type Row = Record<string, unknown>;

const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A column's values, in the densest form that gives them back exactly. */
function packColumn(values: unknown[]): BigInt64Array | Float64Array | unknown[] {
  if (
    values.every((value) => typeof value === 'bigint' && value >= INT64_MIN && value <= INT64_MAX)
  ) {
    return BigInt64Array.from(values as bigint[]);
  }
  if (values.every((value) => typeof value === 'number')) return Float64Array.from(values);
  return values.map(pack);
}

/** Records of one shape (the same fields, in the same order), at least one; else null. */
function recordsOfOneShape(values: readonly unknown[]): { fields: string[]; rows: Row[] } | null {
  const rows = values.filter(isRecord);
  const [first] = rows;
  if (!first || rows.length !== values.length) return null;
  const fields = Object.keys(first);
  const shape = fields.join('\u0000');
  return rows.every((row) => Object.keys(row).join('\u0000') === shape) ? { fields, rows } : null;
}

interface Columnar {
  /** A Map's keys; null for an array. */
  keys: unknown[] | null;
  count?: number;
  fields: string[];
  columns: (BigInt64Array | Float64Array | unknown[])[];
}

/** `values` in columns, when they are records of one shape; else null. */
function inColumns(values: readonly unknown[], keys: unknown[] | null): unknown {
  const shaped = recordsOfOneShape(values);
  if (!shaped) return null;
  const { fields, rows } = shaped;
  const columns = fields.map((field) => packColumn(rows.map((row) => row[field])));
  const columnar: Columnar = { keys, count: rows.length, fields, columns };
  return { [COLUMNS]: columnar };
}

function pack(value: unknown): unknown {
  if (value instanceof Map) {
    return (
      inColumns([...value.values()], [...value.keys()]) ??
      new Map([...value].map(([key, item]) => [key, pack(item)]))
    );
  }
  if (Array.isArray(value)) return inColumns(value, null) ?? value.map(pack);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pack(item)]));
  }
  return value;
}

function unpack(value: unknown): unknown {
  if (value instanceof Map) return new Map([...value].map(([key, item]) => [key, unpack(item)]));
  if (Array.isArray(value)) return value.map(unpack);
  if (!isRecord(value)) return value;
  const columnar = value[COLUMNS] as Columnar | undefined;
  if (!columnar) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unpack(item)]));
  }
  const { keys, fields, columns } = columnar;
  // Sums kept before arrays had columns have no count: their Map's keys count them.
  const count = columnar.count ?? keys?.length ?? 0;
  const unpacked = columns.map((column) => (Array.isArray(column) ? column.map(unpack) : column));
  const rows = Array.from({ length: count }, (_, index) => {
    const row: Row = {};
    fields.forEach((field, at) => (row[field] = unpacked[at]?.[index]));
    return row;
  });
  return keys === null ? rows : new Map(keys.map((key, index) => [key, rows[index]]));
}

export const encodeSums = (sums: unknown): string =>
  Buffer.from(serialize(pack(sums))).toString('base64');

export const decodeSums = (text: string): unknown =>
  unpack(deserialize(Buffer.from(text, 'base64')));
