/**
 * Delivers the outbox: each pending batch is POSTed, signed, to its subscription's URL; a
 * 2xx answer marks it delivered, anything else (status, no answer at all) schedules
 * a retry with a doubling back-off until it gives up. At least once: a batch is marked only
 * after the receiver accepted it, so a crash in between sends it again (same delivery_id and
 * event ids). Redirects are not followed, so a receiver cannot bounce us to another host, and
 * every connection's address is checked against the receiver policy (receiver-post.ts).
 * The store holds each attempt (store.ts): on a shared database one instance attempts a
 * delivery at a time, and a subscription's deliveries go in order.
 */
import type { ServiceLog } from '../../core/log.js';
import { SIGNATURE_HEADER, type WebhookBatch } from '../../../../shared/api/webhooks.js';
import { formatApiTimestamp } from '../../../../shared/dates.js';
import type { Clock } from '../../core/clock.js';
import type {
  AttemptResult,
  DeliveryRecord,
  SubscriptionRecord,
} from '../../data/webhooks/outbox-state.js';
import { UNREACHABLE, type ReceiverClient } from './receiver-post.js';
import { signatureHeader } from './signer.js';
import type { DueDelivery, WebhookStore } from '../../data/webhooks/store.js';

export interface DispatcherTiming {
  /** How often due deliveries are looked for. */
  tickMs: number;
  /** First retry after this; doubles per attempt, capped at maxBackoffMs. */
  retryBaseMs: number;
  maxBackoffMs: number;
  /** Attempts before a delivery is marked failed. */
  maxAttempts: number;
  requestTimeoutMs: number;
}

export const DEFAULT_DISPATCHER_TIMING: DispatcherTiming = {
  tickMs: 1_000,
  retryBaseMs: 10_000,
  maxBackoffMs: 3_600_000,
  maxAttempts: 12,
  requestTimeoutMs: 10_000,
};

const backoffMs = (timing: DispatcherTiming, attempts: number): number =>
  Math.min(timing.maxBackoffMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));

export class WebhookDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Map<string, Promise<DeliveryRecord | undefined>>();
  private readonly stopping = new AbortController();
  /** The look for due deliveries under way; ticks meanwhile join it. */
  private looking: Promise<void> | null = null;
  private lookAgain = false;

  constructor(
    private readonly store: WebhookStore,
    /** A paused subscription's deliveries wait (pausing.ts). */
    private readonly isActive: (subscription: SubscriptionRecord) => boolean,
    /** Sends to receivers, checking their addresses on every connection (receiver-post.ts). */
    private readonly receivers: ReceiverClient,
    private readonly clock: Clock,
    private readonly timing: DispatcherTiming,
    private readonly log: ServiceLog,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.timing.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopping.abort();
    await this.looking;
    await Promise.allSettled(this.inFlight.values());
    this.receivers.close();
  }

  /** Starts every due delivery not already under way, as many at once as the store holds. */
  tick(): void {
    if (this.stopping.signal.aborted) return;
    if (this.looking) {
      // Asked again meanwhile (a poll queued more): look once more when this look ends.
      this.lookAgain = true;
      return;
    }
    this.lookAgain = false;
    this.looking = this.store
      .due(this.clock.now())
      .then(
        (due) => {
          for (const { delivery, subscription } of due) {
            if (this.stopping.signal.aborted) return;
            if (this.inFlight.size >= this.store.attemptsAtOnce) return;
            if (this.isActive(subscription)) void this.deliver(delivery.id);
          }
        },
        (error: unknown) => {
          this.log.warn({ err: error }, 'could not look for due webhook deliveries');
        },
      )
      .finally(() => {
        this.looking = null;
        if (this.lookAgain) this.tick();
      });
  }

  /**
   * One attempt now (or joins the attempt under way here); the delivery as recorded after
   * it, or undefined when it was not attempted (not due, or another instance has it).
   */
  deliver(id: string): Promise<DeliveryRecord | undefined> {
    const running = this.inFlight.get(id);
    if (running) return running;
    const attempt = this.store
      .attempt(id, this.clock.now(), (due) => this.attempt(due))
      .catch((error: unknown) => {
        this.log.error({ err: error, delivery: id }, 'webhook delivery bookkeeping failed');
        return undefined;
      })
      .finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, attempt);
    return attempt;
  }

  /** POSTs the batch once; what to record, or null when nothing was attempted. */
  private async attempt({ delivery, subscription }: DueDelivery): Promise<AttemptResult | null> {
    // Stopping meanwhile: the aborted request fails at once and nothing is recorded (below).
    if (!this.isActive(subscription)) return null;
    const now = this.clock.now();
    const batch: WebhookBatch = {
      delivery_id: delivery.id,
      account: delivery.account,
      sent_at: formatApiTimestamp(now),
      events: delivery.events,
    };
    const body = JSON.stringify(batch);
    const outcome = await this.receivers.post(subscription.url, {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'BackOfficeDesk-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(subscription.secret, Math.floor(now / 1000), body),
        'X-Backoffice-Delivery': delivery.id,
      },
      body,
      signal: AbortSignal.any([
        this.stopping.signal,
        AbortSignal.timeout(this.timing.requestTimeoutMs),
      ]),
    });
    const { statusCode } = outcome;
    let error: string | null = null;
    if (outcome.unreachable !== null) {
      if (this.stopping.signal.aborted) return null; // Shutting down: the delivery stays pending.
      // One message whatever the reason, so a ping is no port scanner; the reason is logged.
      this.log.info(
        { delivery: delivery.id, subscription: subscription.id, reason: outcome.unreachable },
        'webhook receiver gave no answer',
      );
      error = UNREACHABLE;
    } else if (outcome.statusCode < 200 || outcome.statusCode >= 300) {
      error = `the receiver answered HTTP ${outcome.statusCode}`;
    }
    const attempts = delivery.attempts + 1;
    const finished = error === null ? 'delivered' : attempts >= this.timing.maxAttempts && 'failed';
    return {
      attempts,
      last_attempt_at: now,
      last_status_code: statusCode,
      last_error: error,
      status: finished || 'pending',
      next_attempt_at: finished ? null : this.clock.now() + backoffMs(this.timing, attempts),
    };
  }
}
