/**
 * What days and runs of days add up to, kept per kind of sum (`rm_day_sums`), each at the
 * version its days were at when it was summed: a day's version is its own (day-index.ts), a
 * run's (a month, or a month's first days) the sum of its days' versions, which only grows.
 * So kept sums are used only while no row that counts on their days has changed since; any
 * change makes them stale, and they are summed again. The sums themselves are text to this
 * layer: the domain sums and reads them.
 */
import { addDays, parseLocalDate } from '../../../../shared/dates.js';
import type { PartitionKey } from './partition.js';
import type { StoreQueries } from './store.js';

/** A day or a run of days, named as its sums are kept. */
export interface SummedSpan {
  name: string;
  from: string;
  to: string;
}

const SPANS = `unnest($2::text[], $3::text[], $4::text[]) as p(name, from_day, to_day)`;
const SPAN_VERSION = `(select coalesce(sum(d.version), 0)::bigint from rm_days d
  where d.partition = $1 and d.day >= p.from_day and d.day <= p.to_day)`;

const spanParams = (partition: PartitionKey, spans: readonly SummedSpan[]) => [
  partition,
  spans.map((span) => span.name),
  spans.map((span) => span.from),
  spans.map((span) => span.to),
];

/** The version each span is at now (read before the rows its sums are made of). */
export async function spanVersions(
  db: StoreQueries,
  partition: PartitionKey,
  spans: readonly SummedSpan[],
): Promise<Map<string, number>> {
  const rows = await db.query<{ name: string; version: number }>(
    `select p.name, ${SPAN_VERSION} as version from ${SPANS}`,
    spanParams(partition, spans),
  );
  return new Map(rows.map((row) => [row.name, row.version]));
}

/** The sums of `kind` kept for those of `spans` whose days are as they were summed. */
export async function keptSums(
  db: StoreQueries,
  partition: PartitionKey,
  kind: string,
  spans: readonly SummedSpan[],
): Promise<Map<string, string>> {
  if (spans.length === 0) return new Map();
  const rows = await db.query<{ name: string; sums: string }>(
    `select p.name, s.sums from ${SPANS}
     join rm_day_sums s on s.partition = $1 and s.kind = $5 and s.period = p.name
     where s.version = ${SPAN_VERSION}`,
    [...spanParams(partition, spans), kind],
  );
  return new Map(rows.map((row) => [row.name, row.sums]));
}

export interface SummedPeriod {
  period: string;
  /** The version its days were at before their rows were read. */
  version: number;
  /** What it adds up to, as the domain wrote it. */
  sums: string;
}

/**
 * Keeps the sums of `kind`; a period's earlier sums are replaced. Runs of a month's first days
 * that a newer one makes old are dropped: those ending more than a day before a new run of the
 * same month (a run up to yesterday and one up to the day before are both kept, as a range up
 * to today and one up to yesterday each use one; an older question's run drops none of them),
 * and every run of a month once the whole month is kept.
 */
export async function keepSums(
  db: StoreQueries,
  partition: PartitionKey,
  kind: string,
  periods: readonly SummedPeriod[],
): Promise<void> {
  for (const { period, version, sums } of periods) {
    const older = olderRunsThan(period);
    if (older) {
      // ISO dates after the same first day compare byte for byte as they do as dates.
      await db.query(
        `delete from rm_day_sums where partition = $1 and kind = $2
           and period like $3 and ($4::text is null or period collate "C" < $4)`,
        [partition, kind, older.like, older.before],
      );
    }
    await db.query(
      `insert into rm_day_sums (partition, kind, period, version, sums) values ($1, $2, $3, $4, $5)
       on conflict (partition, kind, period) do update
         set version = excluded.version, sums = excluded.sums`,
      [partition, kind, period, version, sums],
    );
  }
}

/** The runs `period` makes old: named `like`, before `before` (null: all of them). */
function olderRunsThan(period: string): { like: string; before: string | null } | null {
  if (/^\d{4}-\d{2}$/.test(period)) return { like: `${period}-01..%`, before: null };
  const [first, last] = period.split('..');
  const end = last === undefined ? null : parseLocalDate(last);
  if (first === undefined || end === null) return null;
  return { like: `${first}..%`, before: `${first}..${addDays(end, -1)}` };
}
