/**
 * Features and the platform calls they need. Calls we only assume the platform has
 * (calls.ts, evidence `assumed`) are tried once per account before a feature runs: a platform
 * that answers "unknown function" makes the feature answer 501 `upstream_unsupported`, naming
 * the feature and the missing call, instead of failing half-way or answering an empty list.
 * The client remembers the answer per account (call-support.ts), so this costs one small call
 * per assumed call and account.
 */
import type { Capability, FeatureKey, FeatureStatus } from '../../../shared/api/capabilities.js';
import { callLabel, type UpstreamCallName } from '../../upstream/calls.js';
import { inList, where } from '../../upstream/filters.js';
import type { UpstreamFilter } from '../../upstream/filters.js';
import { UpstreamTransportError, UpstreamUnsupportedError } from '../../upstream/errors.js';
import type { AuthContext } from '../core/caller.js';
import { upstreamUnsupported } from '../core/errors.js';
import type { ServiceDeps } from './deps.js';
import { keysOf } from '../../../shared/guards.js';

/** The platform the calls are tried on (and its client, which remembers the answers). */
type CapabilityDeps = Pick<ServiceDeps, 'upstream'>;

type AssumedCall =
  | 'sessionInfo'
  | 'listProductPrices'
  | 'listProductGroups'
  | 'listOrders'
  | 'listPayments'
  | 'listDayClosings';

interface FeatureSpec {
  /** Names the feature in a 501's message. */
  label: string;
  description: string;
  calls: readonly AssumedCall[];
  /** What still works without the calls; absent: nothing (the endpoints answer 501). */
  without?: string;
}

const FEATURES: Record<FeatureKey, FeatureSpec> = {
  identity: {
    label: 'User details',
    description: 'The user name, roles and locked location (GET /api/me).',
    calls: ['sessionInfo'],
    without:
      'Login works; GET /api/me reports them as unknown, and the platform alone enforces ' +
      "the user's rights.",
  },
  price_rows: {
    label: 'All price rows',
    description:
      'Every price row of a product, with quantity tiers, purchase and cost prices ' +
      '(GET /api/product-prices).',
    calls: ['listProductPrices'],
    without: 'The prices embedded in each product: regular, discount and deposit.',
  },
  turnover_groups: {
    label: 'Turnover groups',
    description: 'Turnover groups (GET /api/turnover-groups) and the group of each product.',
    calls: ['listProductGroups'],
  },
  orders: {
    label: 'Order lists',
    description:
      'Order lists: GET /api/discount-orders, GET /api/orders, GET /api/orders/delta, ' +
      'order.updated webhooks and the slow movers (GET /api/slow-movers).',
    calls: ['listOrders'],
  },
  order_payments: {
    label: 'Payments of an order',
    description: 'The payments in an order detail (GET /api/orders/{id}).',
    calls: ['listPayments'],
    without: 'The order detail with `payments: null` (not known).',
  },
  financial_report: {
    label: 'Financial report',
    description:
      'The financial report (GET /api/financial-report), the VAT return made of it ' +
      '(GET /api/vat-return), the till closings (GET /api/day-closings), the Today ' +
      'screen’s figures (GET /api/dashboard, GET /api/sales-by-hour) and the sales per ' +
      'product (GET /api/product-sales).',
    calls: ['listOrders', 'listPayments', 'listDayClosings'],
  },
};

const probes = new WeakMap<CapabilityDeps, Map<string, Promise<void>>>();

/**
 * A filter that matches nothing, on a field the feature itself filters by, for each list
 * call tried: every list answer counts its rows (`total`), and counting every payment of an
 * account's history costs a platform seconds where a look-up by an id that does not exist
 * costs nothing. Turnover groups are few; they are asked for one without a filter.
 */
const NOTHING: Partial<Record<AssumedCall, UpstreamFilter[]>> = {
  listProductPrices: [inList('product_id', [0])],
  listOrders: [inList('id', [0])],
  listPayments: [inList('order_id', [0])],
  listDayClosings: [where('date', '<', '1970-01-01')],
};

