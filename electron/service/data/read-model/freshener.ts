/**
 * Catches a partition's subjects up (catch-up.ts) for one read and notes the answer's age. A
 * caller whose session the platform has not vouched for within the sync interval runs a
 * catch-up of their own, with their session: data that other users keep fresh is never shown
 * to a session the platform has ended (it answers 401 instead, as without the model).
 */
import type { UpstreamSession } from '../../../upstream/client.js';
import { UpstreamTransportError } from '../../../upstream/errors.js';
import { inBackgroundWork } from '../../../upstream/traffic.js';
import type { AuthContext } from '../../core/caller.js';
import type { Clock } from '../../core/clock.js';
import type { BackgroundWork } from './background.js';
import type { FirstReads } from './first-reads.js';
import { CatchUps, type CatchUp } from './catch-up.js';
import type { ReadWork } from './data-age.js';
import type { PartitionKey } from './partition.js';
import type { SharedLoads } from './shared-loads.js';

/** What the subjects' modules need to catch up and read whole (read-model.ts owns them). */
export interface SyncTools {
  freshener: Freshener;
  background: BackgroundWork;
  firstLoads: SharedLoads;
  firstReads: FirstReads;
  clock: Clock;
  fullRefreshMs: number;
  closingsIntervalMs: number;
}

export class Freshener {
  private readonly catchUps: CatchUps;
  /** When the platform last answered a read made with each session. */
  private readonly vouched = new WeakMap<UpstreamSession, number>();
  /** Each session's check under way (checkBy): what another read may wait for instead. */
  private readonly checks = new WeakMap<UpstreamSession, Promise<unknown>>();

  constructor(
    private readonly clock: Clock,
    private readonly syncIntervalMs: number,
  ) {
    this.catchUps = new CatchUps(clock, syncIntervalMs);
  }

  async freshen(
    context: { auth: AuthContext; partition: PartitionKey },
    subject: string,
    asOf: number | null,
    work: ReadWork,
    catchUp: CatchUp,
    /**
     * `intervalMs`: how old it may be, when longer than the sync interval. `checksSession`
     * false: a subject always read beside one that checks (day closings, beside the orders),
     * so it need not be read again with the caller's session.
     */
    options: { intervalMs?: number; checksSession?: boolean } = {},
  ): Promise<void> {
    const ownRun = options.checksSession !== false && this.needsCheck(context.auth);
    const { intervalMs } = options;
    const freshness = await this.catchUps.freshen(
      { key: `${context.partition}:${subject}`, asOf, age: work.age, ownRun, intervalMs },
      catchUp,
    );
    if (ownRun && !freshness.stale) this.vouch(context.auth, freshness.asOf);
    work.age?.note(freshness.asOf, freshness.stale);
  }

  /**
   * For an answer from rows no catch-up runs for (a first whole read still being stored): the
   * platform vouches for the caller's session, when due, by answering `read` made with it.
   * Unreachable, the answer is marked stale, as a catch-up's would be.
   */
  async check(auth: AuthContext, work: ReadWork, read: () => Promise<unknown>): Promise<void> {
    if (!this.needsCheck(auth)) return;
    const at = this.clock.now();
    try {
      await this.checkBy(auth, read, { awaitable: false });
    } catch (error) {
      if (!(error instanceof UpstreamTransportError)) throw error;
      work.age?.note(at, true);
    }
  }

  needsCheck(auth: AuthContext): boolean {
    const vouchedAt = this.vouched.get(auth.upstream);
    return vouchedAt === undefined || this.clock.now() - vouchedAt >= this.syncIntervalMs;
  }

  /**
   * `read`, made with the caller's session, checks it: once the platform answers, it has vouched
   * for the session. Until then, when `awaitable` and made for a user, another read due a
   * check may wait for it (checkUnderWay).
   */
  checkBy<T>(
    auth: AuthContext,
    read: () => Promise<T>,
    { awaitable }: { awaitable: boolean },
  ): Promise<T> {
    const at = this.clock.now();
    const check = read().then((result) => {
      this.vouch(auth, at);
      return result;
    });
    // A background read (the warm-up's) gives way to the users' calls before it is made: a
    // user's read never waits behind it.
    if (!awaitable || inBackgroundWork()) return check;
    this.checks.set(auth.upstream, check);
    const forget = () => {
      if (this.checks.get(auth.upstream) === check) this.checks.delete(auth.upstream);
    };
    check.then(forget, forget);
    return check;
  }

  /**
   * The caller's session's check under way, if any: a read due a check waits for its outcome
   * rather than making a second (reference-model.ts: what a failure of it means for that read).
   * Only whole platform reads that wait for nothing else check this way, so a wait never comes
   * round to itself.
   */
  checkUnderWay(auth: AuthContext): Promise<unknown> | undefined {
    return this.checks.get(auth.upstream);
  }

  /** The platform answered a read made with the caller's session at `at`. */
  vouch(auth: AuthContext, at: number): void {
    this.vouched.set(auth.upstream, at);
  }
}
