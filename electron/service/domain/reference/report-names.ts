/**
 * The reference lists a report names its rows with (shops, product groups, payment methods,
 * tax rates), loaded in one place for every report made of the orders: the financial report
 * and its drill-down, the till closings, the VAT return and the journal. A few small calls,
 * usually cached (reference/loaders.ts).
 */
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import {
  loadAllTaxRates,
  loadPaymentMethods,
  loadProductGroupsIfOffered,
  loadShops,
  loadTaxRates,
} from './loaders.js';
import { HOME_COUNTRY } from './home-country.js';

type NamesDeps = Pick<ServiceDeps, 'upstream' | 'reads'>;

/**
 * Which tax rates: the home country's (the report names Dutch rates), or every country's
 * (the journal posts a rate of another member state to its OSS account).
 */
type TaxRatesOf = 'home country' | 'every country';

export async function loadReportNames(deps: NamesDeps, auth: AuthContext, taxRatesOf: TaxRatesOf) {
  const [shops, productGroups, paymentMethods, taxRates] = await Promise.all([
    loadShops(deps, auth),
    loadProductGroupsIfOffered(deps, auth),
    loadPaymentMethods(deps, auth),
    taxRatesOf === 'every country'
      ? loadAllTaxRates(deps, auth)
      : loadTaxRates(deps, auth, HOME_COUNTRY),
  ]);
  return { shops, productGroups, paymentMethods, taxRates };
}

export type ReportNames = Awaited<ReturnType<typeof loadReportNames>>;
