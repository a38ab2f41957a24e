/**
 * What the runs of every scheduled feature (the month pack, the morning digest, the
 * bookkeeping postings) share: whose a run is (its owner: the platform account and the user),
 * who asks for one over HTTP, and the reason a run stops when the service stops.
 */
import type { AuthContext } from '../../core/caller.js';
import type { Owner } from '../../data/files/schedules-and-runs.js';

/** Who asks, as the routes know them: the caller and their own Authorization header. */
export interface RunCaller {
  auth: AuthContext;
  authorization: string;
}

/** The owner of the caller's runs and schedule: their account and user. */
export const ownerOf = (auth: AuthContext): Owner => ({
  account: auth.account,
  user: auth.user.key,
});

/** The abort reason of runs stopped because the service is stopping. */
export class ServiceStopping extends Error {
  override name = 'ServiceStopping';
  constructor() {
    super('the service stopped during the run');
  }
}
