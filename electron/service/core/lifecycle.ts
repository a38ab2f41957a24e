/**
 * The service's start and stop as a feature with work of its own (the month pack, the digest,
 * the postings, the webhooks) hooks into them, without knowing the HTTP server that has them
 * (http/lifecycle.ts hands Fastify's): so the features need no import of the server.
 */
export interface ServiceLifecycle {
  /** Once everything is registered, before the service listens (a start's own work begins). */
  whenReady(hook: () => Promise<void>): void;
  /**
   * As the service begins to close, before it refuses requests: work under way is told to stop
   * while its callers can still be answered (a run stopped so answers 503).
   */
  whenClosing(hook: () => void): void;
  /** Once it has closed: work is awaited to its end. */
  whenClosed(hook: () => Promise<void>): void;
}
