/**
 * What the ledger mapping is checked against and named from: the account's turnover groups
 * (none when its platform offers no group list), its tax-rate registry and its payment
 * methods, read through the reference loaders (cached per user, like every reference list).
 */
import type { ProductGroupRecord, TaxRateRecord } from '../../core/model/reference.js';
import { offers } from '../capabilities.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import {
  loadAllTaxRates,
  loadPaymentMethods,
  loadProductGroupsIfOffered,
} from '../reference/loaders.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';
import { HOME_COUNTRY } from '../reference/home-country.js';
import { loadUsedKeys, NOTHING_USED, type UsedKeys, type WarmUpView } from './used-keys.js';

export interface MappingReference {
  /** The platform account, to name in messages. */
  account: string;
  /** False when the platform offers no turnover-group list: group ids cannot be checked. */
  groupsOffered: boolean;
  groups: readonly ProductGroupRecord[];
  /** The whole registry, every country: an order may carry a foreign rate (an import). */
  taxRates: readonly TaxRateRecord[];
  methods: readonly ResolvedPaymentMethod[];
  /** The rates and payment types the orders of the last 13 months use (used-keys.ts). */
  used: UsedKeys;
}

type MappingReferenceDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'clock'>;

/**
 * `used`: also what the orders of the last 13 months use (for the mapping screen and its API;
 * the journal checks its own period's orders itself), the months the caller's warm-up has not
 * made ready left to it (`warmUp`; null: read here).
 */
export async function loadMappingReference(
  deps: MappingReferenceDeps,
  auth: AuthContext,
  used: { warmUp: WarmUpView | null } | null = null,
): Promise<MappingReference> {
  const [groups, taxRates, methods] = await Promise.all([
    loadProductGroupsIfOffered(deps, auth),
    loadAllTaxRates(deps, auth),
    loadPaymentMethods(deps, auth),
  ]);
  // Asked after the read, which is what tries the group call where it was never tried.
  const groupsOffered = await offers(deps, auth, 'turnover_groups', { untried: true });
  const keys = used ? await loadUsedKeys(deps, auth, methods, used.warmUp) : NOTHING_USED;
  return { account: auth.account, groupsOffered, groups, taxRates, methods, used: keys };
}

export const isDutchRate = (rate: TaxRateRecord): boolean =>
  rate.country_iso2.toUpperCase() === HOME_COUNTRY;
