/**
 * The ledger mapping of the caller's platform account: read (what GET /api/ledger-mapping
 * answers, and what the journal posts by) and replaced whole (PUT), checked against the
 * account's own groups, rates and payment types (mapping-rules.ts).
 */
import type { LedgerMapping, LedgerMappingInput } from '../../../../shared/api/ledger-mapping.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { AuthContext } from '../../core/caller.js';
import type { ServiceDeps } from '../deps.js';
import { badRequest, forbidden, refusal } from '../../core/errors.js';
import { loadMappingReference } from './mapping-reference.js';
import { accountProblem, bodyProblem } from './mapping-rules.js';
import { mappingView } from './mapping-view.js';
import type { WarmUpView } from './used-keys.js';

type LedgerMappingDeps = Pick<ServiceDeps, 'upstream' | 'reads' | 'ledgerMappings' | 'clock'>;

/**
 * The screen's and the API's view also lists every rate and payment type the last 13 months'
 * orders use (used-keys.ts reads those months when not yet held), but those the caller's
 * warm-up is reading now (`warmUp`; null: none runs). Absent: the account's own lists only.
 */
export interface UsedListing {
  used?: { warmUp: WarmUpView | null };
}

/**
 * The account's mapping with every group, Dutch rate, payment type and single role named,
 * the defaults filled in and what is missing listed.
 */
export async function readLedgerMapping(
  deps: LedgerMappingDeps,
  auth: AuthContext,
  { used }: UsedListing = {},
): Promise<LedgerMapping> {
  const reference = await loadMappingReference(deps, auth, used);
  return mappingView(reference, await deps.ledgerMappings.get(auth.account));
}

/**
 * A user limited to one location sees part of the account; the mapping is the whole
 * account's books, so only a user who is not limited may change it. When the platform does
 * not say who is limited (no session info), the service cannot tell, and lets the change be.
 */
function assertMayChangeMapping(auth: AuthContext): void {
  if (auth.lockedLocationId === null) return;
  throw forbidden(
    `the ledger mapping is the whole account's; you are limited to location ` +
      `${auth.lockedLocationId}, so you may read it but not change it`,
  );
}

/** Replaces the account's whole mapping after checking it; answers as readLedgerMapping. */
export async function replaceLedgerMapping(
  deps: LedgerMappingDeps,
  auth: AuthContext,
  input: LedgerMappingInput,
  { used }: UsedListing = {},
): Promise<LedgerMapping> {
  assertMayChangeMapping(auth);
  // What the body shows on its own is refused before the account's lists are read.
  const inBody = bodyProblem(input);
  if (inBody) throw badRequest(inBody.message);
  const reference = await loadMappingReference(deps, auth, used);
  const current = await deps.ledgerMappings.get(auth.account);
  const found = accountProblem(input, reference, current?.mapping ?? null);
  if (found) {
    throw refusal(400, found.code ?? 'conflicts_with_account', found.message, found.params);
  }
  const stored = await deps.ledgerMappings.replace(
    auth.account,
    input,
    formatApiTimestamp(deps.clock.now()),
  );
  return mappingView(reference, stored);
}
