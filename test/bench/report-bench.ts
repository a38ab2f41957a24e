/**
 * The financial-report targets for 12 months at one order density, against a demo platform
 * in its own process with the upstream latency: the first ask against the upstream
 * floor (orders read month by month), and the warm ask, a second session after the first.
 * A first ask past the plan's cap is abandoned (the service stops its upstream reads) and
 * its time is a lower bound, which fails.
 */
import type { LocalDate } from '../../shared/dates.js';
import { where } from '../../electron/upstream/filters.js';
import { rawPlatform } from '../api/raw-platform.js';
import { DEMO_END_DATE, startServiceProcess } from '../tools/service-process.js';
import { startDemoProcess } from './demo-process.js';
import { floorConcurrency, reportFloor } from './floors.js';
import { DEMO_USERS, login, timedGet } from './http.js';
import type { BenchPlan } from './plan.js';
import { untilQuiet } from './quiet.js';
import { judge, type TargetResult } from './targets.js';

/** Twelve whole months ending on the demo's last day. */
export const YEAR_RANGE = { from: '2025-11-21' as LocalDate, to: DEMO_END_DATE as LocalDate };
const REPORT = `/api/financial-report?from=${YEAR_RANGE.from}&to=${YEAR_RANGE.to}`;

/**
 * `completedPeak`: the most calls in flight of a report that ran to its end at a smaller
 * density in this run. A first ask cut at the cap has not reached its later, more parallel
 * phases (payments), so its own peak would hold the floor to less concurrency than ours.
 */
export async function reportBench(
  ordersPerDay: number,
  plan: BenchPlan,
  figures: Record<string, unknown>,
  completedPeak = 0,
): Promise<{ targets: TargetResult[]; completedPeak: number }> {
  const scale = `12 months, ${ordersPerDay} orders/day`;
  const log = (text: string) => process.stdout.write(`bench: ${scale}: ${text}\n`);
  const demo = await startDemoProcess({ products: 2_000, ordersPerDay, historyDays: 400 });
  const service = await startServiceProcess({ upstream: demo.baseUrlTemplate });
  try {
    await demo.setLatency(plan.latencyMs);
    const raw = await rawPlatform(demo.baseUrlTemplate, {
      account: 'demo',
      email: DEMO_USERS.manager,
      password: 'demo',
    });
    // The platform builds a day's orders on first use: one call over the range builds them
    // all, before anything is timed.
    await raw.call('listDayClosings', [0, 1, null, [where('date', '>=', YEAR_RANGE.from)]]);
    log('first report …');
    const token = await login(service.url);
    await demo.resetCalls();
    const { value: first, peak } = await demo.watchInFlight(() =>
      timedGet(service.url, REPORT, token, plan.reportCapMs),
    );
    if (!first.timedOut && first.status !== 200) throw new Error(`report: HTTP ${first.status}`);
    const firstCalls = await demo.calls();
    // What the first ask stores after its answer is done before the floor is timed.
    await untilQuiet(service.pid);
    log('upstream floor …');
    const floorPeak = first.timedOut ? Math.max(peak, completedPeak) : peak;
    const floor = await reportFloor(raw, YEAR_RANGE, floorConcurrency(floorPeak));

    log('warm report (a second session) …');
    const warm = await timedGet(service.url, REPORT, await login(service.url), plan.warmCapMs);
    if (!warm.timedOut && warm.status !== 200) throw new Error(`report: HTTP ${warm.status}`);

    figures[`financial report, ${scale}`] = {
      orders: floor.rows,
      read_model_start_ms: service.readModelReadyMs,
      first: {
        ms: first.ms,
        abandoned_at_cap: first.timedOut,
        upstream_calls: firstCalls,
        peak_in_flight: peak,
      },
      upstream_floor: floor,
      warm: { ms: warm.ms, abandoned_at_cap: warm.timedOut },
    };
    const ms = (value: number, capped = false) =>
      `${capped ? '> ' : ''}${Math.round(value).toLocaleString('en-US')} ms`;
    const targets = [
      judge({
        target: 'warm 12-month report',
        scale,
        value: warm.ms,
        lowerBound: warm.timedOut,
        unit: 'ms',
        op: '<=',
        bound: 1000,
        detail: 'a second session’s ask after the first',
      }),
      judge({
        target: 'first 12-month report: ours / upstream floor',
        scale,
        value: first.ms / floor.ms,
        lowerBound: first.timedOut,
        unit: '×',
        op: '<=',
        bound: 1.5,
        detail:
          `ours ${ms(first.ms, first.timedOut)} (${firstCalls} calls) / ` +
          `floor ${ms(floor.ms)} (${floor.calls} calls, ${floor.concurrency} at once, ` +
          `${floor.rows.toLocaleString('en-US')} orders)`,
      }),
    ];
    return {
      targets,
      completedPeak: first.timedOut ? completedPeak : Math.max(completedPeak, peak),
    };
  } finally {
    await service.stop();
    await demo.stop();
  }
}
