/**
 * GET /api/capabilities: what this account's platform offers. The platform publishes no API
 * reference, so some calls the service uses are assumed (docs/upstream.md); each is tried
 * once per account, and a feature whose calls the platform lacks is reported here and
 * answers 501 `upstream_unsupported` rather than an empty list.
 */
import { z } from 'zod';

const FEATURE_KEYS = [
  'identity',
  'price_rows',
  'turnover_groups',
  'orders',
  'order_payments',
  'financial_report',
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

const featureStatusSchema = z.enum(['available', 'limited', 'unavailable']).meta({
  description:
    'available: works in full; limited: works with less (see `without`); unavailable: its ' +
    'endpoints answer 501 upstream_unsupported.',
});
export type FeatureStatus = z.infer<typeof featureStatusSchema>;

const capabilitySchema = z
  .object({
    feature: z.enum(FEATURE_KEYS),
    status: featureStatusSchema,
    description: z.string().meta({ description: 'What the feature is, and which endpoints.' }),
    missing_calls: z
      .array(z.string())
      .meta({ description: 'Platform calls (Module::function) the account does not offer.' }),
    without: z
      .string()
      .nullable()
      .meta({ description: 'What still works when the calls are missing; null if nothing.' }),
  })
  .meta({ id: 'Capability' });
export type Capability = z.infer<typeof capabilitySchema>;

const upstreamCallSchema = z
  .object({
    call: z.string().meta({ description: 'Module::function' }),
    evidence: z.enum(['recorded', 'public-code', 'assumed']),
    status: z.enum(['offered', 'unsupported', 'untried']).meta({
      description: 'As this account has answered; recorded and public calls are not probed.',
    }),
  })
  .meta({ id: 'UpstreamCall' });

export const capabilitiesResponseSchema = z
  .object({
    account: z.string(),
    features: z.array(capabilitySchema),
    calls: z.array(upstreamCallSchema),
  })
  .meta({ id: 'Capabilities' });
export type CapabilitiesResponse = z.infer<typeof capabilitiesResponseSchema>;
