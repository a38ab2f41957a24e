/**
 * The day's stock snapshot, taken the first moment the service can once the day is over: a
 * snapshot a day holds the stock at the end of yesterday (Amsterdam), read now. When no
 * snapshot of yesterday is kept yet (the first start, a PC that was off), the stock read now is
 * kept as yesterday's; the days the service did not run get none (the answer then names the
 * nearest earlier one). The test hook (deps.ts, PastStockHook) takes its past days first.
 */
import { addDays, todayLocal, type LocalDate } from '../../../../shared/dates.js';
import { ApiError } from '../../core/errors.js';
import type { AuthContext } from '../../core/caller.js';
import type { StockLine } from '../../core/model/stock-snapshot.js';
import type { ReadWork } from '../../data/read-model/data-age.js';
import type { StockSnapshots } from '../../data/read-model/stock-snapshots.js';
import type { ServiceDeps } from '../deps.js';
import { faultHookFromEnvironment } from '../fault-hook.js';
import { currentStock, type CurrentStock, type CurrentStockDeps } from './current-stock.js';

export type DailySnapshotDeps = CurrentStockDeps & Pick<ServiceDeps, 'clock' | 'config'>;

/** 503 without a read model (off, or failed): the snapshots are kept in its database. */
const NO_MODEL = new ApiError(
  503,
  'the stock value is made of the daily stock snapshots the read model keeps, and the ' +
    'read model is off (--read-model off) or could not be opened',
  {},
  { code: 'stock_snapshots_unavailable' },
);

/**
 * The kill -9 test's hook (fault-hook.ts): with BACKOFFICE_TEST_KILL_AT_STEP=N the process
 * dies once its Nth snapshot is written, before its commit (test/api/process/
 * stock-snapshot-crash.test.ts); without it, nothing.
 */
const afterSnapshotWritten = faultHookFromEnvironment();

/** The past stock of the test hook, at today's prices; a product it does not name is left out. */
function pastLines(current: CurrentStock, levels: { product_id: number; stock: number }[]) {
  const lines = new Map<number, StockLine>();
  for (const level of levels) {
    const line = current.lines.get(level.product_id);
    if (line) lines.set(level.product_id, { ...line, stock: level.stock });
  }
  return lines;
}

/**
 * What a look for yesterday's snapshot found: the stock read, when one was due, and the day
 * this look kept (null: kept already, by this service or another on the database).
 */
interface Taken {
  current: CurrentStock | null;
  taken: LocalDate | null;
}

/**
 * The caller's snapshots, yesterday's taken first when missing; with the stock as read now
 * when a snapshot was due (else null). The stock is read at most once: a first read of the
 * catalog is stored only after the request's answer (read-model/write-behind.ts), so a second
 * read of it within the same request would wait for its own answer. The daily timer
 * (snapshot-timer.ts) takes it the same way, with no request.
 */
export async function snapshotsWithYesterday(
  deps: DailySnapshotDeps,
  auth: AuthContext,
  work: ReadWork,
): Promise<Taken & { snapshots: StockSnapshots }> {
  // The model once its database is open, for this read of its own: the request's earlier reads
  // may have asked the platform while it started (read-source.ts `modelFor`).
  await deps.reads.modelStarting();
  const model = deps.reads.modelFor({});
  if (!model) throw NO_MODEL;
  const snapshots = await model.stockSnapshots(auth);
  // One look at a time per partition: a look behind another finds its snapshot kept.
  const taken = await snapshots.inTurn(() => takeMissing(deps, auth, work, snapshots));
  return { snapshots, ...taken };
}

async function takeMissing(
  deps: DailySnapshotDeps,
  auth: AuthContext,
  work: ReadWork,
  snapshots: StockSnapshots,
): Promise<Taken> {
  const now = deps.clock.now();
  const yesterday = addDays(todayLocal(now), -1);
  const latest = await snapshots.latest();
  if (latest && latest.date >= yesterday) return { current: null, taken: null };
  const stock: { read?: Promise<CurrentStock> } = {};
  const current = () => (stock.read ??= currentStock(deps, auth, work));
  const hook = deps.config.pastStock;
  if (hook && !latest) {
    // Latest first, as the demo walks its history back; then kept oldest first.
    const past: LocalDate[] = hook.dates
      .filter((date) => date < yesterday)
      .sort()
      .reverse();
    const levels = past.map((date) => hook.stockOn(auth.account, date));
    for (let index = past.length - 1; index >= 0; index--) {
      const [date, level] = [past[index], levels[index]];
      if (date === undefined || level === undefined) continue;
      await snapshots.take(
        date,
        now,
        async () => pastLines(await current(), level),
        afterSnapshotWritten,
      );
    }
  }
  const kept = await snapshots.take(
    yesterday,
    now,
    async () => (await current()).lines,
    afterSnapshotWritten,
  );
  return { current: stock.read ? await stock.read : null, taken: kept ? yesterday : null };
}
