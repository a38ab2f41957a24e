/**
 * One partition's warm-up run (warm-up.ts says what it reads and why): its steps in order,
 * each run again after a user took it over or while the platform cannot be reached, and what
 * it has made ready, as GET /api/warm-up shows it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WarmUpState } from '../../../../shared/api/warm-up.js';
import type { UpstreamClient } from '../../../upstream/client.js';
import { CallSlots } from '../../../upstream/call-slots.js';
import { UpstreamAuthError, UpstreamTransportError } from '../../../upstream/errors.js';
import { linkedAbort } from '../../../upstream/linked-abort.js';
import { YieldedToUser, type UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';
import type { Clock } from '../../core/clock.js';
import type { MonthKey } from '../../data/read-model/months.js';
import type { ReadModel } from '../../data/read-model/read-model.js';
import type { WarmUpBudget } from './budget.js';
import { lastMonths, type WarmUpSettings } from './settings.js';

/** What the warm-up works with (app.ts hands it the service's). */
export interface WarmUpDeps {
  model: ReadModel;
  upstream: UpstreamClient;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Reads the reference lists the screens use, through the read source (reference/loaders.ts). */
  loadReference: (auth: AuthContext, work: UpstreamWork) => Promise<void>;
}

/** What a run is given by the service's warm-up (WarmUps). */
export interface RunOwner {
  readonly deps: WarmUpDeps;
  readonly settings: WarmUpSettings;
  readonly budget: WarmUpBudget;
  /** Aborted when the service closes. */
  readonly signal: AbortSignal;
}

/** Waits `ms` (real time: a pause for the platform); false when `signal` aborts first. */
async function pause(ms: number, signal: AbortSignal): Promise<boolean> {
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

type Step = { kind: 'catalog' } | { kind: 'reference' } | { kind: 'month'; month: MonthKey };

export class PartitionRun {
  state: 'reading' | 'paused' | 'failed' | 'done' | 'stopped' = 'reading';
  pausedFor: 'platform_unreachable' | null = null;
  catalogReady = false;
  referenceReady = false;
  readonly months: MonthKey[];
  readonly ready = new Set<MonthKey>();
  /** Ends when the run has. */
  done: Promise<void> = Promise.resolve();
  private stopper = new AbortController();
  /** Aborted when the service closes or the run is stopped. */
  private signal: AbortSignal = this.stopper.signal;

  constructor(
    private auth: AuthContext,
    private readonly owner: RunOwner,
  ) {
    this.months = lastMonths(owner.deps.clock.now(), owner.settings.months);
  }

  /** A newer session of the partition (a new login): the run goes on with it. */
  useSession(auth: AuthContext): void {
    this.auth = auth;
  }

  /** Stops the run (its user logged out); the partition's next login starts it again. */
  stop(): void {
    this.stopper.abort();
  }

  /** The user whose session the run reads with. */
  get user(): { account: string; key: string } {
    return { account: this.auth.account, key: this.auth.user.key };
  }

  start(): void {
    this.stopper = new AbortController();
    this.signal = AbortSignal.any([this.owner.signal, this.stopper.signal]);
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
    // The database starts once the service is idle (plugins/open-when-idle.ts): not opened
    // here, so a login's first answers do not share the machine with its start.
    if (!model.store.answering && !(await this.untilStoreOpen())) {
      this.state = 'stopped';
      return;
    }
    // What an earlier run (before a restart, with a data folder) left held is not read again.
    this.catalogReady = await model.warm.holdsCatalog(this.auth);
    for (const month of await model.warm.heldMonths(this.auth, this.months)) this.ready.add(month);
    const all: Step[] = [
      { kind: 'catalog' },
      { kind: 'reference' },
      ...this.months.map((month): Step => ({ kind: 'month', month })),
    ];
    const steps = all.filter((step) => !this.isDone(step));
    // Two steps at a time, in order: while one waits for the store or reads its last page,
    // the other keeps the budget's calls busy (the budget, not this, bounds the calls).
    const run = { stopped: false };
    const worker = async () => {
      for (let step = steps.shift(); step && !run.stopped; step = steps.shift()) {
        if (!(await this.runStep(step))) run.stopped = true;
      }
    };
    await Promise.all([worker(), worker()]);
    // Stopped: the session ended, the user logged out, or the service closes.
    this.state = run.stopped ? 'stopped' : 'done';
    this.pausedFor = null;
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
      if (this.closed()) return false;
      const controller = linkedAbort(this.signal);
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
        if (this.closed()) {
          this.state = 'stopped';
          return false;
        }
        // A user took the step over; run it again: it finds the data held, or waits for
        // the user's read of it.
        if (controller.signal.reason instanceof YieldedToUser) continue;
        if (error instanceof UpstreamTransportError) {
          this.state = 'paused';
          this.pausedFor = 'platform_unreachable';
          if (!(await pause(retryMs, this.signal))) return false;
          retryMs = Math.min(retryMs * 2, this.owner.settings.retryMaxMs);
          continue;
        }
        if (this.owner.deps.model.store.state === 'failed') {
          // The store failed under the step: it waits until the store is made again.
          if (!(await this.untilStoreOpen())) return false;
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

  /**
   * Waits until the model's store is open; `failed` while it has failed (it is made again by
   * itself: store-opener.ts), then reading again. False when the run is stopped meanwhile.
   */
  private async untilStoreOpen(): Promise<boolean> {
    const { store } = this.owner.deps.model;
    const stopped = new Promise<void>((resolve) =>
      this.signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    await Promise.race([store.whenSettled(), stopped]);
    if (!this.closed() && store.state === 'failed') {
      this.state = 'failed';
      await Promise.race([store.whenOpen(), stopped]);
    }
    if (this.closed()) return false;
    this.state = 'reading';
    return true;
  }

  /** Whether the service closes or the run was stopped (a function: TS narrows a field). */
  private closed(): boolean {
    return this.signal.aborted;
  }

  private async read(step: Step, work: UpstreamWork): Promise<void> {
    const { model } = this.owner.deps;
    if (step.kind === 'catalog') await model.warm.catalog(this.auth, work);
    else if (step.kind === 'reference') await this.owner.deps.loadReference(this.auth, work);
    else await model.warm.month(this.auth, step.month, work);
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
