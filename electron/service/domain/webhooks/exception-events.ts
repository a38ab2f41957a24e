/**
 * `exception.raised`: the exceptions of the last two days (yesterday and today, on the service's
 * clock, from the day the subscription was made) that this subscription was not told before,
 * found as GET /api/exceptions finds them for the subscription's user (their rights, their
 * account's thresholds), so a receiver gets nothing that user could not see. A product's
 * state (never priced, no cost price, negative stock, price below cost) belongs to no day and
 * is not raised: it is the catalog as it is, in GET /api/exceptions. The ids told are kept
 * per subscription (data/raised-exceptions/) after the delivery is queued: a crash between
 * the two tells an exception again, under the same event id, which receivers de-duplicate on.
 */
import { createHash } from 'node:crypto';
import type { Exception } from '../../../../shared/api/exceptions.js';
import type { WebhookEvent } from '../../../../shared/api/webhooks.js';
import { addDays, formatApiTimestamp, localDateOf } from '../../../../shared/dates.js';
import type { UpstreamSession } from '../../../upstream/client.js';
import type { AuthContext } from '../../core/caller.js';
import type { Identity } from '../auth/identity.js';
import type { SubscriptionRecord } from '../../data/webhooks/outbox-state.js';
import type { ServiceDeps } from '../deps.js';
import { computeExceptions } from '../exceptions/exceptions-view.js';
import type { ExceptionDeps } from '../exceptions/find-exceptions.js';
import { readThresholds } from '../exceptions/settings.js';
import { reportScopeOf } from '../financial-report/load-report-input.js';

export type ExceptionEventDeps = ExceptionDeps &
  Pick<ServiceDeps, 'exceptionSettings' | 'raisedExceptions'>;

/** The poller reads for nobody waiting on a socket. */
const WITHOUT_CLIENT = {};

const raisedScopeOf = (subscriptionId: string): string => `webhook:${subscriptionId}`;

const eventIdOf = (subscriptionId: string, exceptionId: string): string =>
  `evt_${createHash('sha256').update(`${subscriptionId}|exception.raised|${exceptionId}`).digest('hex').slice(0, 32)}`;

/** What the poller is handed: the new events of a subscription, as its user. */
export type ExceptionEventsOf = (
  subscription: SubscriptionRecord,
  session: UpstreamSession,
  identity: Identity,
) => Promise<RaisedEvents>;

interface RaisedEvents {
  events: WebhookEvent[];
  /** Keeps the events' exceptions as told (after their delivery is queued). */
  record(): Promise<void>;
}

/** The event's body: the exception as GET /api/exceptions answers it, and its orders' link. */
const dataOf = (exception: Exception): Record<string, unknown> => ({
  ...exception,
  currency: 'EUR',
  link: exception.orders_path,
});

export async function exceptionEvents(
  deps: ExceptionEventDeps,
  subscription: Pick<SubscriptionRecord, 'id' | 'account' | 'created_at'>,
  session: UpstreamSession,
  identity: Identity,
  now: number,
): Promise<RaisedEvents> {
  // The subscription's user as a caller of GET /api/exceptions: their rights, no files.
  const auth: AuthContext = {
    kind: 'token',
    account: subscription.account,
    upstream: session,
    ...identity,
    mayWriteFiles: false,
    mayManageBookkeeping: false,
    expiresAt: null,
  };
  const today = localDateOf(now);
  const yesterday = addDays(today, -1);
  const made = localDateOf(subscription.created_at);
  const from = made > yesterday ? made : yesterday;
  const range = await reportScopeOf(deps, auth, { from, to: today });
  const thresholds = await readThresholds(deps, auth);
  const { data } = await computeExceptions(
    deps,
    auth,
    range,
    { kind: undefined, thresholds },
    WITHOUT_CLIENT,
  );
  const dated = data.filter((exception) => exception.day !== null);
  const scope = raisedScopeOf(subscription.id);
  const fresh = new Set(
    await deps.raisedExceptions.unraised(
      auth.account,
      scope,
      dated.map((exception) => exception.id),
    ),
  );
  const told = dated.filter((exception) => fresh.has(exception.id));
  return {
    events: told.map((exception) => ({
      id: eventIdOf(subscription.id, exception.id),
      type: 'exception.raised',
      occurred_at: formatApiTimestamp(now),
      data: dataOf(exception),
    })),
    record: () =>
      deps.raisedExceptions.record(
        auth.account,
        scope,
        told.map((exception) => exception.id),
        now,
      ),
  };
}
