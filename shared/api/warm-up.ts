/**
 * The warm-up (GET /api/warm-up): after a login the service reads the caller's data ahead of
 * any ask — the catalog with its prices, the reference lists, then the orders, payments and
 * day closings of the last 13 months, newest first — so that screens and reports answer from
 * the service's own store. This says how far it has come for the caller's partition (the
 * users whom the platform gives the same rights share one).
 */
import { z } from 'zod';

export const warmUpQuerySchema = z.strictObject({});

export const warmUpStateSchema = z
  .object({
    state: z.enum(['off', 'not_started', 'reading', 'paused', 'failed', 'done', 'stopped']).meta({
      description:
        '`off`: the service reads nothing ahead (`--warm-up off`, or no read model). ' +
        '`not_started`: no login has started it yet. `reading` (every month ready: it reads ' +
        'what changed while it ran, its last step); `paused` (see `paused_for`: ' +
        'it goes on by itself); `failed`: the service’s store of the data failed (GET ' +
        '/healthz says why) and is made again, after which it starts again by itself; ' +
        '`done`: it has read every month it could (`months` says ' +
        'which are held; the reads keep them up to date); `stopped`: the platform ended ' +
        'the session it read with, or its user logged out (the next login starts it again).',
    }),
    paused_for: z
      .enum(['user_reads', 'platform_unreachable', 'other_service'])
      .nullable()
      .meta({
        description:
          "`user_reads`: it waits while a user's read waits for the platform. " +
          '`platform_unreachable`: it tries again by itself, later and later. ' +
          '`other_service`: what is left another service on the same database ' +
          '(`--database-url`) is reading for the same users now; it waits for that rather ' +
          'than read it twice, and reads it itself should that service stop.',
      }),
    catalog_ready: z.boolean().meta({ description: 'The catalog with its prices is held.' }),
    reference_ready: z.boolean().meta({ description: 'The reference lists are held.' }),
    months_ready: z
      .number()
      .int()
      .meta({
        description:
          'Months whose orders, payments and day closings are held, with every figure summed: ' +
          'a question about them is answered from the store at once.',
      }),
    months_total: z.number().int().meta({ description: 'Months it reads (13 by default).' }),
    seconds_left: z
      .number()
      .int()
      .nullable()
      .meta({
        description:
          'About how long until every month is ready, at the pace of this run so far; null ' +
          'until this run has made a month ready, and once it is done or not reading.',
      }),
    months: z
      .array(
        z.object({
          month: z.string().meta({ description: 'YYYY-MM (Amsterdam), newest first' }),
          ready: z.boolean(),
        }),
      )
      .meta({
        description:
          'Each month it reads. A report over ready months answers from the store at once; ' +
          'one over months not ready reads them first (X-Progress-Id shows how far).',
      }),
  })
  .meta({ id: 'WarmUpState' });
export type WarmUpState = z.infer<typeof warmUpStateSchema>;

/** What a service that reads nothing ahead answers. */
export const WARM_UP_OFF: WarmUpState = {
  state: 'off',
  paused_for: null,
  catalog_ready: false,
  reference_ready: false,
  months_ready: 0,
  months_total: 0,
  seconds_left: null,
  months: [],
};
