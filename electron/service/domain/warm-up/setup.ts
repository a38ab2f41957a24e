/** The service's warm-up (warm-up.ts) from its dependencies: app.ts builds it with the model. */
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import type { ReadModel } from '../../data/read-model/read-model.js';
import {
  loadLocations,
  loadPaymentMethods,
  loadProductGroupsIfOffered,
  loadShops,
  loadTaxRates,
} from '../reference/loaders.js';
import { HOME_COUNTRY } from '../reference/home-country.js';
import { sumMonthAhead } from './sum-ahead.js';
import { DEFAULT_WARM_UP, WarmUps, type WarmUpSettings } from './warm-up.js';

/** The lists the screens read on most calls, read one after another (they are small). */
async function loadReference(deps: ServiceDeps, auth: AuthContext): Promise<void> {
  await loadShops(deps, auth);
  await loadLocations(deps, auth);
  await loadPaymentMethods(deps, auth);
  await loadProductGroupsIfOffered(deps, auth);
  await loadTaxRates(deps, auth, HOME_COUNTRY);
}

export function warmUpsFor(
  deps: ServiceDeps,
  model: ReadModel,
  settings: Partial<WarmUpSettings> | undefined,
): WarmUps | null {
  const resolved = { ...DEFAULT_WARM_UP, ...settings };
  if (!resolved.enabled) return null;
  return new WarmUps(
    {
      model,
      upstream: deps.upstream,
      clock: deps.clock,
      log: deps.log,
      loadReference: (auth) => loadReference(deps, auth),
      sumMonth: (auth, month, work) => sumMonthAhead(deps, auth, month, work),
    },
    resolved,
  );
}
