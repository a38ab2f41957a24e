/**
 * The demo platform in a process of its own (`dist/electron/demo-platform/cli.js`, as
 * `npm run demo-platform` runs it), so the service's memory and CPU are measured apart from
 * the platform's, and the upstream floors are timed against the very same platform. Latency
 * is injected per call through the platform's own fault settings (`POST /__admin/faults`).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CallCountSnapshot } from '../../electron/demo-platform/server.js';
import { UpstreamClient } from '../../electron/upstream/client.js';
import { where } from '../../electron/upstream/filters.js';
import { DEMO_END_DATE } from '../tools/service-process.js';
import { DEMO_USERS } from './http.js';

const CLI = 'dist/electron/demo-platform/cli.js';
const START_TIMEOUT_MS = 60_000;
/** In-flight sampling: often enough to see a burst of 30 ms calls, cheap for the platform. */
const SAMPLE_EVERY_MS = 10;

export interface DemoSize {
  products: number;
  ordersPerDay: number;
  historyDays: number;
  /** Locations with a till each (the demo's `--locations`; default its 2). */
  locations?: number;
  /** The data's last day (default DEMO_END_DATE). */
  endDate?: string;
  /** Services warming up from it at once (default 1): each reads its own months. */
  warmUps?: number;
}

/** Orders one warm-up reads at once at most: some four months at a chain's 3,000 a day. */
const ORDERS_PER_WARM_UP = 400_000;
/** The demo's heap for them (orders, their pages held, their payments): measured 1.7 GB. */
const HEAP_MB_PER_WARM_UP = 2_048;

export interface DemoProcess {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** `http://127.0.0.1:PORT/{account}/` */
  baseUrlTemplate: string;
  /** Added latency per protocol call, for every account. */
  setLatency(ms: number): Promise<void>;
  /** Protocol calls received since the last `resetCalls`. */
  calls(): Promise<number>;
  /** The same counted by call and first page (`/__admin/calls`). */
  callCounts(): Promise<CallCountSnapshot>;
  /**
   * Has the demo make every order of its history now, where it keeps them all (one list call
   * counts them all): then two runs compared read the same made days, neither paying for
   * the making. False where it keeps only some (a chain's year): nothing made.
   */
  makeAllOrders(): Promise<boolean>;
  /** Sets the fault settings (`POST /__admin/faults`), the latency among them. */
  setFaults(faults: { latencyMs: number; hangRate?: number }): Promise<void>;
  resetCalls(): Promise<void>;
  /** Runs `work` while sampling the calls in flight; answers its value and their peak. */
  watchInFlight<T>(work: () => Promise<T>): Promise<{ value: T; peak: number }>;
  stop(): Promise<void>;
}

async function admin(url: string, method: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

export async function startDemoProcess(size: DemoSize): Promise<DemoProcess> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build first`);
  const warmUps = size.warmUps ?? 1;
  const allOrders = Math.ceil(size.ordersPerDay * size.historyDays * 1.5);
  const keptOrders = Math.min(ORDERS_PER_WARM_UP * warmUps, allOrders);
  const child = spawn(
    process.execPath,
    [
      ...(warmUps > 1 ? [`--max-old-space-size=${HEAP_MB_PER_WARM_UP * warmUps}`] : []),
      CLI,
      ...['--products', String(size.products), '--orders-per-day', String(size.ordersPerDay)],
      ...['--history-days', String(size.historyDays), '--end-date', size.endDate ?? DEMO_END_DATE],
      ...(size.locations === undefined ? [] : ['--locations', String(size.locations)]),
      // Every order kept once generated, as a database holds its rows: the service reads a
      // year's months side by side, and a cache smaller than the history would make the demo
      // generate days again and again (demo memory is not what is measured). Days vary around
      // the average (Saturdays 1.3 times it, plus a few special orders): room to spare.
      // At a chain's 3,000 a day that would be 1.8 million orders (some 3.6 GB): at most
      // some four months per warm-up, the months one reads at once and then some. Three
      // services on one database read six months at once (two each): with four held, every
      // page of a month pushed out generated the month again, and the demo answered 7 calls
      // a second instead of 300 (its heap then needs room beyond Node's default).
      ...['--cached-orders', String(keptOrders)],
    ],
    { stdio: 'pipe' },
  );
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let output = '';
  const started = new Promise<{ url: string; template: string }>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`demo platform: no start\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      const template = /base URL template (\S+)/.exec(output)?.[1];
      if (url && template) {
        clearTimeout(timer);
        resolve({ url: url.replace(/\/$/, ''), template });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`demo platform exited (${code})\n${output}`)));
  });
  const { url, template } = await started;
  return {
    url,
    baseUrlTemplate: template,
    setLatency: async (ms) => {
      await admin(`${url}/__admin/faults`, 'POST', { latencyMs: ms });
    },
    makeAllOrders: async () => {
      if (keptOrders < allOrders) return false;
      const client = new UpstreamClient({ baseUrlTemplate: template, timeoutMs: 600_000 });
      const session = await client.login('demo', DEMO_USERS.manager, 'demo');
      // Counting every order since before the history began makes each of its days.
      await client.list('listOrders', session, {
        start: 0,
        limit: 1,
        order: [{ name: 'date_purchased', dir: 'asc' }],
        filters: [where('date_purchased', '>=', '2000-01-01 00:00:00+01:00')],
      });
      return true;
    },
    setFaults: async (faults) => {
      await admin(`${url}/__admin/faults`, 'POST', faults);
    },
    calls: async () => ((await admin(`${url}/__admin/calls`, 'GET')) as { total: number }).total,
    callCounts: async () => (await admin(`${url}/__admin/calls`, 'GET')) as CallCountSnapshot,
    resetCalls: async () => {
      await admin(`${url}/__admin/calls`, 'DELETE');
    },
    watchInFlight: async (work) => {
      let peak = 0;
      let watching = true;
      const sample = async () => {
        while (watching) {
          const { in_flight } = (await admin(`${url}/__admin/calls`, 'GET')) as {
            in_flight: number;
          };
          peak = Math.max(peak, in_flight);
          await sleep(SAMPLE_EVERY_MS);
        }
      };
      const sampler = sample();
      try {
        return { value: await work(), peak };
      } finally {
        watching = false;
        await sampler;
      }
    },
    stop: async () => {
      process.off('exit', kill);
      if (child.exitCode !== null) return;
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    },
  };
}
