/**
 * Yesterday's stock snapshot taken without a request, the first moment the service can
 * (docs/stock-value.md): after a login, once the read model's database is open (the session
 * the warm-up reads with, the same way: warm-up/warm-up.ts); just after Amsterdam midnight
 * while the service runs; and within a tick of a wake after the machine slept through one
 * (day-timer.ts). A service that was off takes the missed day's at its next login: until then
 * it holds no session the platform would answer. Each partition is taken with the latest
 * session it was logged into with, until that user logs out or the platform ends the
 * session. Services on one PostgreSQL database take one a day between them
 * (data/read-model/stock-snapshots.ts); a request that needs yesterday's before this has taken
 * it takes it itself (daily-snapshot.ts), in turn with this.
 */
import { UpstreamAuthError } from '../../../upstream/errors.js';
import type { AuthContext } from '../../core/caller.js';
import { partitionOf, type PartitionKey } from '../../data/read-model/partition.js';
import type { ServiceDeps } from '../deps.js';
import { snapshotsWithYesterday, type DailySnapshotDeps } from './daily-snapshot.js';
import { DayTimer } from './day-timer.js';

export type SnapshotTimerDeps = DailySnapshotDeps & Pick<ServiceDeps, 'log'>;

export class SnapshotTimer {
  private readonly sessions = new Map<PartitionKey, AuthContext>();
  private readonly timer: DayTimer;
  private readonly stopping = new AbortController();
  private readonly taking = new Set<Promise<void>>();

  /** `tickMs`: the longest it waits before it looks whether a day began. */
  constructor(
    private readonly deps: SnapshotTimerDeps,
    tickMs: number,
  ) {
    this.timer = new DayTimer(deps.clock, tickMs, () => {
      for (const auth of this.sessions.values()) this.take(auth);
    });
    this.timer.start();
  }

  /**
   * A login: its partition's snapshot is taken with this session once `after` (the login's
   * warm-up) has ended, and each day after. After the warm-up, the orders a cost of a last
   * sale is read from are held: the snapshot reads no month beside it, which services sharing
   * a database would each read again (their warm-ups share the months between them).
   */
  loggedIn(auth: AuthContext, after: Promise<void> = Promise.resolve()): void {
    this.sessions.set(partitionOf(auth), auth);
    this.take(auth, after);
  }

  /** A user logged out: their sessions take no more snapshots. */
  loggedOut(account: string, userKey: string): void {
    for (const [partition, auth] of this.sessions) {
      if (auth.account === account && auth.user.key === userKey) this.sessions.delete(partition);
    }
  }

  async close(): Promise<void> {
    this.timer.stop();
    this.stopping.abort();
    await Promise.all(this.taking);
  }

  /** Whether the service closes (a function: TS narrows a field it has read). */
  private closing(): boolean {
    return this.stopping.signal.aborted;
  }

  private take(auth: AuthContext, after: Promise<void> = Promise.resolve()): void {
    const run = this.takeWith(auth, after).finally(() => this.taking.delete(run));
    this.taking.add(run);
  }

  private async takeWith(auth: AuthContext, after: Promise<void>): Promise<void> {
    const { signal } = this.stopping;
    const closed = new Promise<void>((resolve) =>
      signal.addEventListener('abort', () => resolve(), { once: true }),
    );
    await Promise.race([after, closed]);
    // The embedded database opens once the service is idle after its start.
    await Promise.race([this.deps.reads.modelStarting(), closed]);
    if (signal.aborted) return;
    try {
      const { taken } = await snapshotsWithYesterday(this.deps, auth, { signal });
      if (taken) this.deps.log.info({ date: taken }, 'the stock snapshot of the day was taken');
    } catch (error) {
      if (this.closing()) return;
      const partition = partitionOf(auth);
      // The platform ended the session: the partition's next login brings a new one.
      if (error instanceof UpstreamAuthError && this.sessions.get(partition) === auth) {
        this.sessions.delete(partition);
      }
      // Tried again at the next day, the next login, or the first request that needs it.
      this.deps.log.warn({ err: error }, "yesterday's stock snapshot could not be taken");
    }
  }
}
