/**
 * Quick readers for list rows, made from the rows' own zod schemas. A zod parse costs some
 * 10 µs a shop product once warm and three times that in a service that has just started:
 * reading a 2,000-product catalog spent more time checking rows than waiting for them.
 *
 * The schema stays the one contract. A quick reader is derived from it and handles only the
 * rows every field of which is already what the schema puts out (numbers as numbers, text as
 * text), giving exactly what the schema's parse gives (the same keys, in the same order); any
 * other row (a decimal sent as text, a field missing, a wrong type) it declines, and the
 * schema reads that row as before, with its own message when the row is unreadable.
 *
 * Derived for the parts of zod the row schemas use: objects (unknown keys dropped), optional
 * and nullable fields, arrays, text (with a least length), booleans, and the wire primitives
 * `decimal`, `recordId` and `optionalText`, known by identity. A schema with anything else
 * (another transform, a refinement, an enum) gets no quick reader: its rows are all parsed.
 */
import type { z } from 'zod';
import { decimal, optionalText, recordId } from './wire/primitives.js';

/** What a reader answers for a value it leaves to the schema. */
const DECLINED = Symbol('declined');
type Reader = (value: unknown) => unknown;

/** The primitives' quick forms: each accepts only values their parse passes on unchanged. */
const PRIMITIVES = new Map<z.ZodType, Reader>([
  [decimal, (value) => (typeof value === 'number' && Number.isFinite(value) ? value : DECLINED)],
  [
    recordId,
    (value) =>
      typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : DECLINED,
  ],
  [optionalText, (value) => (typeof value === 'string' ? value : value == null ? '' : DECLINED)],
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** The zod definition fields read here, of whichever kind of schema. */
interface Definition {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: unknown;
  innerType?: z.ZodType;
  element?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
}

const definitionOf = (schema: z.ZodType): Definition => schema._zod.def;

/** A reader for `schema`, or null when it uses anything not derived here. */
function readerOf(schema: z.ZodType): Reader | null {
  const primitive = PRIMITIVES.get(schema);
  if (primitive) return primitive;
  const def = definitionOf(schema);
  switch (def.type) {
    case 'string':
      return textReader(def);
    case 'boolean':
      return def.checks?.length ? null : (value) => (typeof value === 'boolean' ? value : DECLINED);
    case 'nullable': {
      const inner = def.innerType && readerOf(def.innerType);
      return inner ? (value) => (value === null ? null : inner(value)) : null;
    }
    case 'optional': {
      const inner = def.innerType && readerOf(def.innerType);
      return inner ? (value) => (value === undefined ? undefined : inner(value)) : null;
    }
    case 'array':
      return def.checks?.length || !def.element ? null : arrayReader(def.element);
    case 'object':
      return def.catchall === undefined && def.shape && !def.checks?.length
        ? objectReader(def.shape)
        : null;
    default:
      return null;
  }
}

function textReader(def: Definition): Reader | null {
  let least = 0;
  for (const check of def.checks ?? []) {
    if (check._zod.def.check !== 'min_length') return null;
    least = Math.max(least, check._zod.def.minimum ?? 0);
  }
  return (value) => (typeof value === 'string' && value.length >= least ? value : DECLINED);
}

function arrayReader(element: z.ZodType): Reader | null {
  const read = readerOf(element);
  if (!read) return null;
  return (value) => {
    if (!Array.isArray(value)) return DECLINED;
    const out: unknown[] = [];
    for (const item of value) {
      const got = read(item);
      if (got === DECLINED) return DECLINED;
      out.push(got);
    }
    return out;
  };
}

/**
 * As zod reads an object: the shape's keys in order, unknown keys dropped. A field that must
 * be there declines the row when it is not; one that may be absent is read as `undefined`,
 * and its key is put out when the row has it or its reading gives a value (`optionalText`).
 */
function objectReader(shape: Record<string, z.ZodType>): Reader | null {
  const fields: { key: string; mayBeAbsent: boolean; read: Reader }[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const read = readerOf(schema);
    const { optin } = schema._zod;
    // A default (optin "defaulted") puts out a value of its own: not derived here.
    if (!read || (optin !== undefined && optin !== 'optional')) return null;
    fields.push({ key, mayBeAbsent: optin === 'optional', read });
  }
  return (value) => {
    if (!isPlainObject(value)) return DECLINED;
    const out: Record<string, unknown> = {};
    for (const { key, mayBeAbsent, read } of fields) {
      const present = key in value;
      if (!present && !mayBeAbsent) return DECLINED;
      const got = read(value[key]);
      if (got === DECLINED) return DECLINED;
      if (got !== undefined || present) out[key] = got;
    }
    return out;
  };
}

const made = new WeakMap<z.ZodType, Reader | null>();

/**
 * The quick reader of a row schema: the row as the schema's parse would give it, or undefined
 * when the row is left to the schema. Null when the schema has none (see above).
 */
export function quickRowReader<Schema extends z.ZodType>(
  schema: Schema,
): ((row: unknown) => z.output<Schema> | undefined) | null {
  if (!made.has(schema)) made.set(schema, readerOf(schema));
  const read = made.get(schema) ?? null;
  if (!read) return null;
  return (row) => {
    const out = read(row);
    // The reader gives only what the schema's parse gives (quick-rows.test.ts checks it).
    return out === DECLINED ? undefined : (out as z.output<Schema>);
  };
}
