/**
 * Counts the protocol calls the platform receives, for tests that must prove the service
 * made no upstream call (the fuzzer: no call for a request answered 400). Only the protocol
 * endpoint counts; the order page and the admin endpoints do not. `inFlight` says how many
 * calls are still being answered, so a reader can wait until the service is quiet before
 * it attributes calls to a request.
 */

export interface CallCountSnapshot {
  /** Protocol calls received since the start or the last reset. */
  total: number;
  /** Calls received and not yet answered (or ended by the client). */
  in_flight: number;
  /** Per `Module::function` as named in the call's query; `?` where it names none. */
  calls: Record<string, number>;
}

export class CallCounter {
  private total = 0;
  private inFlight = 0;
  private readonly byCall = new Map<string, number>();

  /** Counts one call; returns the function that marks it answered (idempotent). */
  begin(name: string): () => void {
    this.total += 1;
    this.inFlight += 1;
    this.byCall.set(name, (this.byCall.get(name) ?? 0) + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.inFlight -= 1;
    };
  }

  reset(): void {
    this.total = 0;
    this.byCall.clear();
  }

  snapshot(): CallCountSnapshot {
    return {
      total: this.total,
      in_flight: this.inFlight,
      calls: Object.fromEntries(this.byCall),
    };
  }
}

/** The name a call is counted under: `Module::function` from the protocol query. */
export function callName(url: URL): string {
  const module = url.searchParams.get('module');
  const fn = url.searchParams.get('function');
  return module && fn ? `${module}::${fn}` : '?';
}
