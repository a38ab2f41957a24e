/**
 * Arbitraries for one parameter value, valid or not, from its schema in the OpenAPI
 * document: enums, patterns (fast-check's stringMatching), dates by their example, and the
 * values the service itself handed out (ids, cursors), looked up when the request is sent.
 * Invalid values are the classics: wrong types, numbers out of range, huge strings, unicode
 * of every plane, control characters and broken %-escapes.
 */
import fc from 'fast-check';
import { DEMO_END_DATE } from '../tools/service-process.js';
import type { JsonSchema } from './spec.js';

/** A value as the request will carry it. */
export type Value =
  /** Text, percent-encoded as UTF-8 when sent. */
  | { kind: 'text'; text: string }
  /** Sent exactly as written (broken escapes, raw bytes). */
  | { kind: 'raw'; raw: string }
  /** One of the values the service handed out under `key` (known-values.ts), else `fallback`. */
  | { kind: 'known'; key: string; index: number; fallback: string };

const text = (value: string): Value => ({ kind: 'text', text: value });
const textOf = (arbitrary: fc.Arbitrary<string>) => arbitrary.map(text);

const DAY_MS = 86_400_000;
const END_MS = Date.parse(`${DEMO_END_DATE}T12:00:00Z`);
/** A day near the demo data's end, so a valid range is cheap and has orders in it. */
export const nearDay = (offset: number): string =>
  new Date(END_MS + offset * DAY_MS).toISOString().slice(0, 10);
const days = fc.integer({ min: -60, max: 3 }).map(nearDay);

const isDateExample = (schema: JsonSchema) =>
  typeof schema.example === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(schema.example);
const isInstantExample = (schema: JsonSchema) =>
  typeof schema.example === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(schema.example);

/** Moments as the delta feeds take them: ISO with an offset, a date, or unix seconds. */
const instants = fc.oneof(
  days,
  days.map((day) => `${day}T00:00:00+01:00`),
  days.map((day) => `${day}T23:59:59Z`),
  fc.integer({ min: -60, max: 3 }).map((offset) => String((END_MS + offset * DAY_MS) / 1000)),
);

/** A valid value of a parameter; `knownKey` names values the service handed out. */
export function validValue(schema: JsonSchema, knownKey: string): fc.Arbitrary<Value> {
  const fromSchema = validFromSchema(schema);
  const known = fc.record({
    kind: fc.constant('known' as const),
    key: fc.constant(knownKey),
    index: fc.nat(),
    fallback: fromSchema.map((value) => (value.kind === 'text' ? value.text : '1')),
  });
  return fc.oneof({ arbitrary: known, weight: 3 }, { arbitrary: fromSchema, weight: 1 });
}

function validFromSchema(schema: JsonSchema): fc.Arbitrary<Value> {
  if (schema.enum) return textOf(fc.constantFrom(...schema.enum.map(String)));
  if (isDateExample(schema)) return textOf(days);
  if (isInstantExample(schema)) return textOf(instants);
  if (schema.pattern) return textOf(fc.stringMatching(new RegExp(schema.pattern)));
  if (typeof schema.example === 'string') return textOf(fc.constant(schema.example));
  return textOf(
    fc.string({
      minLength: schema.minLength ?? 0,
      maxLength: Math.min(schema.maxLength ?? 40, 40),
    }),
  );
}

/** Strings no parameter of this API accepts in this form, or only just. */
const WRONG_TYPES = [
  '',
  ' ',
  'abc',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '1.5',
  '-1',
  '0',
  '-0',
  '1e3',
  '1e309',
  '0x1F',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999999',
  '+1',
  ' 1',
  '1 ',
  '１２３',
  '١٢٣',
  '1,2',
  '1;2',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '=cmd|"/C calc"!A0',
  '2026-02-30',
  '2026-2-1',
  '20261101',
  '1969-12-31',
  '3000-01-01',
  '2026-11-01T25:00:00Z',
  '2026-11-01T00:00:00',
  '2026-11-01/2026-11-30',
];

/** Written into the URL as they are: broken escapes and encodings of invalid UTF-8. */
const RAW_ESCAPES = ['%', '%Z', '%ZZ', '%FF', '%C3%28', '%ED%A0%80', '%00', '%E0%A4%A', '%%31'];

const hugeStrings = fc.oneof(
  fc.integer({ min: 201, max: 4000 }).map((length) => 'a'.repeat(length)),
  fc.integer({ min: 100, max: 1000 }).map((length) => '€'.repeat(length)),
  fc.integer({ min: 1, max: 1500 }).map((length) => '1,'.repeat(length) + '1'),
);

/** Any code point, lone surrogates included (they reach the wire as U+FFFD). */
const unicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('💥', 'e\u0301', '\u202Eabc', '\u0000', '\r\n', '\t', '\uFEFF1', 'Ǆ', 'ß'),
);

function outOfRange(schema: JsonSchema): fc.Arbitrary<string> {
  const limits = [schema.minimum, schema.maximum].filter(
    (limit): limit is number => typeof limit === 'number' && Number.isSafeInteger(limit),
  );
  const near = limits.flatMap((limit) => [limit - 1, limit + 1]).map(String);
  return fc.oneof(
    fc.constantFrom('-1', '0', '201', '1001', '2147483648', ...near),
    fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
    fc.double().map(String),
  );
}

/** A value that is wrong for this schema in some way (or valid by luck: never assumed). */
export function invalidValue(schema: JsonSchema): fc.Arbitrary<Value> {
  const variants: fc.Arbitrary<Value>[] = [
    textOf(fc.constantFrom(...WRONG_TYPES)),
    textOf(outOfRange(schema)),
    textOf(hugeStrings),
    textOf(unicode),
    fc.constantFrom(...RAW_ESCAPES).map((raw): Value => ({ kind: 'raw', raw })),
  ];
  if (schema.enum) {
    const members = schema.enum.map(String);
    variants.push(
      textOf(
        fc
          .constantFrom(...members)
          .chain((member) =>
            fc.constantFrom(
              member.toUpperCase(),
              ` ${member}`,
              `${member}\n`,
              `${member},${member}`,
            ),
          ),
      ),
    );
  }
  if (schema.pattern) {
    // A string that matches the pattern with something around it.
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    variants.push(textOf(fc.tuple(matching, unicode).map(([value, extra]) => value + extra)));
  }
  return fc.oneof(...variants);
}
