/**
 * What the ledger mapping is checked against and named from: the account's turnover groups
 * (none when its platform offers no group list), its tax-rate registry and its payment
 * methods, read through the reference loaders (cached per user, like every reference list).
 */
import type { ProductGroupRow, TaxRateRow } from '../../upstream/wire.js';
import { offers } from '../capabilities.js';
import type { AuthContext } from '../caller.js';
import type { ServiceDeps } from '../deps.js';
import {
  loadAllTaxRates,
  loadPaymentMethods,
  loadProductGroupsIfOffered,
} from '../reference/loaders.js';
import type { ResolvedPaymentMethod } from '../reference/payment-methods.js';

export interface MappingReference {
  /** The platform account, to name in messages. */
  account: string;
  /** False when the platform offers no turnover-group list: group ids cannot be checked. */
  groupsOffered: boolean;
  groups: readonly ProductGroupRow[];
  /** The whole registry, every country: an order may carry a foreign rate (an import). */
  taxRates: readonly TaxRateRow[];
  methods: readonly ResolvedPaymentMethod[];
}

export type MappingReferenceDeps = Pick<ServiceDeps, 'upstream' | 'reads'>;

export async function loadMappingReference(
  deps: MappingReferenceDeps,
  auth: AuthContext,
): Promise<MappingReference> {
  const [groups, taxRates, methods] = await Promise.all([
    loadProductGroupsIfOffered(deps, auth),
    loadAllTaxRates(deps, auth),
    loadPaymentMethods(deps, auth),
  ]);
  // Asked after the read, which is what tries the group call where it was never tried.
  const groupsOffered = await offers(deps, auth, 'turnover_groups', { untried: true });
  return { account: auth.account, groupsOffered, groups, taxRates, methods };
}

export const isDutchRate = (rate: TaxRateRow): boolean => rate.country_iso2.toUpperCase() === 'NL';
