/**
 * How the service's JavaScript heap grows. V8's defaults suit a large server with memory to
 * spare: after a full collection the heap may grow to several times what is live before the
 * next one, and the young generation grows to 48 MB. The service streams what it reads (a
 * page at a time) and holds little that lives (some 50–100 MB, measured with collections
 * forced), but reading 100,000 products or a year of 456,000 orders makes garbage fast, and
 * with the defaults the heap settled at 150–370 MB of mostly garbage: the service's resident
 * memory went to 560–700 MB where its budget is 400 MB (docs/decisions.md, "Memory").
 *
 * So the process that hosts the service sets two of V8's growth rules at its start, before
 * the heap has grown: importing this module sets them, and the entries that host the service
 * (cli.ts, the desktop app's main.ts) and the embedded database's thread (pglite-worker.ts)
 * import it before anything else: set in one thread only, they measurably hold for that
 * thread's heap alone. The rules: a full collection
 * lets the heap grow by 20 % over what is live, and the young generation keeps its starting
 * size. It costs collections (a year's report at 1,250 orders a day took about a third
 * longer to read) and buys some 200 MB. Both are rules V8 reads as it goes, which is why
 * setting them at run time works; a limit read at start-up (`--max-old-space-size`) would
 * not, and is not wanted: the service never fails for want of heap, it collects sooner.
 */
import { setFlagsFromString } from 'node:v8';

const HEAP_GROWTH_FLAGS = ['--heap-growing-percent=20', '--semi-space-growth-factor=1'];

for (const flag of HEAP_GROWTH_FLAGS) setFlagsFromString(flag);
