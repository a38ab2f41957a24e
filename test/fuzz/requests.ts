/**
 * One fuzzed request to one operation of the document, as plain data (fast-check generates
 * it; send.ts sends it): its method (usually the operation's, sometimes an odd one), path
 * parameters, query (each parameter left out, valid or invalid; sometimes repeated, in
 * array syntax, or joined by unknown ones), credentials, extra headers and body.
 */
import fc from 'fast-check';
import { bodyPlan, type BodyPlan } from './bodies.js';
import { pathKey, queryKey } from './known-values.js';
import type { Operation, Parameter } from './spec.js';
import { invalidValue, validValue, type Value } from './values.js';

export type Auth =
  /** The fuzzer's session token. */
  | { kind: 'token' }
  /** The fuzzer's API key (webhooks need one). */
  | { kind: 'apiKey' }
  /** A token of its own, logged in just before (for logout, which ends it). */
  | { kind: 'freshToken' }
  | { kind: 'none' }
  /** This Authorization header, as written. */
  | { kind: 'header'; value: string };

export interface RequestPlan {
  operation: Operation;
  method: string;
  pathValues: Record<string, Value>;
  query: { name: string; value: Value | null }[];
  auth: Auth;
  headers: Record<string, string>;
  body: BodyPlan;
}

const ODD_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE'];
const UNKNOWN_METHODS = ['PROPFIND', 'FOO', 'get', 'M-SEARCH', 'BREW'];
const UNKNOWN_PARAMS = [
  'foo',
  '__proto__',
  'constructor',
  'toString',
  'LIMIT',
  'a.b',
  '',
  'ü',
  'q ',
];

const GARBAGE_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer t-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  'Bearer key_0123456789abcdef.0000',
  'Basic ZGVtbzpkZW1v',
  'Token abc',
  'bearer',
  `Bearer ${'a'.repeat(8000)}`,
  'Bearer \u00e9\u00e8',
  'Bearer null',
  'Bearer undefined',
];

function valueFor(parameter: Parameter, key: string, invalidWeight: number): fc.Arbitrary<Value> {
  return fc.oneof(
    { arbitrary: validValue(parameter.schema, key), weight: 10 - invalidWeight },
    { arbitrary: invalidValue(parameter.schema), weight: invalidWeight },
  );
}

function queryPart(parameter: Parameter) {
  const value = valueFor(parameter, queryKey(parameter.name), 3);
  const left = parameter.required ? 1 : 5;
  return fc.oneof(
    { arbitrary: fc.constant([]), weight: left },
    { arbitrary: value.map((v) => [{ name: parameter.name, value: v }]), weight: 8 },
    // Repeated, or in the array syntax some parsers turn into a list.
    {
      arbitrary: fc
        .tuple(value, value, fc.constantFrom(parameter.name, `${parameter.name}[]`))
        .map(([a, b, second]) => [
          { name: parameter.name, value: a },
          { name: second, value: b },
        ]),
      weight: 1,
    },
    // Bare `?name` without a value.
    { arbitrary: fc.constant([{ name: parameter.name, value: null }]), weight: 1 },
  );
}

function queryPlan(operation: Operation) {
  const parts = operation.parameters.filter((p) => p.in === 'query').map(queryPart);
  const unknown = fc.array(
    fc.record({
      name: fc.oneof(fc.constantFrom(...UNKNOWN_PARAMS), fc.string({ maxLength: 8 })),
      value: invalidValue({}),
    }),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...parts), fc.oneof({ arbitrary: fc.constant([]), weight: 8 }, unknown))
    .map(([known, extra]) => [...known.flat(), ...extra]);
}

function pathPlan(operation: Operation): fc.Arbitrary<Record<string, Value>> {
  const model: Record<string, fc.Arbitrary<Value>> = {};
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    model[parameter.name] = valueFor(parameter, pathKey(operation.path, parameter.name), 3);
  }
  return fc.record(model);
}

function authPlan(operation: Operation): fc.Arbitrary<Auth> {
  const own: Auth =
    operation.path === '/api/auth/logout' ? { kind: 'freshToken' } : { kind: 'token' };
  const apiKeyWeight = operation.path.startsWith('/api/webhooks') ? 8 : 1;
  return fc.oneof(
    { arbitrary: fc.constant(own), weight: operation.secured ? 16 : 4 },
    { arbitrary: fc.constant<Auth>({ kind: 'apiKey' }), weight: apiKeyWeight },
    { arbitrary: fc.constant<Auth>({ kind: 'none' }), weight: operation.secured ? 2 : 12 },
    {
      arbitrary: fc.constantFrom(...GARBAGE_AUTH).map((value): Auth => ({ kind: 'header', value })),
      weight: 2,
    },
  );
}

/** Headers besides credentials and body labels: CSV by Accept, foreign origins and hosts. */
const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({}), weight: 20 },
  { arbitrary: fc.constantFrom({ Accept: 'text/csv' }, { Accept: 'application/xml' }), weight: 2 },
  { arbitrary: fc.constant({ Origin: 'http://evil.example' }), weight: 1 },
  { arbitrary: fc.constant({ Host: 'evil.example' }), weight: 1 },
  { arbitrary: fc.constant({ 'X-Request-Id': '../../x' }), weight: 1 },
);

function methodPlan(operation: Operation): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constant(operation.method), weight: 18 },
    { arbitrary: fc.constantFrom(...ODD_METHODS), weight: 2 },
    { arbitrary: fc.constantFrom(...UNKNOWN_METHODS), weight: 1 },
  );
}

export function requestPlan(operations: Operation[]): fc.Arbitrary<RequestPlan> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc.record({
      operation: fc.constant(operation),
      method: methodPlan(operation),
      pathValues: pathPlan(operation),
      query: queryPlan(operation),
      auth: authPlan(operation),
      headers: extraHeaders,
      body: bodyPlan(operation.body),
    }),
  );
}
