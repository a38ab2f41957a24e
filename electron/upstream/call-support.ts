/**
 * Which calls this account's platform offers, as learned from its answers: a call that
 * answered is offered, one refused as unknown is not. A refusal is remembered for an hour per
 * account, so the endpoints that need the call answer at once instead of asking again, and a
 * platform that gains the call is noticed without a restart.
 */
import type { UpstreamCallName } from './calls.js';

type CallStatus = 'offered' | 'unsupported' | 'untried';

const UNSUPPORTED_MEMORY_MS = 60 * 60_000;

export class CallSupport {
  private readonly known = new Map<string, { status: 'offered' | 'unsupported'; at: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly memoryMs = UNSUPPORTED_MEMORY_MS,
  ) {}

  statusOf(account: string, call: UpstreamCallName): CallStatus {
    const entry = this.known.get(keyOf(account, call));
    if (!entry) return 'untried';
    if (entry.status === 'unsupported' && this.now() - entry.at >= this.memoryMs) {
      this.known.delete(keyOf(account, call));
      return 'untried';
    }
    return entry.status;
  }

  record(account: string, call: UpstreamCallName, status: 'offered' | 'unsupported'): void {
    this.known.set(keyOf(account, call), { status, at: this.now() });
  }
}

const keyOf = (account: string, call: UpstreamCallName): string => `${account}\u0000${call}`;
