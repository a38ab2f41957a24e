/**
 * Errors the service answers with. Routes throw an ApiError; the error plugin turns it (and
 * every other failure) into the spec's body `{error, code, message, status, hint?}`.
 */
import { STATUS_CODES } from 'node:http';
import type { ErrorBodyFields, RefusalParams } from '../../../shared/api/error-body.js';
import type { RunError } from '../../../shared/api/run-error.js';
import { fieldOf } from '../../../shared/guards.js';

const LOGIN_HINT = 'Log in again with POST /api/auth/login';

/** What a request hears while the service closes (503): from the door, or from a run it started. */
export const SHUTTING_DOWN = 'the service is shutting down; try again when it is back';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /**
     * Replaces the snake_case status label as `code`, and adds fields to the body: only
     * fields the error body documents (ErrorBody in shared/api/error-body.ts), so the one error
     * shape cannot grow a field the OpenAPI document does not name.
     */
    readonly detail: { code?: string; fields?: ErrorBodyFields } = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, message);

/**
 * A refusal with its own code and the parameters a client words it with in its user's
 * language (`params`); `message` stays the English reason for logs and support.
 */
export const refusal = (status: number, code: string, message: string, params?: RefusalParams) =>
  new ApiError(status, message, {}, { code, ...(params ? { fields: { params } } : {}) });
export const unauthorized = (message: string) =>
  new ApiError(401, message, { 'WWW-Authenticate': 'Bearer realm="backoffice"' });
export const forbidden = (message: string) => new ApiError(403, message);

/** A range whose first day is after its last: 400 `from_after_to`, with both days. */
export const fromAfterTo = (from: string, to: string, where: 'field' | 'query parameter') =>
  refusal(400, 'from_after_to', `${where} 'from' (${from}) is after 'to' (${to})`, { from, to });

/**
 * A password given in a body (not the caller's session) that the platform refused: 403
 * `wrong_password`. A 401 would tell a client its session ended, and to log the user out.
 */
export const wrongPassword = (message = 'the password is not right') =>
  refusal(403, 'wrong_password', message);
export const notFound = (message: string) => new ApiError(404, message);
export const badGateway = (message: string) => new ApiError(502, message);

/** The platform of this account does not offer the calls a feature needs. */
export const upstreamUnsupported = (message: string, feature: string, missingCalls: string[]) =>
  new ApiError(
    501,
    message,
    {},
    { code: 'upstream_unsupported', fields: { feature, missing_calls: missingCalls } },
  );

/**
 * The disk the service keeps its data on is full: the data folder's (Node's ENOSPC, or EDQUOT
 * when the user's quota is), or the database server's (SQLSTATE 53100 `disk_full`). Every
 * store writes before it holds a change (data/files/kept-file.ts; a database commits or not),
 * so nothing was changed, and the answer says so (docs/decisions/0098-disk-first-and-one-holder.md).
 */
export function isDiskFull(error: unknown): boolean {
  const code = fieldOf(error, 'code');
  return code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
}

/** 507 `disk_full`, for a write a full disk refused. */
export const diskFull = () =>
  new ApiError(
    507,
    'the disk the service keeps its data on is full: nothing was changed; free some space ' +
      'and try again',
    {},
    { code: 'disk_full' },
  );

/** A run's failure as its log keeps it: status, code, message and the refusal's parameters. */
export const runError = (failure: ApiError): RunError => ({
  status: failure.status,
  code: failure.detail.code ?? statusCode(failure.status),
  message: failure.message,
  ...(failure.detail.fields?.params ? { params: failure.detail.fields.params } : {}),
});

/** "Bad Request" for 400: the title-case label. */
export const statusLabel = (status: number): string => STATUS_CODES[status] ?? 'Error';

/** "bad_request" for 400: the snake_case label. */
export const statusCode = (status: number): string =>
  statusLabel(status)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * The one error body. Built here rather than in the error plugin because answers written
 * below Fastify (the HTTP parser's errors, straight onto the socket) must have it too.
 */
export function errorBody(
  status: number,
  message: string,
  requestId: string,
  detail: ApiError['detail'] = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    error: statusLabel(status),
    code: detail.code ?? statusCode(status),
    message,
    status,
    ...detail.fields,
    request_id: requestId,
  };
  if (status === 401) body.hint = LOGIN_HINT;
  return body;
}
