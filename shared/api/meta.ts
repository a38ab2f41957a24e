/**
 * The answers of the service's own endpoints: its health (GET /healthz) and its description
 * (GET /api/openapi.json).
 */
import { z } from 'zod';

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']).meta({
      description:
        '`degraded`: the service answers, but something it keeps does not work as it should: ' +
        '`problems` says what and why.',
    }),
    problems: z
      .array(
        z.object({
          code: z.enum(['read_model_failed', 'data_folder_lost']).meta({
            description:
              '`read_model_failed`: the read model could not be opened or failed while ' +
              'answering; reads ask the platform until it is made again, by itself. ' +
              '`data_folder_lost`: the data folder is no longer this service’s (its lock was ' +
              'emptied, removed or replaced): it writes nothing more into it until restarted.',
          }),
          message: z.string(),
        }),
      )
      .meta({ description: 'Empty while `status` is `ok`.' }),
    version: z.string(),
    upstream: z.enum(['ok', 'degraded', 'unknown']).meta({
      description:
        'The last known upstream state; `unknown` until the first check has ended (a request starts one).',
    }),
    upstream_checked_at: z.string().nullable().meta({
      description: 'When that state was established (ISO 8601, UTC); null while `unknown`.',
    }),
    upstream_age_ms: z.number().int().nullable().meta({
      description: 'How old that state is, in milliseconds; null while `unknown`.',
    }),
    read_model: z
      .object({
        engine: z.enum(['pglite', 'postgres']),
        state: z.enum(['starting', 'ready', 'failed']).meta({
          description:
            '`starting` while the embedded database starts beside the service (a few seconds; ' +
            'reads ask the platform meanwhile), `failed` when it could not be opened or failed ' +
            'while answering (reads ask the platform; it is made again by itself).',
        }),
        failure: z
          .string()
          .nullable()
          .meta({ description: 'Why it failed last; null unless `failed`.' }),
      })
      .nullable()
      .meta({ description: 'The local read model reads answer from; null when it is off.' }),
    demo_platform: z.boolean().meta({
      description:
        'The upstream is the embedded demo platform, whose accounts are public (README): the ' +
        'login page then says how to log in to it.',
    }),
  })
  .meta({ id: 'Health' });

/**
 * The interface's version, which the OpenAPI document's `info.version` carries: the service
 * specification gives it (1.0.0), and clients check it. The app's own version is another
 * number (`/healthz`'s `version`).
 */
export const API_VERSION = '1.0.0';

/** The OpenAPI document, described by its outline only (it describes itself). */
export const openApiDocumentSchema = z
  .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
  .meta({ id: 'OpenApiDocument' });
