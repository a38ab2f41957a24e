/**
 * An object's quick reader (quick-rows.ts) made as one function for its shape: each key read
 * and written where the function's text names it, so each such place learns the one shape the
 * rows have (V8's inline caches); a loop over the keys reads every key at one place, which
 * sees them all and takes the slow way. Reading a first price list's 50,000 shop products
 * took half the time this way (docs/performance.md). zod makes its own object parsers the
 * same way.
 *
 * The text holds only the shape's own keys, written as JSON string literals, never anything
 * of a row. Per field it does what the loop did:
 *
 *   const present = key in value;
 *   if (!present && !mayBeAbsent) return DECLINED;
 *   if (!present && absentIsNothing) continue;
 *   const got = read(value[key]);
 *   if (got === DECLINED) return DECLINED;
 *   if (got !== undefined || present) out[key] = got;
 */

export type Reader = (value: unknown) => unknown;

export interface FieldReader {
  key: string;
  /** The key may be absent from the row. */
  mayBeAbsent: boolean;
  /** An absent key puts out nothing (else the reader is asked what absence reads as). */
  absentIsNothing: boolean;
  read: Reader;
}

type Make = (
  read: readonly Reader[],
  isPlainObject: (value: unknown) => value is Record<string, unknown>,
  declined: symbol,
) => Reader;

/** The reader of an object with `fields`, in their order; `declined` is what declining answers. */
export function compiledObjectReader(
  fields: readonly FieldReader[],
  isPlainObject: (value: unknown) => value is Record<string, unknown>,
  declined: symbol,
): Reader {
  const steps = fields.map(({ key, mayBeAbsent, absentIsNothing }, index) => {
    const name = JSON.stringify(key);
    const read = `got = read${index}(value[${name}]); if (got === DECLINED) return DECLINED;`;
    if (!mayBeAbsent)
      return `if (!(${name} in value)) return DECLINED; ${read} out[${name}] = got;`;
    if (absentIsNothing) return `if (${name} in value) { ${read} out[${name}] = got; }`;
    return `present = ${name} in value; ${read} if (got !== undefined || present) out[${name}] = got;`;
  });
  const body = [
    ...fields.map((_, index) => `const read${index} = read[${index}];`),
    'return (value) => {',
    '  if (!isPlainObject(value)) return DECLINED;',
    '  const out = {};',
    '  let got;',
    '  let present;',
    ...steps.map((step) => `  ${step}`),
    '  return out;',
    '};',
  ].join('\n');
  // The text is made from the schema's keys alone (above); nothing of a row is run.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- a function made for a shape
  const make = new Function('read', 'isPlainObject', 'DECLINED', body) as Make;
  return make(
    fields.map((field) => field.read),
    isPlainObject,
    declined,
  );
}
