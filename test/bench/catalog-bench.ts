/**
 * The price-list targets at one catalog size, against a demo platform of that size in its
 * own process with the upstream latency: the first ask (against the upstream floor
 * and the spec's client loop), another user's warm ask, and many clients at once.
 */
import { rawPlatform } from '../api/raw-platform.js';
import { startServiceProcess } from '../tools/service-process.js';
import { concurrentClients } from './concurrent.js';
import { specClientLoop } from './client-loop.js';
import { startDemoProcess } from './demo-process.js';
import { floorConcurrency, priceListFloor } from './floors.js';
import { DEMO_USERS, login, timedGet } from './http.js';
import type { BenchPlan } from './plan.js';
import { untilQuiet } from './quiet.js';
import { judge, type TargetResult } from './targets.js';

const PRICE_LIST = '/api/price-list';

export async function catalogBench(
  products: number,
  plan: BenchPlan,
  figures: Record<string, unknown>,
): Promise<TargetResult[]> {
  const scale = `${products.toLocaleString('en-US')} products`;
  const log = (text: string) => process.stdout.write(`bench: ${scale}: ${text}\n`);
  const demo = await startDemoProcess({ products, ordersPerDay: 1, historyDays: 2 });
  const service = await startServiceProcess({ upstream: demo.baseUrlTemplate });
  try {
    await demo.setLatency(plan.latencyMs);
    const raw = await rawPlatform(demo.baseUrlTemplate, {
      account: 'demo',
      email: DEMO_USERS.manager,
      password: 'demo',
    });
    // The platform builds its catalog on first use, and its code for each call is compiled
    // on first use too. The floor and the client loop are timed after ours, on a platform
    // that has answered these calls already; so ours is too: the floor's calls, once, untimed.
    await priceListFloor(raw, floorConcurrency(0));
    log('first price list …');
    const token = await login(service.url, 'manager');
    await demo.resetCalls();
    const { value: first, peak } = await demo.watchInFlight(() =>
      timedGet(service.url, PRICE_LIST, token),
    );
    if (first.status !== 200) throw new Error(`first price list: HTTP ${first.status}`);
    const firstCalls = await demo.calls();
    // The first ask's rows are stored after its answer: the floor is timed once that is done.
    await untilQuiet(service.pid);
    log('upstream floor …');
    const floor = await priceListFloor(raw, floorConcurrency(peak));

    log('warm price list (another user) …');
    const warm = await timedGet(service.url, PRICE_LIST, await login(service.url, 'secondManager'));
    if (warm.status !== 200) throw new Error(`warm price list: HTTP ${warm.status}`);

    log('the spec’s client loop …');
    const loop = await specClientLoop(service.url, await login(service.url, 'manager'));
    if (loop.products !== floor.rows) {
      throw new Error(`client loop read ${loop.products} products, the platform has ${floor.rows}`);
    }

    log(`${plan.clients} concurrent clients …`);
    const crowd = await concurrentClients(service.url, PRICE_LIST, {
      clients: plan.clients,
      seconds: plan.crowdSeconds,
      timeoutMs: plan.crowdTimeoutMs,
    });
    figures[`price list, ${scale}`] = {
      rows: floor.rows,
      read_model_start_ms: service.readModelReadyMs,
      first: { ms: first.ms, upstream_calls: firstCalls, peak_in_flight: peak, bytes: first.bytes },
      upstream_floor: floor,
      warm_other_user_ms: warm.ms,
      spec_client_loop: loop,
      concurrent_clients: crowd,
    };
    const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
    return [
      judge({
        target: 'warm price list (another user)',
        scale,
        value: warm.ms,
        unit: 'ms',
        op: '<=',
        bound: 300,
        detail: 'a second manager’s first ask after the first’s',
      }),
      judge({
        target: 'first price list: spec client loop / ours',
        scale,
        value: loop.ms / first.ms,
        unit: '×',
        op: '>=',
        bound: 6,
        detail: `loop ${ms(loop.ms)} (${loop.requests} requests) / ours ${ms(first.ms)}`,
      }),
      judge({
        target: 'first price list: ours / upstream floor',
        scale,
        value: first.ms / floor.ms,
        unit: '×',
        op: '<=',
        bound: 1.5,
        detail: `ours ${ms(first.ms)} (${firstCalls} calls) / floor ${ms(floor.ms)} (${floor.calls} calls, ${floor.concurrency} at once)`,
      }),
      judge({
        target: `${plan.clients} concurrent clients: p99`,
        scale,
        value: crowd.p99Ms,
        unit: 'ms',
        op: '<=',
        bound: 1000,
        detail: `${crowd.requests} requests, p50 ${ms(crowd.p50Ms)}`,
      }),
      judge({
        target: `${plan.clients} concurrent clients: 502s`,
        scale,
        value: crowd.status502,
        unit: 'count',
        op: '<=',
        bound: 0,
        detail: `${crowd.otherFailures} other failures`,
      }),
    ];
  } finally {
    await service.stop();
    await demo.stop();
  }
}