/**
 * One small call. The client records what it shows: an answer means the platform has the
 * call, "unknown function" that it has not. A platform that cannot be reached proves
 * neither: the feature runs, and its reads answer from what the read model holds (marked
 * stale) or fail as the platform does; the next request tries again. Any other failure (a
 * refusal, a session the platform ended) fails the request that needed the feature.
 */
async function tryOnce(deps: CapabilityDeps, auth: AuthContext, call: AssumedCall) {
  try {
    if (call === 'sessionInfo') await deps.upstream.sessionInfo(auth.upstream);
    else await deps.upstream.list(call, auth.upstream, { limit: 1, filters: NOTHING[call] ?? [] });
  } catch (error) {
    if (!(error instanceof UpstreamUnsupportedError || error instanceof UpstreamTransportError)) {
      throw error;
    }
  }
}

/** Tries the calls not yet tried for this account; concurrent askers share one try. */
async function settle(deps: CapabilityDeps, auth: AuthContext, calls: readonly AssumedCall[]) {
  const running = probes.get(deps) ?? new Map<string, Promise<void>>();
  probes.set(deps, running);
  await Promise.all(
    calls
      .filter((call) => deps.upstream.support.statusOf(auth.account, call) === 'untried')
      .map((call) => {
        const key = `${auth.account}\u0000${call}`;
        let probe = running.get(key);
        if (!probe) {
          probe = tryOnce(deps, auth, call).finally(() => running.delete(key));
          running.set(key, probe);
        }
        return probe;
      }),
  );
}

/** The calls of a feature this account's platform does not offer (after trying them). */
async function missingCallsOf(
  deps: CapabilityDeps,
  auth: AuthContext,
  feature: FeatureKey,
): Promise<UpstreamCallName[]> {
  const { calls } = FEATURES[feature];
  await settle(deps, auth, calls);
  return calls.filter(
    (call) => deps.upstream.support.statusOf(auth.account, call) === 'unsupported',
  );
}

const unsupportedError = (auth: AuthContext, feature: FeatureKey, calls: string[]) =>
  upstreamUnsupported(
    `${FEATURES[feature].label}: not available for account ${auth.account}, because its ` +
      `platform does not offer ${calls.join(', ')}`,
    feature,
    calls,
  );

/** True when the feature works in full; for features that degrade (`without`). */
export async function offers(
  deps: CapabilityDeps,
  auth: AuthContext,
  feature: FeatureKey,
  /** `untried: true`: a call never tried counts as offered (the caller's read tries it). */
  options: { untried?: boolean } = {},
): Promise<boolean> {
  if (options.untried) {
    return FEATURES[feature].calls.every(
      (call) => deps.upstream.support.statusOf(auth.account, call) !== 'unsupported',
    );
  }
  return (await missingCallsOf(deps, auth, feature)).length === 0;
}

/**
 * Runs a feature's work, or answers 501 when the platform lacks a call it needs. A call that
 * turns out missing during the work (its first try) is answered the same way.
 */
export async function withFeature<T>(
  deps: CapabilityDeps,
  auth: AuthContext,
  feature: FeatureKey,
  work: () => Promise<T>,
): Promise<T> {
  const missing = await missingCallsOf(deps, auth, feature);
  if (missing.length > 0) throw unsupportedError(auth, feature, missing.map(callLabel));
  try {
    return await work();
  } catch (error) {
    if (error instanceof UpstreamUnsupportedError) {
      throw unsupportedError(auth, feature, [error.call]);
    }
    throw error;
  }
}

/** Every feature's status for this account, trying each assumed call once. */
export async function capabilitiesOf(
  deps: CapabilityDeps,
  auth: AuthContext,
): Promise<Capability[]> {
  const keys = keysOf(FEATURES);
  const missing = await Promise.all(keys.map((key) => missingCallsOf(deps, auth, key)));
  return keys.map((feature, index) => {
    const spec = FEATURES[feature];
    const calls = missing[index] ?? [];
    const status: FeatureStatus =
      calls.length === 0 ? 'available' : spec.without ? 'limited' : 'unavailable';
    return {
      feature,
      status,
      description: spec.description,
      missing_calls: calls.map(callLabel),
      without: spec.without ?? null,
    };
  });
}
