/**
 * Delivers the outbox: each pending batch is POSTed, signed, to its subscription's URL; a
 * 2xx answer marks it delivered, anything else (status, timeout, refused connection) schedules
 * a retry with a doubling back-off until it gives up. At least once: a batch is marked only
 * after the receiver accepted it, so a crash in between sends it again (same delivery_id and
 * event ids). Redirects are not followed, so a receiver cannot bounce us to another host.
 */
import type { FastifyBaseLogger } from 'fastify';
import { SIGNATURE_HEADER, type WebhookBatch } from '../../../shared/api/webhooks.js';
import { formatApiTimestamp } from '../../../shared/dates.js';
import type { Clock } from '../clock.js';
import type { DeliveryRecord, SubscriptionRecord, WebhookOutbox } from './outbox.js';
import { signatureHeader } from './signer.js';

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

export const backoffMs = (timing: DispatcherTiming, attempts: number): number =>
  Math.min(timing.maxBackoffMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));

export class WebhookDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly outbox: WebhookOutbox,
    /** A paused subscription's deliveries wait (pausing.ts). */
    private readonly isActive: (subscription: SubscriptionRecord) => boolean,
    private readonly clock: Clock,
    private readonly timing: DispatcherTiming,
    private readonly log: FastifyBaseLogger,
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
    await Promise.allSettled(this.inFlight.values());
  }

  /** Starts every due delivery not already under way. */
  tick(): void {
    if (this.stopping.signal.aborted) return;
    for (const delivery of this.outbox.due(this.clock.now())) {
      const subscription = this.outbox.subscription(delivery.subscription_id);
      if (subscription && this.isActive(subscription)) void this.deliver(delivery);
    }
  }

  /** One attempt now (or joins the attempt under way). */
  deliver(delivery: DeliveryRecord): Promise<void> {
    const running = this.inFlight.get(delivery.id);
    if (running) return running;
    const attempt = this.attempt(delivery)
      .catch((error: unknown) => {
        this.log.error(
          { err: error, delivery: delivery.id },
          'webhook delivery bookkeeping failed',
        );
      })
      .finally(() => this.inFlight.delete(delivery.id));
    this.inFlight.set(delivery.id, attempt);
    return attempt;
  }

  private async attempt(delivery: DeliveryRecord): Promise<void> {
    const subscription = this.outbox.subscription(delivery.subscription_id);
    if (!subscription || !this.isActive(subscription) || delivery.status !== 'pending') return;
    const now = this.clock.now();
    const batch: WebhookBatch = {
      delivery_id: delivery.id,
      account: delivery.account,
      sent_at: formatApiTimestamp(now),
      events: delivery.events,
    };
    const body = JSON.stringify(batch);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(subscription.url, {
        method: 'POST',
        redirect: 'manual',
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
      statusCode = response.status;
      await response.body?.cancel();
      if (statusCode < 200 || statusCode >= 300) error = `the receiver answered HTTP ${statusCode}`;
    } catch (cause) {
      if (this.stopping.signal.aborted) return; // Shutting down: the delivery stays pending.
      error =
        cause instanceof Error && cause.name === 'TimeoutError'
          ? 'the receiver did not answer in time'
          : 'the receiver could not be reached';
    }
    const attempts = delivery.attempts + 1;
    const finished = error === null ? 'delivered' : attempts >= this.timing.maxAttempts && 'failed';
    // One small journal line per attempt; the outbox updates the record the caller holds.
    await this.outbox.recordAttempt(delivery.id, {
      attempts,
      last_attempt_at: now,
      last_status_code: statusCode,
      last_error: error,
      status: finished || 'pending',
      next_attempt_at: finished ? null : this.clock.now() + backoffMs(this.timing, attempts),
    });
  }
}
