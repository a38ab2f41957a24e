/** The fuzzer's oracles (test/fuzz/checks.ts) fire on what they must, and only on that. */
import { describe, expect, it } from 'vitest';
import { check } from '../../fuzz/checks.js';
import type { ApiSpec, Operation } from '../../fuzz/spec.js';

const operation: Operation = {
  method: 'GET',
  path: '/api/orders',
  parameters: [],
  body: null,
  secured: true,
  statuses: new Set([200, 400, 401, 501]),
  successTypes: new Set(['application/json', 'text/csv']),
};
const spec: ApiSpec = {
  operations: [operation],
  errorBody: {
    type: 'object',
    properties: {
      error: { type: 'string' },
      code: { type: 'string' },
      message: { type: 'string' },
      status: { type: 'integer' },
      missing_calls: { type: 'array', items: { type: 'string' } },
      request_id: { type: 'string' },
    },
    required: ['error', 'code', 'message', 'status'],
  },
};
const JSON_TYPE = 'application/json; charset=utf-8';
const body = (status: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ error: 'E', code: 'e', message: 'm', status, request_id: 'r', ...extra });
const answer = (status: number, text: string, more: Partial<Parameters<typeof check>[1]> = {}) =>
  check(spec, {
    method: 'GET',
    path: '/api/orders',
    status,
    contentType: JSON_TYPE,
    text,
    upstreamCalls: {},
    ...more,
  }).map((finding) => finding.kind);

describe('the fuzzer oracles', () => {
  it('pass a 2xx in a documented type and an error in the one body', () => {
    expect(answer(200, '{}')).toEqual([]);
    expect(answer(200, 'a;b', { contentType: 'text/csv; charset=utf-8' })).toEqual([]);
    expect(answer(400, body(400))).toEqual([]);
    expect(answer(404, body(404), { path: '/nowhere' })).toEqual([]);
  });

  it('fail any 5xx but a documented 501 upstream_unsupported', () => {
    expect(answer(500, body(500))).toEqual(['server error']);
    expect(answer(502, body(502))).toEqual(['server error']);
    expect(answer(501, body(501, { code: 'upstream_unsupported' }))).toEqual([]);
    expect(answer(501, body(501))).toEqual(['server error']);
    expect(
      answer(501, body(501, { code: 'upstream_unsupported' }), { path: '/api/other' }),
    ).toEqual(['server error']);
  });

  it('fail an error outside the one body', () => {
    expect(answer(404, 'Not Found', { contentType: 'text/plain' })).toEqual(['error body']);
    expect(answer(400, body(401))).toEqual(['error body']);
    expect(answer(409, body(409, { paused_reason: 'x' }))).toEqual(['error body']);
    expect(answer(400, JSON.stringify({ message: 'm', statusCode: 400 }))).toEqual(['error body']);
    expect(answer(400, body(400, { missing_calls: [1] }))).toEqual(['error body']);
    expect(answer(400, '[]')).toEqual(['error body']);
  });

  it('fail a 400 that cost an upstream call', () => {
    const upstreamCalls = { 'ShopModule::listOrders': 1 };
    expect(answer(400, body(400), { upstreamCalls })).toEqual(['upstream call on 400']);
    expect(answer(200, '{}', { upstreamCalls })).toEqual([]);
  });

  it('pass a 400 conflicts_with_account that cost only reads of the account', () => {
    const conflict = body(400, { code: 'conflicts_with_account' });
    const reads = { 'ShopModule::listOrders': 1, 'PaymentModule::listPayments': 1 };
    expect(answer(400, conflict, { upstreamCalls: reads })).toEqual([]);
    const split = body(400, { code: 'vat_accounts_differ' });
    expect(answer(400, split, { upstreamCalls: reads })).toEqual([]);
    const rgs = body(400, { code: 'rgs_code_kind' });
    expect(answer(400, rgs, { upstreamCalls: reads })).toEqual([]);
    expect(answer(400, body(400), { upstreamCalls: reads })).toEqual(['upstream call on 400']);
    const write = { 'ShopModule::updateOrder': 1 };
    expect(answer(400, conflict, { upstreamCalls: write })).toEqual(['upstream call on 400']);
  });

  it('fail a 2xx in a type the operation does not document', () => {
    expect(answer(200, '<html>', { contentType: 'text/html' })).toEqual(['content type']);
  });

  it('check a HEAD answer without a body', () => {
    expect(answer(401, '', { method: 'HEAD' })).toEqual([]);
    expect(answer(401, '', { method: 'HEAD', contentType: 'text/html' })).toEqual(['error body']);
  });
});
