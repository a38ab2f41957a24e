/**
 * The stock snapshots a service took by itself (domain/stock-value/snapshot-timer.ts), read
 * from its log: a test hands `stream` to the service's logger (level info) and waits for a
 * day's line, without a request that would take the snapshot itself. A look that found the
 * day kept already (by a request, or by another service on the database) logs nothing; one
 * that failed logs a warning, which `failures` lists.
 */
import { Writable } from 'node:stream';
import type { LocalDate } from '../../../shared/dates.js';
import { pollUntil } from '../read-model/poll.js';

const TAKEN = 'the stock snapshot of the day was taken';
const FAILED = 'stock snapshot could not be taken';

export type SnapshotLog = ReturnType<typeof snapshotLog>;

export function snapshotLog() {
  const days: string[] = [];
  const failed: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.includes(TAKEN)) days.push((JSON.parse(line) as { date: string }).date);
        if (line.includes(FAILED)) failed.push(line);
      }
      done();
    },
  });
  return {
    stream,
    /** Waits for the day's line; `limitMs` only catches a hang. */
    taken: (date: LocalDate, limitMs: number) =>
      pollUntil(
        () => Promise.resolve(days),
        (seen) => seen.includes(date),
        `no snapshot of ${date} was taken without a request`,
        limitMs,
      ),
    /** How many times this service logged keeping the day's snapshot. */
    count: (date: LocalDate) => days.filter((day) => day === date).length,
    /** The log lines of the looks that failed. */
    failures: (): readonly string[] => failed,
  };
}
