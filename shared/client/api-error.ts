/**
 * The one error type the client throws. It carries the spec's error body so callers can
 * react on `status` and show `message` and `hint` without parsing anything again.
 */
import { errorBodySchema, type ErrorBody } from '../api/error-body.js';
import { missingMappingSchema } from '../api/ledger-mapping.js';
import { isRecord } from '../guards.js';

/** Status 0 stands for "no HTTP answer at all" (connection refused, DNS, reset). */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly hint: string | undefined;
  readonly body: ErrorBody;

  constructor(body: ErrorBody, options?: { cause?: unknown }) {
    super(body.message, options);
    this.body = body;
    this.status = body.status;
    this.code = body.code;
    this.hint = body.hint;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

const toSnakeCase = (label: string): string =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * Reads an error answer. The service always sends the spec's body; a proxy or a crashed
 * process may not, so anything else becomes a body of the same shape.
 */
export function errorBodyFrom(status: number, statusText: string, parsed: unknown): ErrorBody {
  const label = statusText || `HTTP ${status}`;
  const fallback: ErrorBody = {
    error: label,
    code: toSnakeCase(label) || `http_${status}`,
    message: label,
    status,
  };
  if (!isRecord(parsed)) return fallback;
  const text = (key: string): string | undefined =>
    typeof parsed[key] === 'string' ? parsed[key] : undefined;
  const body: ErrorBody = {
    error: text('error') ?? fallback.error,
    code: text('code') ?? (toSnakeCase(text('error') ?? '') || fallback.code),
    message: text('message') ?? fallback.message,
    status,
  };
  const hint = text('hint');
  if (hint !== undefined) body.hint = hint;
  const requestId = text('request_id');
  if (requestId !== undefined) body.request_id = requestId;
  // What a 409 ledger_mapping_incomplete lists, for a screen to name in its own words.
  const missing = missingMappingSchema.array().safeParse(parsed.missing);
  if (missing.success) body.missing = missing.data;
  if (typeof parsed.max_range_years === 'number') body.max_range_years = parsed.max_range_years;
  // The refusal's parameters, which a screen words the refusal with in its user's language.
  const params = errorBodySchema.shape.params.safeParse(parsed.params);
  if (params.success && params.data) body.params = params.data;
  const existing = parsed.existing_files;
  if (Array.isArray(existing) && existing.every((name) => typeof name === 'string')) {
    body.existing_files = existing;
  }
  return body;
}

export function networkError(cause: unknown): ApiError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(
    {
      error: 'Network Error',
      code: 'network_error',
      message: `the service did not answer: ${reason}`,
      status: NETWORK_ERROR_STATUS,
    },
    { cause },
  );
}

/** True for the DOMException (browser) or Error (Node) that fetch throws on abort. */
export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
