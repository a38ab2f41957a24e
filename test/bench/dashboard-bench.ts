/**
 * Issue 48, item 6: the dashboard answers within 300 ms on the demo platform with 50,000
 * products and 30 orders a day at 30 ms per upstream call, once the warm-up is done. As a
 * user meets it: the data ends today (so today has orders so far), the service runs with the
 * warm-up on, a manager logs in and the warm-up reads their months; once it is done, a second
 * session asks today's dashboard (today so far, the same weekday last week and 52 weeks back,
 * per location: three days read from the read model, never kept, since "so far" moves with
 * the clock), then asks it four more times. The target is that first ask; the median of the
 * five is recorded beside it. `npm run bench -- --screens` runs it alone.
 */
import { todayLocal } from '../../shared/dates.js';
import { startServiceProcess } from '../tools/service-process.js';
import { startDemoProcess } from './demo-process.js';
import { login, timedGet } from './http.js';
import type { BenchPlan } from './plan.js';
import { untilQuiet } from './quiet.js';
import { median } from './stats.js';
import { judge, type TargetResult } from './targets.js';
import { warmUpDone } from './warm-bench.js';

const PRODUCTS = 50_000;
const ORDERS_PER_DAY = 30;
/** A year and a bit: the comparison 52 weeks back is inside the history. */
const HISTORY_DAYS = 400;
const BOUND_MS = 300;
const ASKS = 5;

export async function dashboardBench(
  plan: BenchPlan,
  figures: Record<string, unknown>,
): Promise<TargetResult[]> {
  const today = todayLocal();
  const scale = '50,000 products, 30 a day, warm-up done';
  const log = (text: string) => process.stdout.write(`bench: issue 48: ${text}\n`);
  const demo = await startDemoProcess({
    products: PRODUCTS,
    ordersPerDay: ORDERS_PER_DAY,
    historyDays: HISTORY_DAYS,
    endDate: today,
  });
  const service = await startServiceProcess({
    upstream: demo.baseUrlTemplate,
    warmUp: true,
    demoEndDate: today,
  });
  try {
    await demo.setLatency(plan.latencyMs);
    const loginAt = performance.now();
    const first = await login(service.url);
    log('the warm-up reads the months …');
    const done = await warmUpDone(service, first, loginAt);
    if (done.state.state !== 'done') throw new Error(`warm-up: ${done.state.state}`);
    // What the warm-up stores after its last month is written before anything is timed.
    await untilQuiet(service.pid);
    log('the dashboard …');
    const token = await login(service.url);
    const asks = [];
    for (let ask = 0; ask < ASKS; ask += 1) {
      const answer = await timedGet(service.url, '/api/dashboard', token, 60_000);
      if (answer.timedOut || answer.status !== 200) {
        throw new Error(`dashboard: HTTP ${answer.status}${answer.timedOut ? ', timed out' : ''}`);
      }
      asks.push(answer.ms);
    }
    const [firstAsk = 0] = asks;
    figures['dashboard, 50,000 products, 30 orders/day'] = {
      warm_up_done_ms: Math.round(done.at),
      warm_up_months: done.state.months_ready,
      asks_ms: asks.map((ms) => Math.round(ms)),
      median_ms: Math.round(median(asks)),
    };
    return [
      judge({
        target: 'dashboard (today so far, vs last week and last year)',
        scale,
        value: firstAsk,
        unit: 'ms',
        op: '<=',
        bound: BOUND_MS,
        detail:
          `a second session's first ask, ${(firstAsk / BOUND_MS).toFixed(2)}× the bound; ` +
          `median of ${ASKS} asks ${Math.round(median(asks))} ms`,
      }),
    ];
  } finally {
    await service.stop();
    await demo.stop();
  }
}
