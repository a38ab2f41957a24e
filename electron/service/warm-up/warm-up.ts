/**
 * Warm before asked (docs/decisions/0072-warm-up.md): after a login, the read model of the
 * user's partition is filled in the background, in the order a user most likely asks: the
 * catalog with its prices, the reference lists, then orders (with their payments) and day
 * closings of the last `months` months, newest month first. Each step is the load a user's
 * read would make (read-model.ts `warmCatalog`, `warmMonth`), so what it stores is what the
 * reads answer from, and a report whose months are held answers without asking the platform.
 *
 * Its calls pass the warm-up budget (budget.ts: a few at a time, a rate cap, none while a
 * user's call waits for the platform). A user who asks for what a step is reading stops that
 * step and reads it at a user's pace (shared-loads.ts); the step runs again later and finds
 * the data held. A platform that cannot be reached pauses the run, which tries again by
 * itself, later and later; a session the platform has ended stops it (the next login starts
 * it again). What is held is in the model's store, so with a data folder a restart goes on
 * where the last run stopped: held months are not read again.
 */
import type { FastifyBaseLogger } from 'fastify';
import { localDateOf } from '../../../shared/dates.js';
import { WARM_UP_OFF, type WarmUpState } from '../../../shared/api/warm-up.js';
import type { UpstreamClient } from '../../upstream/client.js';
import { CallSlots } from '../../upstream/call-slots.js';
import { UpstreamAuthError, UpstreamTransportError } from '../../upstream/errors.js';
import { linkedAbort } from '../../upstream/linked-abort.js';
import { YieldedToUser, type UpstreamWork } from '../../upstream/work.js';
import type { AuthContext } from '../caller.js';
import type { Clock } from '../clock.js';
import type { MonthKey } from '../read-model/months.js';
import { partitionOf, type PartitionKey } from '../read-model/partition.js';
import type { ReadModel } from '../read-model/read-model.js';
import { WarmUpBudget } from './budget.js';

