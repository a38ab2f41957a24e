/**
 * How day and month sums are kept as text (day-sums.ts): v8's serializer, which keeps Maps,
 * Sets and bigints exactly, over a columnar form of every Map whose values are records of one
 * shape (a product's figures, a till-day's tally): one column per field, bigints in a
 * BigInt64Array, numbers in a Float64Array. A month of product sales is some 1,700 records of
 * fifteen fields: written record by record, half its bytes were the field names, and reading
 * it back made 25,000 values one by one; columns are half the size and read back at once.
 * The text is base64: the embedded engine reads a `bytea` back as hex, digit by digit, and
 * took six seconds for the 50 MB of a year's product sums.
 */
import { deserialize, serialize } from 'node:v8';

/** The key a columnar Map is kept under (no figure's field starts with a NUL). */
const COLUMNS = '\u0000columns';

type Row = Record<string, unknown>;

const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** A column's values, in the densest form that gives them back exactly. */
function packColumn(values: unknown[]): unknown {
  if (
    values.every((value) => typeof value === 'bigint' && value >= INT64_MIN && value <= INT64_MAX)
  ) {
    return BigInt64Array.from(values as bigint[]);
  }
  if (values.every((value) => typeof value === 'number')) return Float64Array.from(values);
  return values.map(pack);
}

/** Records of one shape: the same fields, in the same order. */
function oneShape(values: readonly unknown[]): string[] | null {
  const [first] = values;
  if (!isRecord(first)) return null;
  const fields = Object.keys(first);
  const shape = fields.join('\u0000');
  return values.every((value) => isRecord(value) && Object.keys(value).join('\u0000') === shape)
    ? fields
    : null;
}

function pack(value: unknown): unknown {
  if (value instanceof Map) {
    const values = [...value.values()];
    const fields = values.length > 0 ? oneShape(values) : null;
    if (!fields) return new Map([...value].map(([key, item]) => [key, pack(item)]));
    const columns = fields.map((field) => packColumn(values.map((row) => (row as Row)[field])));
    return { [COLUMNS]: { keys: [...value.keys()], fields, columns } };
  }
  if (Array.isArray(value)) return value.map(pack);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pack(item)]));
  }
  return value;
}

interface Columnar {
  keys: unknown[];
  fields: string[];
  columns: (BigInt64Array | Float64Array | unknown[])[];
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
  const unpacked = columns.map((column) => (Array.isArray(column) ? column.map(unpack) : column));
  return new Map(
    keys.map((key, index) => {
      const row: Row = {};
      fields.forEach((field, at) => (row[field] = unpacked[at]?.[index]));
      return [key, row];
    }),
  );
}

export const encodeSums = (sums: unknown): string =>
  Buffer.from(serialize(pack(sums))).toString('base64');

export const decodeSums = (text: string): unknown =>
  unpack(deserialize(Buffer.from(text, 'base64')));
