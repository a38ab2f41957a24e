/**
 * Arbitraries for JSON bodies from a body schema: a valid object (with the demo's real
 * credentials some of the time, so logins and API keys succeed), and that object broken in
 * one place: a required field gone, a field of the wrong type, an unknown or prototype key.
 * Webhook receiver URLs come only from a fixed loopback list (port 9, where nothing listens):
 * the fuzzer must never make the service deliver anywhere off this machine.
 */
import fc from 'fast-check';
import type { JsonSchema } from './spec.js';

export const RECEIVER_URLS = [
  'https://127.0.0.1:9/hook',
  'https://localhost:9/fuzz',
  'https://[::1]:9/',
  'http://127.0.0.1:9/hook',
  'https://user:secret@127.0.0.1:9/',
  'ftp://127.0.0.1:9/',
  'javascript:alert(1)',
  'not a url',
  'https://',
  'https://127.0.0.1:99999/',
  `https://127.0.0.1:9/${'a'.repeat(3000)}`,
];

/** Values for fields by name, where a random string would never be right. */
const FIELD_HINTS: Record<string, fc.Arbitrary<unknown>> = {
  account: fc.constantFrom('demo', 'demo', 'demo2', 'nobody', 'x'),
  email: fc.constantFrom('manager@demo.test', 'staff@demo.test', 'manager@demo2.test', 'a@b.c'),
  password: fc.constantFrom('demo', 'demo', 'wrong'),
  url: fc.constantFrom(...RECEIVER_URLS),
};

const DEEP = 2_000;
/** Values of the wrong type for almost any field. */
export const wrongTypes: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, 1e308, '', [], {}, [null], { $ne: null }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'x'.repeat(length)),
  fc.constant(JSON.parse('['.repeat(DEEP) + ']'.repeat(DEEP)) as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

export function validJson(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const hint = FIELD_HINTS[name];
  if (hint) return hint;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return validObject(schema);
    case 'array':
      return fc.array(schema.items ? validJson(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    default:
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
  }
}

export function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validJson(value, key)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/** The valid object with one thing wrong. */
export function brokenObject(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = validObject(schema);
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const variants: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(valid, fc.constantFrom('extra', 'ACCOUNT', '', 'constructor', 'toString'))
      .map(([object, key]) => ({ ...object, [key]: 'x' })),
  ];
  if (keys.length > 0) {
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...keys), wrongTypes)
        .map(([object, key, value]) => ({ ...object, [key]: value })),
    );
  }
  if (required.length > 0) {
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...required))
        .map(([object, key]) =>
          Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)),
        ),
    );
  }
  return fc.oneof(...variants);
}
