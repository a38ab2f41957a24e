/**
 * Reading an upstream answer with its call's schema. An answer we cannot read fails the whole
 * call with the first field that broke (a 502 naming it), never a half-read row.
 */
import type { z } from 'zod';
import { UpstreamTransportError } from './errors.js';
import { quickRowReader } from './quick-rows.js';
import type { UpstreamList } from './wire.js';
import { fieldOf } from '../../shared/guards.js';

/** Where a value failed its schema, e.g. `order_items.0.price: is not a decimal number`. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  call: string,
  what: string,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new UpstreamTransportError(
    `upstream answered ${what} we cannot read (${firstIssue(parsed.error)})`,
    { call },
  );
}

/**
 * One page of a list call: `data` must be an array and `total` a whole number, and every row
 * must pass the row schema (read quickly where it allows: quick-rows.ts); rows are named by
 * their position in the whole list.
 */
export function parseListPage<Row>(
  page: unknown,
  rowSchema: z.ZodType<Row>,
  call: string,
  start: number,
): UpstreamList<Row> {
  const rows = fieldOf(page, 'data');
  if (!Array.isArray(rows)) {
    throw new UpstreamTransportError('upstream answered a list call without data', { call });
  }
  const total = Number(fieldOf(page, 'total'));
  if (!Number.isInteger(total) || total < 0) {
    throw new UpstreamTransportError('upstream answered a list call without a total', { call });
  }
  const quick = quickRowReader(rowSchema);
  const data = rows.map(
    (row, index) => quick?.(row) ?? parseWith(rowSchema, row, call, `row ${start + index}`),
  );
  return { data, count: data.length, total };
}
