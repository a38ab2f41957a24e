/**
 * Which upstream calls a request cost, read from the embedded demo platform's call counter
 * (GET /__admin/calls). Requests are sent one at a time; after each answer the reader waits
 * until the platform is quiet (nothing in flight, the count unchanged for a moment), so a
 * call the service makes just after answering still counts against the request, and the
 * next request starts from a still count.
 */
import { setTimeout as sleep } from 'node:timers/promises';

interface Snapshot {
  total: number;
  in_flight: number;
  calls: Record<string, number>;
}

const QUIET_MS = 15;
const MAX_WAIT_MS = 5_000;

export class UpstreamCalls {
  constructor(private readonly demoUrl: string) {}

  async snapshot(): Promise<Snapshot> {
    const answer = await fetch(`${this.demoUrl}/__admin/calls`);
    if (!answer.ok) throw new Error(`demo call counter: HTTP ${answer.status}`);
    return (await answer.json()) as Snapshot;
  }

  /** The count once nothing has moved for QUIET_MS (or after MAX_WAIT_MS, whatever it is). */
  async quiet(): Promise<Snapshot> {
    const deadline = Date.now() + MAX_WAIT_MS;
    let last = await this.snapshot();
    for (;;) {
      await sleep(QUIET_MS);
      const now = await this.snapshot();
      if ((now.in_flight === 0 && now.total === last.total) || Date.now() > deadline) return now;
      last = now;
    }
  }
}

/** The calls made between two snapshots, e.g. `{"ProductsModule::listProducts": 2}`. */
export function callsBetween(before: Snapshot, after: Snapshot): Record<string, number> {
  const made: Record<string, number> = {};
  for (const [name, count] of Object.entries(after.calls)) {
    const delta = count - (before.calls[name] ?? 0);
    if (delta > 0) made[name] = delta;
  }
  return made;
}
