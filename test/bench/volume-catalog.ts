/**
 * Issue 56, item 4: the catalog while the warm-up runs. 50,000 products and 30 orders a day,
 * every call held 30 ms, services as users run them (warm-up on), each fresh:
 *
 * 1. The first user's whole price list against the catalog read one call at a time (the
 *    floor, timed right after each service has stopped): the median of three ratios.
 * 2. A second user's whole price list asked right after the first user's answer.
 * 3. The same on a service that had 5 s to settle before the first user asked.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { todayLocal } from '../../shared/dates.js';
import { rawPlatform } from '../api/raw-platform.js';
import { startServiceProcess, type ServiceProcess } from '../tools/service-process.js';
import { startDemoProcess } from './demo-process.js';
import { priceListFloor } from './floors.js';
import { DEMO_USERS, login, timedGet } from './http.js';
import type { BenchPlan } from './plan.js';
import { median } from './stats.js';
import { judge, type TargetResult } from './targets.js';

const PRICE_LIST = '/api/price-list';
const SAMPLES = 3;
const SETTLE_MS = 5_000;
const list = (values: number[]) => values.map(Math.round).join(', ');

async function priceListMs(service: ServiceProcess, token: string): Promise<number> {
  const answer = await timedGet(service.url, PRICE_LIST, token);
  if (answer.status !== 200) throw new Error(`GET ${PRICE_LIST}: HTTP ${answer.status}`);
  return answer.ms;
}

/** The first user's price list and a second user's right after, on a fresh service. */
async function pair(start: () => Promise<ServiceProcess>, settleMs: number) {
  const service = await start();
  try {
    if (settleMs > 0) await sleep(settleMs);
    const first = await priceListMs(service, await login(service.url));
    const second = await priceListMs(service, await login(service.url, 'secondManager'));
    return { first, second };
  } finally {
    await service.stop();
  }
}

export async function volumeCatalogBench(
  plan: BenchPlan,
  figures: Record<string, unknown>,
): Promise<TargetResult[]> {
  const today = todayLocal();
  const scale = '50,000 products, 30 a day, warm-up on';
  const log = (text: string) => process.stdout.write(`bench: volume: catalog: ${text}\n`);
  const demo = await startDemoProcess({
    products: 50_000,
    ordersPerDay: 30,
    historyDays: 400,
    endDate: today,
  });
  try {
    await demo.setLatency(plan.latencyMs);
    const upstream = demo.baseUrlTemplate;
    const start = () => startServiceProcess({ upstream, warmUp: true, demoEndDate: today });
    const raw = await rawPlatform(upstream, {
      account: 'demo',
      email: DEMO_USERS.manager,
      password: 'demo',
    });
    const floor = async () => (await priceListFloor(raw, 1)).ms;
    log('the platform builds its catalog …');
    await floor();
    const ratios: number[] = [];
    const rightAfter: number[] = [];
    const settled: number[] = [];
    for (let index = 0; index < SAMPLES; index++) {
      log(`a fresh service's first and second price list (${index + 1} of ${SAMPLES}) …`);
      const fresh = await pair(start, 0);
      ratios.push(fresh.first / (await floor()));
      rightAfter.push(fresh.second);
      log(`the same after 5 s to settle (${index + 1} of ${SAMPLES}) …`);
      settled.push((await pair(start, SETTLE_MS)).second);
    }
    figures['volume: catalog while the warm-up runs'] = { ratios, rightAfter, settled };
    return [
      judge({
        target: 'first price list / one-call-at-a-time floor',
        scale,
        value: median(ratios),
        unit: '×',
        op: '<=',
        bound: 0.35,
        detail: `median of ${SAMPLES}: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`,
      }),
      judge({
        target: 'a second user’s price list right after the first’s',
        scale,
        value: median(rightAfter),
        unit: 'ms',
        op: '<=',
        bound: 250,
        detail: `median of ${SAMPLES}: ${list(rightAfter)} ms`,
      }),
      judge({
        target: 'a second user’s price list, the service settled 5 s',
        scale,
        value: median(settled),
        unit: 'ms',
        op: '<=',
        bound: 250,
        detail: `median of ${SAMPLES}: ${list(settled)} ms`,
      }),
    ];
  } finally {
    await demo.stop();
  }
}
