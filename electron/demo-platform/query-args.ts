/** Parsing of the list arguments `start, limit, order, filters`, with the protocol's limits. */
import type { FilterOperator, UpstreamOrder } from '../upstream/wire.js';
import { generalError } from './errors.js';
import { isRecord } from '../../shared/guards.js';

export type Scalar = string | number | boolean | null;

export interface ParsedFilter {
  field: string;
  path: string[];
  operator: FilterOperator;
  values: Scalar[];
}

export interface ListArgs {
  start: number;
  limit: number;
  order: UpstreamOrder[];
  filters: ParsedFilter[];
}

const OPERATORS: readonly FilterOperator[] = [
  '=',
  'in_list',
  'ilike',
  'notnull',
  '>=',
  '<',
  '<=',
  '>',
];

/** Text of a scalar for messages and string comparison (objects as JSON, never [object Object]). */
export const textOf = (value: unknown): string =>
  value === undefined ? 'nothing' : typeof value === 'string' ? value : JSON.stringify(value);

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function integerParam(value: unknown, name: string): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw generalError(`${name} must be an integer, got ${textOf(value)}`);
  }
  return number;
}

function parseOrder(value: unknown): UpstreamOrder[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw generalError('order must be a list of {name, dir}');
  return value.map((entry): UpstreamOrder => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || entry.name === '') {
      throw generalError('order entries need a name');
    }
    const dir = entry.dir ?? 'asc';
    if (dir !== 'asc' && dir !== 'desc') throw generalError(`order dir must be asc or desc`);
    return { name: entry.name, dir };
  });
}

function parseFilters(value: unknown): ParsedFilter[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw generalError('filters must be a list of {name, val}');
  return value.map((entry): ParsedFilter => {
    if (!isRecord(entry) || typeof entry.name !== 'string') {
      throw generalError('filter entries need a name');
    }
    const name = entry.name;
    const split = name.lastIndexOf('__');
    const field = name.slice(0, split);
    const operator = OPERATORS.find((candidate) => candidate === name.slice(split + 2));
    if (split <= 0 || !operator) throw generalError(`unknown filter operator in "${name}"`);
    const path = field.split('/');
    if (operator === 'in_list') {
      const list = entry.multi_val;
      if (!Array.isArray(list) || !list.every(isScalar)) {
        throw generalError(`filter ${name} needs multi_val as a list`);
      }
      return { field, path, operator, values: list };
    }
    if (!('val' in entry) || !isScalar(entry.val)) {
      throw generalError(`filter ${name} needs a scalar val`);
    }
    return { field, path, operator, values: [entry.val] };
  });
}

/** Parses the trailing list arguments at `offset` in params. */
export function parseListArgs(params: unknown[], offset: number, maxLimit: number): ListArgs {
  const start = integerParam(params[offset], 'start');
  if (start < 0) throw generalError('start must not be negative');
  const limit = integerParam(params[offset + 1], 'limit');
  if (limit < 1 || limit > maxLimit) {
    throw generalError(`limit must be between 1 and ${maxLimit}, got ${limit}`);
  }
  return {
    start,
    limit,
    order: parseOrder(params[offset + 2]),
    filters: parseFilters(params[offset + 3]),
  };
}
