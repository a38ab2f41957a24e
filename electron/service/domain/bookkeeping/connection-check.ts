/**
 * Whether the account's connection works now, and what is wrong in a word a screen can say if
 * not (the token refused or lacking a permission, the subscription, a session refused, the
 * administration gone, the package not answering, too many requests), with the package's own
 * words cleaned to the free-text rule.
 */
import type { BookkeepingCheck, ConnectionProblem } from '../../../../shared/api/bookkeeping.js';
import { cleanPackageText } from '../../../../shared/api/stored-text.js';
import { PackageFailure, type PackageClient } from '../../data/bookkeeping/package-client.js';

/**
 * That the token may read and write documents, not only list administrations: a lookup of a
 * reference no entry has (Moneybird answers a token without `documents` 401 "No access to
 * documents": PackageFailure `permission`), so a token made without it is refused here, not on
 * every posting run after.
 */
export async function proveAccess(client: PackageClient, now: number): Promise<void> {
  const today = new Date(now).toISOString().slice(0, 10);
  await client.find('BOD-ACCESS-CHECK', today, today);
}

const PROBLEMS: Partial<Record<PackageFailure['kind'], ConnectionProblem>> = {
  unauthorized: 'token_refused',
  permission: 'token_permission',
  payment_required: 'package_subscription',
  session: 'session_refused',
  not_found: 'administration_gone',
  transport: 'unreachable',
  server: 'unreachable',
  rate_limited: 'rate_limited',
};

/** Whether the connection of `client` works now; what is wrong, in a word a screen can say, if not. */
export async function checkConnection(
  client: PackageClient,
  now: number,
): Promise<BookkeepingCheck> {
  try {
    const administration = await client.administration();
    await client.ledgers();
    await proveAccess(client, now);
    return {
      ok: true,
      problem: null,
      message: null,
      period_locked_until: administration.periodLockedUntil,
    };
  } catch (error) {
    if (!(error instanceof PackageFailure)) throw error;
    return {
      ok: false,
      problem: PROBLEMS[error.kind] ?? 'package_error',
      message: cleanPackageText(error.message),
      period_locked_until: null,
    };
  }
}
