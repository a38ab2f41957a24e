/**
 * One partition's warm-up run (warm-up.ts says what it reads and why): its steps in order,
 * each run again after a user took it over or while the platform cannot be reached, and what
 * it has made ready, as GET /api/warm-up shows it.
 */
import type { WarmUpState } from '../../../../shared/api/warm-up.js';
import { CallSlots } from '../../../upstream/call-slots.js';
import { UpstreamAuthError, UpstreamTransportError } from '../../../upstream/errors.js';
import { linkedAbort } from '../../../upstream/linked-abort.js';
import { YieldedToUser, type UpstreamWork } from '../../../upstream/work.js';
import type { AuthContext } from '../../core/caller.js';
import type { MonthKey } from '../../data/read-model/months.js';
import { lastMonths } from './settings.js';
import { snapshotOf } from './snapshot.js';
import { StepsElsewhere } from './steps-elsewhere.js';
import { pause, readStep, settles, untilStoreOpen, type RunOwner, type Step } from './steps.js';

export type { RunOwner, WarmUpDeps } from './steps.js';

export class PartitionRun {
  state: 'reading' | 'paused' | 'failed' | 'done' | 'stopped' = 'reading';
  pausedFor: 'platform_unreachable' | null = null;
  catalogReady = false;
  referenceReady = false;
  readonly months: MonthKey[];
  /** Months whose orders and day closings are held. */
  readonly held = new Set<MonthKey>();
  /** Months held with their changes and summed: answered from their sums. */
  readonly ready = new Set<MonthKey>();
  /** When this run started (real time), and how many months it has made ready since. */
  private pace = { since: 0, months: 0 };
  /** Settles whenever a month is held or the reading ends (the summing waits on it). */
  private progress = settles();
  private readingEnded = false;
  /** Steps another service on the model's database was running: looked at again later. */
  private readonly elsewhere: StepsElsewhere;
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
    this.elsewhere = new StepsElsewhere(owner.settings.elsewhereRetryMs);
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
    this.pace = { since: performance.now(), months: 0 };
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
    for (const month of await model.warm.heldMonths(this.auth, this.months)) this.held.add(month);
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
      for (let step = await this.next(steps, run); step; step = await this.next(steps, run)) {
        const outcome = await this.elsewhere.run(step, (next) => this.runStep(next));
        if (outcome === 'stop') run.stopped = true;
      }
    };
    const reading = Promise.all([worker(), worker()]).then(() => {
      this.readingEnded = true;
      this.tell();
    });
    await Promise.all([reading, this.sumInOrder(run)]);
    // What changed while the run read (new orders, above all) is read last: done is current.
    if (!run.stopped && this.ready.size === this.months.length) {
      const outcome = await this.runStep({ kind: 'changes' });
      // A catch-up ends as it does for the users it is shared with, whatever this run's stop.
      if (outcome === 'stop' || this.closed()) run.stopped = true;
    }
    // Stopped: the session ended, the user logged out, or the service closes.
    this.state = run.stopped ? 'stopped' : 'done';
    this.pausedFor = null;
  }

  /**
   * Sums each month once it is held, newest first, beside the reading: the model holds every
   * change since a month only once it holds the months after it (changes-before.ts), so a
   * month that could not be read ends the summing.
   */
  private async sumInOrder(run: { stopped: boolean }): Promise<void> {
    for (const month of this.months) {
      while (!this.held.has(month) && !this.readingEnded && !run.stopped) {
        await this.progress.promise;
      }
      if (run.stopped || !this.held.has(month)) return;
      if (this.ready.has(month)) continue;
      if ((await this.runStep({ kind: 'sums', month })) === 'stop') {
        run.stopped = true;
        return;
      }
    }
  }

  /** The next step: in order; once none is left, one another service was running. */
  private async next(steps: Step[], run: { stopped: boolean }): Promise<Step | undefined> {
    const step = run.stopped ? null : (steps.shift() ?? (await this.elsewhere.next(this.signal)));
    if (step === 'stopped') run.stopped = true;
    return step === null || step === 'stopped' || run.stopped ? undefined : step;
  }

  /** Wakes the summing up: a month was held, or the reading ended. */
  private tell(): void {
    const { resolve } = this.progress;
    this.progress = settles();
    resolve();
  }

  private isDone(step: Step): boolean {
    if (step.kind === 'catalog') return this.catalogReady;
    if (step.kind === 'reference') return this.referenceReady;
    if (step.kind === 'month') return this.held.has(step.month);
    if (step.kind === 'changes') return false;
    return this.ready.has(step.month);
  }

  /**
   * Runs a step until it is done ('stop': the run is to stop; 'elsewhere': another service on
   * the database runs it now).
   */
  private async runStep(step: Step): Promise<'done' | 'elsewhere' | 'stop'> {
    let retryMs = this.owner.settings.retryFirstMs;
    for (;;) {
      if (this.closed()) return 'stop';
      const controller = linkedAbort(this.signal);
      const work: UpstreamWork = {
        signal: controller.signal,
        slots: new CallSlots(this.owner.budget.callsAtOnce),
        yieldToUser: () => controller.abort(new YieldedToUser()),
      };
      try {
        const ran = await readStep(this.owner.deps, this.auth, step, work);
        this.state = 'reading';
        this.pausedFor = null;
        if (!ran) return 'elsewhere';
        this.markDone(step);
        return 'done';
      } catch (error) {
        if (this.closed()) {
          this.state = 'stopped';
          return 'stop';
        }
        // A user took the step over; run it again: it finds the data held, or waits for
        // the user's read of it.
        if (controller.signal.reason instanceof YieldedToUser) continue;
        if (error instanceof UpstreamTransportError) {
          this.state = 'paused';
          this.pausedFor = 'platform_unreachable';
          if (!(await pause(retryMs, this.signal))) return 'stop';
          retryMs = Math.min(retryMs * 2, this.owner.settings.retryMaxMs);
          continue;
        }
        if (this.owner.deps.model.store.state === 'failed') {
          // The store failed under the step: it waits until the store is made again.
          if (!(await this.untilStoreOpen())) return 'stop';
          continue;
        }
        if (error instanceof UpstreamAuthError) {
          // The session ended: nothing more can be read with it until the next login.
          this.state = 'stopped';
          this.pausedFor = null;
          return 'stop';
        }
        // Any other failure is this step's: logged, and the run goes on with the next.
        this.owner.deps.log.warn({ err: error, step: step.kind }, 'a warm-up step failed');
        return 'done';
      } finally {
        controller.release();
      }
    }
  }

  /** Waits until the store is open (steps.ts), `failed` meanwhile; false once stopped. */
  private async untilStoreOpen(): Promise<boolean> {
    const failed = () => (this.state = 'failed');
    const open = await untilStoreOpen(this.owner.deps.model.store, this.signal, failed);
    if (open) this.state = 'reading';
    return open;
  }

  /** Whether the service closes or the run was stopped (a function: TS narrows a field). */
  private closed(): boolean {
    return this.signal.aborted;
  }

  private markDone(step: Step): void {
    if (step.kind === 'catalog') this.catalogReady = true;
    else if (step.kind === 'reference') this.referenceReady = true;
    else if (step.kind === 'month') {
      this.held.add(step.month);
      this.tell();
    } else if (step.kind === 'sums') {
      this.ready.add(step.month);
      this.pace.months += 1;
    }
  }

  snapshot(): WarmUpState {
    const waits = { users: this.owner.budget.yieldingToUsers, others: this.elsewhere.onlyWaiting };
    return snapshotOf(this, this.pace, waits);
  }
}
