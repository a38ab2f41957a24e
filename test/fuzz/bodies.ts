/**
 * What a request sends as its body: the text, how it is labelled (Content-Type, sometimes a
 * Content-Encoding), and whether its bytes are the text's UTF-8 or raw Latin-1 bytes (for
 * invalid UTF-8). For routes that take a body: valid JSON, JSON broken in one field, JSON
 * of the wrong kind, text that is not JSON, and bodies over the 1 MiB limit; for routes
 * that take none, mostly nothing, sometimes a body all the same.
 */
import fc from 'fast-check';
import { brokenObject, validJson, validObject } from './json-values.js';
import type { JsonSchema } from './spec.js';

export interface BodyPlan {
  contentType: string | null;
  contentEncoding: string | null;
  /** null: no body at all. */
  text: string | null;
  /** Send the text's characters as single bytes (U+0000–U+00FF), e.g. invalid UTF-8. */
  latin1: boolean;
  /** Send without Content-Length (chunked). */
  chunked: boolean;
}

const JSON_TYPE = 'application/json';
const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/JSON',
  'application/json; charset=latin1',
  'application/json;charset=utf-16',
  'application/merge-patch+json',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  '',
  ';',
  'application/json, text/plain',
  '*/*',
  'application/\u00e9',
];

const ONE_MIB = 1024 * 1024;

/** Text that is not JSON, or JSON in a form parsers disagree about. */
const notJson = fc.constantFrom(
  '',
  ' ',
  '{',
  '{"a":}',
  '{"a":1}}',
  '{"a":1} trailing',
  "{'account':'demo'}",
  '{"a":NaN}',
  '{"a":1,/*c*/"b":2}',
  '\uFEFF{"account":"demo"}',
  '{"account":"demo","account":"demo2"}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  'account=demo&email=x',
  '<xml/>',
  '\u0000',
  '{"a":"\\ud800"}',
  '['.repeat(100_000),
  '['.repeat(20_000) + ']'.repeat(20_000),
);

/** Bytes that are not UTF-8 inside otherwise valid JSON (sent as Latin-1). */
const invalidUtf8 = fc.constantFrom('{"name":"\u00ff\u00fe"}', '{"password":"\u00c3\u0028"}');

const oversized = fc
  .integer({ min: ONE_MIB + 1, max: ONE_MIB + 64 * 1024 })
  .map((size) => `{"name":"${'x'.repeat(size)}"}`);

const plan = (text: string | null, contentType: string | null = JSON_TYPE): BodyPlan => ({
  contentType,
  contentEncoding: null,
  text,
  latin1: false,
  chunked: false,
});

/** A JSON object's text with an own "__proto__" key in front. */
const withProto = (object: unknown): string => {
  const rest = JSON.stringify(object).slice(1);
  return `{"__proto__":{"admin":true}${rest === '}' ? '' : ','}${rest}`;
};

function bodyTexts(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validJson(schema).map((value) => JSON.stringify(value)), weight: 5 },
    { arbitrary: brokenObject(schema).map((value) => JSON.stringify(value)), weight: 4 },
    { arbitrary: validObject(schema).map(withProto), weight: 1 },
    { arbitrary: notJson, weight: 2 },
    { arbitrary: oversized, weight: 1 },
  );
}

/** Relabels a plan: another content type, a content encoding, chunked, or Latin-1 bytes. */
const relabelled = (base: fc.Arbitrary<string>): fc.Arbitrary<BodyPlan> =>
  fc.oneof(
    { arbitrary: base.map((text) => plan(text)), weight: 6 },
    {
      arbitrary: fc
        .tuple(base, fc.constantFrom(...CONTENT_TYPES))
        .map(([text, type]) => plan(text, type)),
      weight: 2,
    },
    { arbitrary: base.map((text) => plan(text, null)), weight: 1 },
    {
      arbitrary: fc
        .tuple(base, fc.constantFrom('gzip', 'br', 'identity', 'x-unknown'))
        .map(([text, encoding]) => ({ ...plan(text), contentEncoding: encoding })),
      weight: 1,
    },
    { arbitrary: base.map((text) => ({ ...plan(text), chunked: true })), weight: 1 },
    { arbitrary: invalidUtf8.map((text) => ({ ...plan(text), latin1: true })), weight: 1 },
  );

/** The body of a request to an operation with this body schema (null: it takes none). */
export function bodyPlan(schema: JsonSchema | null): fc.Arbitrary<BodyPlan> {
  if (schema) return relabelled(bodyTexts(schema));
  return fc.oneof(
    { arbitrary: fc.constant(plan(null, null)), weight: 12 },
    { arbitrary: fc.constant(plan('', JSON_TYPE)), weight: 1 },
    {
      arbitrary: relabelled(
        fc.oneof(
          notJson,
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
      ),
      weight: 2,
    },
  );
}
