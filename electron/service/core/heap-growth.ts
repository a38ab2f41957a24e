/**
 * How the service's old generation grows. V8's default suits a large server with memory to
 * spare: after a full collection the heap may grow to several times what is live before the
 * next one. The service streams what it reads (a page at a time) and holds little that lives
 * (some 50–100 MB, measured with collections forced), but reading 100,000 products or a year
 * of 456,000 orders makes garbage fast, and with the default the heap settled at 150–370 MB
 * of mostly garbage: the service's resident memory went to 560–700 MB where its budget is
 * 400 MB (docs/decisions/0048-heap-collects-sooner.md).
 *
 * So a full collection lets the heap grow by 20 % over what is live. V8 reads this rule as it
 * goes, so it can be set at run time, but per thread's heap: `collectSooner()` sets it, and the
 * entries that host the service (cli.ts, the desktop app's main.ts, through boot/server.ts)
 * and the embedded database's thread (pglite-worker.ts) call it first, before they start any
 * work (loading modules grows the heap by little). A limit instead
 * (`--max-old-space-size`) is not wanted: the service never fails for want of heap, it
 * collects sooner. (The young generation's size is read only at start: start-settings.ts.)
 */
import { setFlagsFromString } from 'node:v8';

/** Sets this thread's rule: after a full collection the heap grows by 20 % over what is live. */
export function collectSooner(): void {
  setFlagsFromString('--heap-growing-percent=20');
}
