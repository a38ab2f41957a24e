/**
 * Whether the platform answered the client's calls: every call tells the listeners as it
 * ends (any answer, a refusal too, counts as reached; a transport failure does not), so what
 * watches the platform's health (/healthz) knows from the first call that found it down.
 */
import { UpstreamTransportError } from './errors.js';

export type ReachabilityListener = (reached: boolean, account: string) => void;

export class Reachability {
  private readonly listeners: ReachabilityListener[] = [];

  listen(listener: ReachabilityListener): void {
    this.listeners.push(listener);
  }

  /** `call`'s outcome, told; a call its caller stopped says neither. */
  async watch<T>(call: Promise<T>, account: string, signal?: AbortSignal): Promise<T> {
    try {
      const answer = await call;
      this.tell(true, account);
      return answer;
    } catch (error) {
      if (!signal?.aborted) this.tell(!(error instanceof UpstreamTransportError), account);
      throw error;
    }
  }

  private tell(reached: boolean, account: string): void {
    for (const listener of this.listeners) listener(reached, account);
  }
}
