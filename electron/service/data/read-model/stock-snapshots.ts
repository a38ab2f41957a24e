/**
 * The daily stock snapshots of a partition, in the read model's database: one a day, each
 * kept as its changes since the one before (stock-changes.ts), every FULL_EVERY-th whole, so a
 * date is read back from its last whole snapshot on. A snapshot is written in one transaction
 * (a kill during it leaves none, never half of one), after the latest only (a change is made
 * against the one before it), and once a day however many services share the database: the
 * partition's advisory lock puts their writes in turn, and the key (partition, date) lets only
 * the first of a day in. Within one service, a partition's snapshots are taken one at a time
 * (`inTurn`): a request and the daily timer that both find yesterday's missing read the stock
 * once, not twice.
 */
import type { LocalDate } from '../../../../shared/dates.js';
import type { StockLine, StockLines } from '../../core/model/stock-snapshot.js';
import type { PartitionKey } from './partition.js';
import { encodeChanges, FULL_EVERY, layChanges } from './stock-changes.js';
import type { ReadStore, StoreQueries } from './store.js';

export interface SnapshotHead {
  date: LocalDate;
  takenAt: number;
}

export interface Snapshot extends SnapshotHead {
  lines: Map<number, StockLine>;
}

/** A bigint column: a string from a PostgreSQL server, a number from the embedded engine. */
type BigintColumn = number | string;

interface SnapshotRow {
  date: LocalDate;
  taken_at: BigintColumn;
  whole: boolean;
  changes: string;
}

/** The advisory lock's first key; the second is the partition's hash (hashtext). */
const SNAPSHOT_LOCK = 7_240_113;

const headOf = (row: { date: LocalDate; taken_at: BigintColumn }): SnapshotHead => ({
  date: row.date,
  takenAt: Number(row.taken_at),
});

/** The rows to read `date`'s snapshot back from: the last whole one up to it, and after. */
async function rowsUpTo(db: StoreQueries, partition: PartitionKey, date: LocalDate) {
  return db.query<SnapshotRow>(
    `select date, taken_at, whole, changes from rm_stock_snapshots
      where partition = $1 and date <= $2 and date >= coalesce((select max(date)
        from rm_stock_snapshots where partition = $1 and whole and date <= $2), '')
      order by date`,
    [partition, date],
  );
}

function fold(rows: readonly SnapshotRow[]): Snapshot | null {
  const lines = new Map<number, StockLine>();
  for (const row of rows) {
    if (row.whole) lines.clear();
    layChanges(lines, row.changes);
  }
  const last = rows.at(-1);
  return last ? { ...headOf(last), lines } : null;
}

/** Each partition's work on its snapshots in this service, one piece after the other. */
export class SnapshotTurns {
  private readonly last = new Map<PartitionKey, Promise<void>>();

  run<T>(partition: PartitionKey, work: () => Promise<T>): Promise<T> {
    const mine = (this.last.get(partition) ?? Promise.resolve()).then(work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.last.set(partition, settled);
    // Forgotten once done, unless a later piece queued behind it.
    void settled.then(() => {
      if (this.last.get(partition) === settled) this.last.delete(partition);
    });
    return mine;
  }
}

export class StockSnapshots {
  /** The lines this object kept last: the base of the next, without reading it back. */
  private lastTaken: { date: LocalDate; lines: StockLines } | null = null;

  constructor(
    private readonly store: ReadStore,
    private readonly partition: PartitionKey,
    private readonly turns: SnapshotTurns = new SnapshotTurns(),
  ) {}

  /** Runs `work` once the partition's earlier work on its snapshots in this service is done. */
  inTurn<T>(work: () => Promise<T>): Promise<T> {
    return this.turns.run(this.partition, work);
  }

  /** The snapshot of `date`, or of the nearest day before it; null when none is that old. */
  async onOrBefore(date: LocalDate): Promise<Snapshot | null> {
    return fold(await rowsUpTo(this.store, this.partition, date));
  }

  /** The first snapshot's date (null: none yet); its lines only when needed (`first`). */
  async firstDate(): Promise<LocalDate | null> {
    const [row] = await this.store.query<{ date: LocalDate | null }>(
      'select min(date) as date from rm_stock_snapshots where partition = $1',
      [this.partition],
    );
    return row?.date ?? null;
  }

  /** The first snapshot (null: none yet). */
  async first(): Promise<Snapshot | null> {
    const date = await this.firstDate();
    return date === null ? null : this.onOrBefore(date);
  }

  async latest(): Promise<SnapshotHead | null> {
    const [row] = await this.store.query<{ date: LocalDate; taken_at: BigintColumn }>(
      `select date, taken_at from rm_stock_snapshots where partition = $1
        order by date desc limit 1`,
      [this.partition],
    );
    return row ? headOf(row) : null;
  }

  /**
   * Keeps `lines` as the snapshot of `date`, taken at `takenAt`, unless one of that day or a
   * later one is kept already (by this service or another on the database): then false.
   * `lines` is read before the transaction (the embedded engine has one connection, which a
   * platform read inside it would hold): two services that start one day's snapshot at once
   * may both read, and only the first one's is kept. `written` is called once the snapshot is
   * written and before its commit: the kill -9 test's hook (domain/fault-hook.ts).
   */
  async take(
    date: LocalDate,
    takenAt: number,
    lines: () => Promise<StockLines>,
    written: (step: string) => void = () => undefined,
  ): Promise<boolean> {
    const head = await this.latest();
    if (head && head.date >= date) return false;
    const taken = await lines();
    return this.store.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [
        SNAPSHOT_LOCK,
        this.partition,
      ]);
      const [latest] = await tx.query<{ date: LocalDate | null; since_whole: BigintColumn }>(
        `select max(date) as date, count(*) filter (where date > coalesce((select max(date)
           from rm_stock_snapshots where partition = $1 and whole), '')) as since_whole
           from rm_stock_snapshots where partition = $1`,
        [this.partition],
      );
      // An aggregate's one row; its date is null while the partition has no snapshot.
      const last = latest?.date ?? null;
      if (last !== null && last >= date) return false;
      const whole = last === null || Number(latest?.since_whole ?? 0) + 1 >= FULL_EVERY;
      const previous = whole ? null : await this.linesOf(tx, last);
      const inserted = await tx.query(
        `insert into rm_stock_snapshots (partition, date, taken_at, whole, products, changes)
         values ($1, $2, $3, $4, $5, $6) on conflict (partition, date) do nothing returning date`,
        [this.partition, date, takenAt, whole, taken.size, encodeChanges(previous ?? null, taken)],
      );
      written('stock snapshot written, not committed');
      if (inserted.length === 1) this.lastTaken = { date, lines: taken };
      return inserted.length === 1;
    });
  }

  private async linesOf(tx: StoreQueries, date: LocalDate): Promise<StockLines | null> {
    if (this.lastTaken?.date === date) return this.lastTaken.lines;
    return fold(await rowsUpTo(tx, this.partition, date))?.lines ?? null;
  }
}
