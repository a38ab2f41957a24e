/**
 * What a login starts in the background, with the session it opened: the warm-up (reading the
 * user's data ahead, domain/warm-up/) and the daily stock snapshots
 * (domain/stock-value/snapshot-timer.ts). Both need the read model and are on unless the
 * warm-up is off (`--warm-up off`: nothing is read ahead); a logout withdraws the user's
 * session from both, and from the model (it keeps the account's orders fresh for a locked user).
 */
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../core/caller.js';
import type { ReadModel } from '../data/read-model/read-model.js';
import type { ServiceDeps } from '../domain/deps.js';
import { DEFAULT_SCHEDULE_TIMING } from '../domain/scheduling/scheduler.js';
import { SnapshotTimer } from '../domain/stock-value/snapshot-timer.js';
import { DEFAULT_WARM_UP } from '../domain/warm-up/settings.js';
import { warmUpsFor } from '../domain/warm-up/setup.js';
import type { WarmUps } from '../domain/warm-up/warm-up.js';
import type { ServiceSetup } from './setup.js';

export function loginFollowers(
  app: FastifyInstance,
  deps: ServiceDeps,
  model: ReadModel | null,
  setup: Pick<ServiceSetup, 'warmUp' | 'monthPackTiming'>,
): { warmUps: WarmUps | null; loggedIn: (auth: AuthContext) => void } {
  if (!model) return { warmUps: null, loggedIn: () => undefined };
  const warmUps = warmUpsFor(deps, model, setup.warmUp);
  // It looks whether a day began as often as the schedules are looked at for due runs.
  const tickMs = setup.monthPackTiming?.tickMs ?? DEFAULT_SCHEDULE_TIMING.tickMs;
  const snapshotsAhead =
    setup.warmUp?.stockSnapshots ?? setup.warmUp?.enabled ?? DEFAULT_WARM_UP.enabled;
  const snapshots = snapshotsAhead ? new SnapshotTimer(deps, tickMs) : null;
  app.addHook('onClose', async () => {
    await Promise.all([warmUps?.close(), snapshots?.close()]);
  });
  // A user who logs out withdraws their session from both (it stops nothing the logout's
  // answer counts: that is the paused webhooks).
  deps.revocations.listen((revocation) => {
    if (revocation.kind === 'logout') {
      model.loggedOut(revocation.account, revocation.user);
      warmUps?.loggedOut(revocation.account, revocation.user);
      snapshots?.loggedOut(revocation.account, revocation.user);
    }
    return Promise.resolve(0);
  });
  return {
    warmUps,
    loggedIn: (auth) => {
      warmUps?.loggedIn(auth);
      snapshots?.loggedIn(auth, warmUps?.ended(auth));
    },
  };
}