export interface WarmUpSettings {
  enabled: boolean;
  /** Warm-up calls in flight at most, over all partitions. */
  callsAtOnce: number;
  /** Warm-up calls started a second at most. */
  callsPerSecond: number;
  /** Months of orders and day closings, the current one included. */
  months: number;
  /** The first wait after the platform could not be reached; it doubles up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
}

export const DEFAULT_WARM_UP: WarmUpSettings = {
  enabled: true,
  callsAtOnce: 2,
  callsPerSecond: 60,
  months: 13,
  retryFirstMs: 1_000,
  retryMaxMs: 30_000,
};

/** The `count` months up to the one `now` is in, newest first. */
export function lastMonths(now: number, count: number): MonthKey[] {
  const [year, month] = localDateOf(now).split('-').map(Number) as [number, number];
  const months: MonthKey[] = [];
  for (let back = 0; back < count; back += 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** What the warm-up works with (app.ts hands it the service's). */
export interface WarmUpDeps {
  model: ReadModel;
  upstream: UpstreamClient;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Reads the reference lists the screens use, through the read source (reference/loaders.ts). */
  loadReference(auth: AuthContext, work: UpstreamWork): Promise<void>;
}

type Step = { kind: 'catalog' } | { kind: 'reference' } | { kind: 'month'; month: MonthKey };

class PartitionRun {
  state: 'reading' | 'paused' | 'done' | 'stopped' = 'reading';
  pausedFor: 'platform_unreachable' | null = null;
  catalogReady = false;
  referenceReady = false;
  readonly months: MonthKey[];
  readonly ready = new Set<MonthKey>();
  /** Ends when the run has. */
  done: Promise<void> = Promise.resolve();

  constructor(
    private auth: AuthContext,
    private readonly owner: WarmUps,
  ) {
    this.months = lastMonths(owner.deps.clock.now(), owner.settings.months);
  }

  /** A newer session of the partition (a new login): the run goes on with it. */
  useSession(auth: AuthContext): void {
    this.auth = auth;
  }

  start(): void {
    this.state = 'reading';
    this.done = this.owner.deps.upstream.traffic.inBackground(this.owner.budget, () =>
      this.run().catch((error: unknown) => {
        this.state = 'stopped';
        this.owner.deps.log.warn({ err: error }, 'the warm-up stopped');
      }),
    );
  }

  private async run(): Promise<void> {
    const { model } = this.owner.deps;
    // What an earlier run (before a restart, with a data folder) left held is not read again.
    this.catalogReady = await model.holdsCatalog(this.auth);
    for (const month of await model.heldMonths(this.auth, this.months)) this.ready.add(month);
    const steps: Step[] = [
      { kind: 'catalog' },
      { kind: 'reference' },
      ...this.months.map((month): Step => ({ kind: 'month', month })),
    ];
    for (const step of steps) {
      if (this.isDone(step)) continue;
      if (!(await this.runStep(step))) return;
    }
    this.state = 'done';
  }

  private isDone(step: Step): boolean {
    if (step.kind === 'catalog') return this.catalogReady;
    if (step.kind === 'reference') return this.referenceReady;
    return this.ready.has(step.month);
  }

  /** Runs a step until it is done; false when the run is to stop. */
  private async runStep(step: Step): Promise<boolean> {
    let retryMs = this.owner.settings.retryFirstMs;
    for (;;) {
      const closed = this.owner.signal;
      if (closed.aborted) return false;
      const controller = linkedAbort(closed);
      const work: UpstreamWork = {
        signal: controller.signal,
        slots: new CallSlots(this.owner.budget.callsAtOnce),
        yieldToUser: () => controller.abort(new YieldedToUser()),
      };
      try {
        await this.read(step, work);
        this.state = 'reading';
        this.pausedFor = null;
        this.markDone(step);
        return true;
      } catch (error) {
        if (closed.aborted) return false;
        // A user took the step over; run it again: it finds the data held, or waits for
        // the user's read of it.
        if (controller.signal.reason instanceof YieldedToUser) continue;
        if (error instanceof UpstreamTransportError) {
          this.state = 'paused';
          this.pausedFor = 'platform_unreachable';
          if (!(await this.owner.wait(retryMs))) return false;
          retryMs = Math.min(retryMs * 2, this.owner.settings.retryMaxMs);
          continue;
        }
        if (error instanceof UpstreamAuthError) {
          // The session ended: nothing more can be read with it until the next login.
          this.state = 'stopped';
          this.pausedFor = null;
          return false;
        }
        // Any other failure is this step's: logged, and the run goes on with the next.
        this.owner.deps.log.warn({ err: error, step: step.kind }, 'a warm-up step failed');
        return true;
      } finally {
        controller.release();
      }
    }
  }

  private async read(step: Step, work: UpstreamWork): Promise<void> {
    const { model, loadReference } = this.owner.deps;
    if (step.kind === 'catalog') await model.warmCatalog(this.auth, work);
    else if (step.kind === 'reference') await loadReference(this.auth, work);
    else await model.warmMonth(this.auth, step.month, work);
  }

  private markDone(step: Step): void {
    if (step.kind === 'catalog') this.catalogReady = true;
    else if (step.kind === 'reference') this.referenceReady = true;
    else this.ready.add(step.month);
  }

  snapshot(): WarmUpState {
    return {
      state: this.state,
      paused_for:
        this.pausedFor ??
        (this.owner.budget.yieldingToUsers && this.state === 'reading' ? 'user_reads' : null),
      catalog_ready: this.catalogReady,
      reference_ready: this.referenceReady,
      months_ready: this.months.filter((month) => this.ready.has(month)).length,
      months_total: this.months.length,
      months: this.months.map((month) => ({ month, ready: this.ready.has(month) })),
    };
  }
}

/** The warm-up runs of the service, one per partition. */
export class WarmUps {
  readonly budget: WarmUpBudget;
  private readonly runs = new Map<PartitionKey, PartitionRun>();
  private readonly controller = new AbortController();

  constructor(
    readonly deps: WarmUpDeps,
    readonly settings: WarmUpSettings,
  ) {
    this.budget = new WarmUpBudget(settings);
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** After a login: warms the user's partition, unless a run for it is going or done. */
  loggedIn(auth: AuthContext): void {
    if (!this.settings.enabled || this.signal.aborted) return;
    const key = partitionOf(auth);
    const run = this.runs.get(key);
    if (run) {
      run.useSession(auth);
      if (run.state === 'stopped') run.start();
      return;
    }
    const fresh = new PartitionRun(auth, this);
    this.runs.set(key, fresh);
    fresh.start();
  }

  /** What the caller's partition's warm-up has made ready. */
  stateOf(auth: AuthContext): WarmUpState {
    if (!this.settings.enabled) return WARM_UP_OFF;
    return this.runs.get(partitionOf(auth))?.snapshot() ?? NOT_STARTED;
  }

  /** Waits `ms` (real time: a pause for the platform); false when the service closes first. */
  async wait(ms: number): Promise<boolean> {
    const { signal } = this;
    if (signal.aborted) return false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
    return !signal.aborted;
  }

  async close(): Promise<void> {
    this.controller.abort();
    await Promise.all([...this.runs.values()].map((run) => run.done));
  }
}

const NOT_STARTED: WarmUpState = { ...WARM_UP_OFF, state: 'not_started' };
