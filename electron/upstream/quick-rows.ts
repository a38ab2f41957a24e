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
 * and nullable fields, arrays, text (with a least length), booleans, enums, pipes and their
 * transforms (run as zod runs them), and the wire primitives `decimal`, `recordId` and
 * `optionalText`, known by identity. A schema with anything else (a refinement, a default, a
 * string format) gets no quick reader: its rows are all parsed.
 */
import type { z } from 'zod';
import { compiledObjectReader, type FieldReader, type Reader } from './object-reader-code.js';
import { DECIMAL_TEXT, ID_TEXT, decimal, optionalText, recordId } from './wire/primitives.js';

/** What a reader answers for a value it leaves to the schema. */
const DECLINED = Symbol('declined');

/**
 * The primitives' quick forms, each giving what its parse gives: a number as it came, or the
 * text forms (order payloads send decimals and ids as text) read as their parse reads them.
 */
const PRIMITIVES = new Map<z.ZodType, Reader>([
  [
    decimal,
    (value) => {
      if (typeof value === 'number') return Number.isFinite(value) ? value : DECLINED;
      return typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : DECLINED;
    },
  ],
  [
    recordId,
    (value) => {
      if (typeof value === 'number') {
        return Number.isSafeInteger(value) && value >= 0 ? value : DECLINED;
      }
      return typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : DECLINED;
    },
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
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  transform?: (value: unknown, payload: TransformPayload) => unknown;
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
}

const definitionOf = (schema: z.ZodType): Definition => schema._zod.def;

/**
 * The definition fields each kind derived here may have. Any other field changes what the
 * schema accepts (a string format such as `z.email()`, `coerce`, an object's `catchall`,
 * checks on an array), so a schema that has one gets no reader.
 */
const PLAIN_FIELDS: Record<string, readonly string[]> = {
  string: ['type', 'checks'],
  boolean: ['type'],
  nullable: ['type', 'innerType'],
  optional: ['type', 'innerType'],
  array: ['type', 'element'],
  object: ['type', 'shape'],
  enum: ['type', 'entries'],
  pipe: ['type', 'in', 'out'],
  transform: ['type', 'transform'],
};

const isPlain = (schema: z.ZodType, def: Definition) =>
  Object.keys(def).every((field) => PLAIN_FIELDS[def.type]?.includes(field)) &&
  // An exact optional refuses a key held with `undefined`; it is an optional by its type.
  !schema._zod.traits.has('$ZodExactOptional');

/** A reader for `schema`, or null when it uses anything not derived here. */
function readerOf(schema: z.ZodType, within: ReadonlySet<z.ZodType> = new Set()): Reader | null {
  const primitive = PRIMITIVES.get(schema);
  if (primitive) return primitive;
  const def = definitionOf(schema);
  // A schema that holds itself (a recursive shape) is left to zod.
  if (within.has(schema) || !isPlain(schema, def)) return null;
  const inner = (part: z.ZodType | undefined) =>
    part ? readerOf(part, new Set([...within, schema])) : null;
  switch (def.type) {
    case 'string':
      return textReader(def);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : DECLINED);
    case 'nullable': {
      const read = inner(def.innerType);
      return read ? (value) => (value === null ? null : read(value)) : null;
    }
    case 'optional': {
      const read = inner(def.innerType);
      return read ? (value) => (value === undefined ? undefined : read(value)) : null;
    }
    case 'array': {
      const read = inner(def.element);
      return read ? arrayReader(read) : null;
    }
    case 'object':
      return def.shape ? objectReader(def.shape, inner) : null;
    case 'enum': {
      // The values as zod itself took them from the entries.
      const values: ReadonlySet<unknown> | undefined = schema._zod.values;
      return values ? (value) => (values.has(value) ? value : DECLINED) : null;
    }
    case 'pipe': {
      const [first, then] = [inner(def.in), inner(def.out)];
      return first && then ? (value) => pipeOf(first(value), then) : null;
    }
    case 'transform':
      return def.transform ? transformReader(def.transform) : null;
    default:
      return null;
  }
}

/**
 * Text, with a least length if the schema sets one. zod counts that length in code points: a
 * length in UTF-16 units of twice the least is enough whatever the text, and text without
 * surrogates counts the same either way. Only the rest (short text with characters outside
 * the BMP) is declined, for zod to count.
 */
function textReader(def: Definition): Reader | null {
  let least = 0;
  for (const check of def.checks ?? []) {
    if (check._zod.def.check !== 'min_length') return null;
    least = Math.max(least, check._zod.def.minimum ?? 0);
  }
  return (value) => {
    if (typeof value !== 'string') return DECLINED;
    if (value.length >= least * 2) return value;
    return value.length >= least && !SURROGATE.test(value) ? value : DECLINED;
  };
}

const SURROGATE = /[\uD800-\uDFFF]/;

const pipeOf = (value: unknown, then: Reader) => (value === DECLINED ? DECLINED : then(value));

/** What zod hands a transform beside the value: its issues, and a way to add one. */
interface TransformPayload {
  value: unknown;
  issues: unknown[];
  addIssue(issue: unknown): void;
}

/**
 * A transform run as zod runs it. One that reports an issue or answers a promise (which a
 * synchronous parse refuses) is declined, and zod runs it again on the row: the row schemas'
 * transforms only fill in what is absent, so running one twice is harmless.
 */
function transformReader(transform: NonNullable<Definition['transform']>): Reader {
  return (value) => {
    const payload: TransformPayload = {
      value,
      issues: [],
      addIssue: (issue) => payload.issues.push(issue),
    };
    const out = transform(value, payload);
    return payload.issues.length > 0 || out instanceof Promise ? DECLINED : out;
  };
}

function arrayReader(read: Reader): Reader {
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
 * be there declines the row when it is not. One that may be absent (optin "optional") and
 * puts out nothing for absence (optout "optional") is left out when absent; any other absent
 * field is read as `undefined` and put out when that reading gives a value (`optionalText`).
 * The reader is made as a function of its own for the shape (object-reader-code.ts).
 */
function objectReader(
  shape: Record<string, z.ZodType>,
  readerOfField: (schema: z.ZodType) => Reader | null,
): Reader | null {
  // zod skips a `__proto__` key and reads symbol keys: neither is derived here.
  if (Object.hasOwn(shape, '__proto__')) return null;
  if (Object.getOwnPropertySymbols(shape).length > 0) return null;
  const fields: FieldReader[] = [];
  for (const [key, schema] of Object.entries(shape)) {
    const read = readerOfField(schema);
    const { optin, optout } = schema._zod;
    // A default (optin "defaulted") puts out a value of its own: not derived here.
    if (!read || (optin !== undefined && optin !== 'optional')) return null;
    const mayBeAbsent = optin === 'optional';
    fields.push({ key, mayBeAbsent, absentIsNothing: mayBeAbsent && optout === 'optional', read });
  }
  return compiledObjectReader(fields, isPlainObject, DECLINED);
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
