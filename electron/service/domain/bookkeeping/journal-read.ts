/**
 * The journal a posting run posts: GET /api/journal of the range, asked in process (Fastify's
 * inject, as the month pack asks its files) with the caller's authorization, so it is exactly
 * what that endpoint answers, with its rights, its location scope and the entries already
 * booked answered as booked and their changes as correction entries (decision 0080,
 * addendum). In Dutch: the descriptions go into a Dutch package. A run asks it `fresh`
 * (`Cache-Control: no-cache`: the read model catches up with the platform first), so a change
 * made a moment ago is posted, not one the model has yet to see. Its refusal (a ledger mapping
 * with a gap: 409 with `missing`) is the run's, as it came. Asked while the service closes
 * (SIGTERM during a run: Fastify takes no more injected requests), it is 503 in the one error
 * shape, never Fastify's own error as a 500; what the run claimed is settled by the next run.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { errorBodySchema, type ErrorBodyFields } from '../../../../shared/api/error-body.js';
import { journalSchema, type Journal } from '../../../../shared/api/journal.js';
import { ApiError, SHUTTING_DOWN } from '../../core/errors.js';

export interface InProcessCaller {
  app: FastifyInstance;
  /** The `Authorization` header the caller came with (or a scheduled run's). */
  authorization: string;
}

export async function readJournal(
  caller: InProcessCaller,
  range: { from: string; to: string; locationId: number | null },
  signal: AbortSignal,
  { fresh }: { fresh: boolean },
): Promise<Journal> {
  const query = new URLSearchParams({ from: range.from, to: range.to, lang: 'nl' });
  if (range.locationId !== null) query.set('location_id', String(range.locationId));
  const response = await injected(caller.app, {
    method: 'GET',
    url: `/api/journal?${query.toString()}`,
    headers: {
      authorization: caller.authorization,
      host: '127.0.0.1',
      ...(fresh ? { 'cache-control': 'no-cache' } : {}),
    },
    signal,
  });
  if (response.statusCode === 200) return journalSchema.parse(response.json());
  const body = errorBodySchema.safeParse(safeJson(response.body));
  if (!body.success)
    throw new ApiError(response.statusCode, `the journal: status ${response.statusCode}`);
  const {
    error: _error,
    code,
    message,
    status,
    hint: _hint,
    request_id: _id,
    ...fields
  } = body.data;
  throw new ApiError(status, message, {}, { code, fields: fields satisfies ErrorBodyFields });
}

/** Fastify's inject, which refuses once the service began to close: then a 503. */
async function injected(app: FastifyInstance, options: InjectOptions) {
  try {
    return await app.inject(options);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_ERR_REOPENED_CLOSE_SERVER')
      throw new ApiError(503, SHUTTING_DOWN);
    throw error;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
