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

/**
 * Whether the service can keep secrets: the credentials a schedule runs with, the bookkeeping
 * package's API token, a webhook's credentials, all sealed under its vault key. The screens
 * that store one say so before anything is typed, with what fixes it.
 */
const credentialStorageSchema = z
  .object({
    available: z.boolean().meta({
      description:
        'false: saving a schedule (month pack, digest, postings), the bookkeeping connection ' +
        'or a webhook answers 503 `vault_unavailable`.',
    }),
    fix: z
      .enum(['vault_key', 'system_keychain'])
      .nullable()
      .meta({
        description:
          'What makes it available; null while it is. `vault_key`: the service (`serve` with ' +
          '`--data-dir`) was given no vault key: set `BACKOFFICE_VAULT_KEY` or pass ' +
          '`--vault-key-file`, and restart (README, "Vault key"). `system_keychain`: the ' +
          'desktop app found no keychain or secret service on this computer to keep its key in.',
      }),
  })
  .meta({ id: 'CredentialStorage' });
export type CredentialStorage = z.infer<typeof credentialStorageSchema>;

export const capabilitiesResponseSchema = z
  .object({
    account: z.string(),
    features: z.array(capabilitySchema),
    calls: z.array(upstreamCallSchema),
    credential_storage: credentialStorageSchema,
  })
  .meta({ id: 'Capabilities' });
export type CapabilitiesResponse = z.infer<typeof capabilitiesResponseSchema>;
