/**
 * The cost prices of some products, from where the read source would read them: with a model
 * (read-source.ts `modelFor`), every product's as the model holds them, one list read whole
 * as a reference list is (read-model/reference-model.ts), since price rows have no update
 * time to follow; so a question asked again asks the platform nothing for them, and when the
 * platform cannot be reached the held list answers, marked stale. Without one, the products'
 * own rows from the platform (docs/decisions/0119-cost-prices-in-the-model.md).
 */
import type { Amount } from '../../../shared/money.js';
import type { UpstreamClient } from '../../upstream/client.js';
import type { AuthContext } from '../core/caller.js';
import { costMapOf, costPricesOfProducts, everyCostPrice } from './platform/cost-prices.js';
import type { ReadWork } from './read-model/data-age.js';
import type { ReadModel } from './read-model/read-model.js';

export async function costPricesFor(
  platform: { upstream: UpstreamClient },
  model: ReadModel | null,
  auth: AuthContext,
  productIds: readonly number[],
  work: ReadWork,
): Promise<Map<number, Amount>> {
  if (!model) return costPricesOfProducts(platform, auth, productIds, work);
  const load = () => everyCostPrice(platform, auth);
  return costMapOf(await model.reference(auth, 'cost-prices', load, work, { long: true }));
}
