/**
 * What /healthz says about the upstream: the last known state, not a fresh call per request.
 * Guards the upstream and the health check itself: a health check polled every second by
 * many clients made as many upstream calls, unauthenticated, and took the upstream's full
 * timeout (15 s) to answer while it hung. Now a request that finds the state older than
 * `maxAgeMs` starts one probe in the background (never two at once), bounded by
 * `probeTimeoutMs`, and answers at once with what is known and how old it is. Every call the
 * service makes tells it too (`heard`): a platform that stopped answering reads as degraded
 * from the first call that found it so, not from the next probe.
 */
import type { Clock } from '../core/clock.js';

type UpstreamState = 'ok' | 'degraded' | 'unknown';

export interface HealthTiming {
  /** A state older than this makes the next request start a probe. */
  maxAgeMs: number;
  /** A probe that takes longer counts as degraded. */
  probeTimeoutMs: number;
}

const DEFAULT_HEALTH_TIMING: HealthTiming = { maxAgeMs: 5_000, probeTimeoutMs: 3_000 };

interface UpstreamHealthReport {
  upstream: UpstreamState;
  /** When the state was established (epoch ms), or null before the first probe ended. */
  checkedAt: number | null;
}

/** Asks the upstream once, for an account; resolves 'ok' or 'degraded', never rejects. */
export type UpstreamProbe = (account: string, signal: AbortSignal) => Promise<'ok' | 'degraded'>;

export class UpstreamHealth {
  private state: UpstreamState = 'unknown';
  private checkedAt: number | null = null;
  private inFlight: AbortController | null = null;
  private readonly timing: HealthTiming;

  constructor(
    private readonly probe: UpstreamProbe,
    private readonly clock: Clock,
    timing: Partial<HealthTiming> = {},
    /** The account probed until a call of the service's names one (heard). */
    private account: string = 'demo',
  ) {
    this.timing = { ...DEFAULT_HEALTH_TIMING, ...timing };
  }

  /**
   * What a call of the service's showed, as it ended: the platform answered it, or could not
   * be reached. /healthz says so at once, and probes the account the service last used.
   */
  heard(reached: boolean, account: string): void {
    this.state = reached ? 'ok' : 'degraded';
    this.checkedAt = this.clock.now();
    this.account = account;
  }

  /** The last known state; starts a background probe when it is stale. Never waits. */
  report(): UpstreamHealthReport {
    const stale =
      this.checkedAt === null || this.clock.now() - this.checkedAt >= this.timing.maxAgeMs;
    if (stale) this.refresh();
    return { upstream: this.state, checkedAt: this.checkedAt };
  }

  /** Cancels a probe under way (on shutdown). */
  stop(): void {
    this.inFlight?.abort();
  }

  private refresh(): void {
    if (this.inFlight) return;
    const controller = new AbortController();
    this.inFlight = controller;
    const timer = setTimeout(() => controller.abort(), this.timing.probeTimeoutMs);
    // A probe still under way must not keep the process alive.
    timer.unref();
    void this.probe(this.account, controller.signal)
      .catch((): 'degraded' => 'degraded')
      .then((state) => {
        clearTimeout(timer);
        this.inFlight = null;
        this.state = controller.signal.aborted ? 'degraded' : state;
        this.checkedAt = this.clock.now();
      });
  }
}
