/** POST /api/auth/login, POST /api/auth/refresh, POST /api/auth/logout, GET /api/me. */
import { z } from 'zod';

const requiredText = (description: string) =>
  z
    .string({ message: 'must be a string' })
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(320, {
      message: 'is longer than 320 characters',
    })
    .meta({ description });

export const loginRequestSchema = z
  .strictObject({
    account: requiredText('The platform account name, e.g. "demo".').regex(
      /^[a-z0-9][a-z0-9-]{0,62}$/i,
      {
        message: 'must be an account name of letters, digits and dashes',
      },
    ),
    email: requiredText("The user's e-mail address."),
    password: z
      .string({ message: 'must be a string' })
      .min(1, { message: 'must not be empty' })
      .max(1024, { message: 'is longer than 1024 characters' }),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenSchema = z
  .object({
    token: z.string().meta({ description: 'Opaque bearer token.' }),
    expires_at: z.number().int().meta({ description: 'Unix timestamp of expiry.' }),
    expires_in: z.number().int().meta({ description: 'Seconds until expiry (1800).' }),
  })
  .meta({ id: 'Token' });
export type Token = z.infer<typeof tokenSchema>;

export const meSchema = z
  .object({
    account: z.string(),
    user: z.object({
      id: z.number().int().nullable(),
      email: z.string(),
      name: z.string().nullable(),
    }),
    roles: z.array(z.string()).nullable().meta({ description: 'Null when unknown.' }),
    locked_location_id: z.number().int().nullable().meta({
      description: 'Null: not locked, or unknown when `unknown` names it.',
    }),
    unknown: z.array(z.string()).meta({
      description:
        'Fields the platform did not tell (user.id, user.name, roles, locked_location_id), ' +
        'when it offers no session-info call. The platform still enforces the rights.',
    }),
    token_expires_at: z.number().int().nullable().meta({ description: 'Null for API keys.' }),
    data_as_of: z
      .string()
      .nullable()
      .meta({
        description:
          'When the data the read model holds for the caller was last known to equal the ' +
          "platform's (ISO 8601, UTC): the oldest of its parts. Null when it holds nothing yet " +
          'or the read model is off. Each answer says its own in the X-Data-As-Of header.',
      }),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

export const logoutSchema = z
  .object({
    logged_out: z.literal(true),
    paused_webhooks: z.number().int().meta({
      description:
        "The user's webhook subscriptions this logout paused (`paused_reason: user_logged_out`).",
    }),
  })
  .meta({ id: 'Logout' });
export type Logout = z.infer<typeof logoutSchema>;
