/**
 * The fuzzer's oracles, for one answer. Each returns what is wrong, empty when nothing is:
 * (a) no 5xx: the demo platform has no faults injected, so any 5xx is the service's own
 *     failure; only 501 `upstream_unsupported` passes, and only where the operation
 *     documents a 501;
 * (b) every non-2xx answer is the one error body (docs/api.md "Errors"): JSON content type,
 *     exactly the ErrorBody fields with their types, `status` equal to the HTTP status;
 * (c) a request answered 400 cost no upstream call, but where only the platform's data can
 *     judge: 400 `conflicts_with_account`, `vat_accounts_differ` and `rgs_code_kind` cost the
 *     reads of the account's lists they were checked against (a wrong password, judged by a
 *     login, is a 403);
 * (d) a 2xx answer comes in a content type its operation documents.
 */
import type { ApiSpec, JsonSchema, Operation } from './spec.js';

export type FailureKind =
  | 'server error'
  | 'error body'
  | 'upstream call on 400'
  | 'content type'
  | 'no answer'
  | 'service log error';

export interface Finding {
  kind: FailureKind;
  detail: string;
}

interface Checked {
  method: string;
  path: string;
  status: number;
  contentType: string;
  text: string;
  upstreamCalls: Record<string, number>;
}

const mediaType = (contentType: string) => contentType.split(';')[0]?.trim().toLowerCase() ?? '';

const operationOf = (spec: ApiSpec, method: string, path: string): Operation | undefined =>
  spec.operations.find((op) => op.path === path && op.method === method);

function parseError(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
    return 'the body is JSON but not an object';
  } catch {
    return `the body is not JSON: ${JSON.stringify(text.slice(0, 120))}`;
  }
}

function typeMatches(value: unknown, schema: JsonSchema): boolean {
  switch (schema.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return (
        Array.isArray(value) &&
        (!schema.items || value.every((v) => typeMatches(v, schema.items ?? {})))
      );
    default:
      return true;
  }
}

/** (b): the error body's problems, empty when it is exactly the one shape. */
export function errorBodyProblems(
  errorBody: JsonSchema,
  status: number,
  contentType: string,
  text: string,
  head: boolean,
): string[] {
  const problems: string[] = [];
  if (mediaType(contentType) !== 'application/json') {
    problems.push(`content type ${JSON.stringify(contentType)}, not application/json`);
  }
  if (head) return problems;
  const body = parseError(text);
  if (typeof body === 'string') return [...problems, body];
  const properties = errorBody.properties ?? {};
  for (const key of errorBody.required ?? []) {
    if (!(key in body)) problems.push(`no '${key}'`);
  }
  for (const [key, value] of Object.entries(body)) {
    const schema = properties[key];
    if (!schema) problems.push(`unexpected field '${key}'`);
    else if (!typeMatches(value, schema)) problems.push(`'${key}' is ${JSON.stringify(value)}`);
  }
  if (body.status !== status)
    problems.push(`status ${JSON.stringify(body.status)} in a ${status} answer`);
  return problems;
}

export function check(spec: ApiSpec, answer: Checked): Finding[] {
  const findings: Finding[] = [];
  const operation = operationOf(spec, answer.method, answer.path);
  const head = answer.method === 'HEAD';
  const body = head ? null : parseError(answer.text);
  const code = body && typeof body === 'object' ? body.code : undefined;

  if (answer.status >= 500) {
    const documented501 =
      answer.status === 501 &&
      code === 'upstream_unsupported' &&
      operation?.statuses.has(501) === true;
    if (!documented501) {
      findings.push({
        kind: 'server error',
        detail: `${answer.status} ${answer.text.slice(0, 300)}`,
      });
    }
  }
  if (answer.status < 200 || answer.status >= 300) {
    const problems = errorBodyProblems(
      spec.errorBody,
      answer.status,
      answer.contentType,
      answer.text,
      head,
    );
    if (problems.length > 0) {
      findings.push({ kind: 'error body', detail: `${answer.status}: ${problems.join('; ')}` });
    }
  } else if (operation && !head && !operation.successTypes.has(mediaType(answer.contentType))) {
    findings.push({
      kind: 'content type',
      detail: `${answer.status} in ${JSON.stringify(answer.contentType)}; documented: ${[...operation.successTypes].join(', ')}`,
    });
  }
  const calls = Object.values(answer.upstreamCalls).reduce((sum, count) => sum + count, 0);
  if (answer.status === 400 && calls > 0 && !judgedOnPlatformData(code, answer.upstreamCalls)) {
    findings.push({ kind: 'upstream call on 400', detail: JSON.stringify(answer.upstreamCalls) });
  }
  return findings;
}

/** The ledger mapping's 400s found against the account's lists (ledger-mapping.ts). */
const ACCOUNT_CONFLICTS: readonly unknown[] = [
  'conflicts_with_account',
  'vat_accounts_differ',
  'rgs_code_kind',
];

/** A 400 that only the platform's data could judge, at the cost of the calls that judged it. */
function judgedOnPlatformData(code: unknown, upstreamCalls: Record<string, number>): boolean {
  const called = Object.entries(upstreamCalls);
  return ACCOUNT_CONFLICTS.includes(code) && called.every(([name]) => READS.test(name));
}

/** The platform's reads (`ShopModule::listOrders`), as the account's lists are loaded. */
const READS = /::(?:list|get)[A-Z]/u;
