/**
 * The answers of the service's own endpoints: its health (GET /healthz) and its description
 * (GET /api/openapi.json).
 */
import { z } from 'zod';

/** The kinds of problem /healthz names; `problems` holds each at most once. */
export const HEALTH_PROBLEM_CODES = [
  'upstream_unreachable',
  'read_model_failed',
  'read_model_rebuilding',
  'data_folder_lost',
  'disk_full',
] as const;

export const healthProblemSchema = z.object({
  code: z.enum(HEALTH_PROBLEM_CODES).meta({
    description:
      '`upstream_unreachable`: the platform did not answer the last call or check (`upstream` ' +
      'is `degraded`); reads answer the data the read model holds, marked `X-Data-Stale`, and ' +
      'fail with 502 where it holds none. ' +
      '`read_model_failed`: the read model could not be opened or failed while answering; reads ' +
      'ask the platform until it is made again, by itself. ' +
      '`read_model_rebuilding`: the read model is being made again after it failed; reads ask ' +
      'the platform meanwhile. ' +
      '`data_folder_lost`: the data folder is no longer this service’s (its lock was ' +
      'emptied, removed or replaced): it writes nothing more into it until restarted. ' +
      '`disk_full`: the disk of the data folder has (almost) no room left: writes are refused ' +
      'with 507 `disk_full` until some is freed.',
  }),
  message: z.string(),
});

export type HealthProblem = z.infer<typeof healthProblemSchema>;

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']).meta({
      description:
        '`degraded`: the service answers, but something does not work as it should (the ' +
        'platform out of reach included): `problems` says what and why. `ok` only when all is well.',
    }),
    problems: z.array(healthProblemSchema).meta({ description: 'Empty while `status` is `ok`.' }),
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
