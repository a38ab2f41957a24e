/**
 * What days and months add up to, kept per kind of sum (`rm_day_sums`), each at the version
 * its days were at when it was summed: a day's version is its own (day-index.ts), a month's
 * the sum of its days' versions, which only grows. So kept sums are used only while no row
 * that counts on their days has changed since; any change makes them stale, and they are
 * summed again. The sums themselves are bytes to this layer: the domain sums and reads them.
 */
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

/**
 * A period's days: from the period itself (`YYYY-MM-DD` or `YYYY-MM`) up to, not including,
 * the same text followed by `~`, which sorts after every digit and `-`.
 */
const PERIOD_VERSION = `(select coalesce(sum(d.version), 0)::bigint from rm_days d
  where d.partition = $1 and d.day >= p.period and d.day < p.period || '~')`;

/** The version each of `periods` is at now (read before the rows they are summed from). */
export async function periodVersions(
  db: StoreQueries,
  partition: PartitionKey,
  periods: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ period: string; version: number }>(
    `select p.period, ${PERIOD_VERSION} as version from unnest($2::text[]) as p(period)`,
    [partition, [...periods]],
  );
  return new Map(rows.map((row) => [row.period, row.version]));
}

/** The sums of `kind` kept for those of `periods` whose days are as they were summed. */
export async function keptSums(
  db: StoreQueries,
  partition: PartitionKey,
  kind: string,
  periods: readonly string[],
): Promise<Map<string, Uint8Array>> {
  if (periods.length === 0) return new Map();
  const rows = await db.query<{ period: string; sums: Uint8Array }>(
    `select p.period, p.sums from rm_day_sums p
     where p.partition = $1 and p.kind = $2 and p.period = any($3::text[])
       and p.version = ${PERIOD_VERSION}`,
    [partition, kind, [...periods]],
  );
  return new Map(rows.map((row) => [row.period, row.sums]));
}

export interface SummedPeriod {
  period: string;
  /** The version its days were at before their rows were read. */
  version: number;
  sums: Uint8Array;
}

/** Keeps the sums of `kind`; a period's earlier sums are replaced. */
export async function keepSums(
  db: StoreQueries,
  partition: PartitionKey,
  kind: string,
  periods: readonly SummedPeriod[],
): Promise<void> {
  for (const { period, version, sums } of periods) {
    await db.query(
      `insert into rm_day_sums (partition, kind, period, version, sums) values ($1, $2, $3, $4, $5)
       on conflict (partition, kind, period) do update
         set version = excluded.version, sums = excluded.sums`,
      [partition, kind, period, version, sums],
    );
  }
}
