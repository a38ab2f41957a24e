/** The test hook of past stock snapshots, made of the embedded demo platform (PastStockHook). */
import type { PastStockHook } from '../domain/deps.js';

/** Null unless a test asked for past snapshots and the service runs the demo platform. */
export function pastStockHook(
  dates: PastStockHook['dates'] | undefined,
  /** The embedded demo platform (server.ts starts it; only that file may import it). */
  demo: Pick<PastStockHook, 'stockOn'> | null,
): PastStockHook | null {
  if (!dates || !demo) return null;
  return { dates, stockOn: (account, date) => demo.stockOn(account, date) };
}
