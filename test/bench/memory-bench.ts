/**
 * The service's memory at 100,000 products and 500,000 orders (1,250 a day for 400 days):
 * its resident memory (RSS), sampled every 100 ms, while it answers the price list as JSON,
 * CSV and .xlsx and then a 12-month report (abandoned at the plan's cap, the service then
 * stopping its reads). No injected latency here: memory, not waiting, is measured.
 */
import { DEMO_END_DATE, startServiceProcess } from '../tools/service-process.js';
import { startDemoProcess } from './demo-process.js';
import { where } from '../../electron/upstream/filters.js';
import { rawPlatform } from '../api/raw-platform.js';
import { DEMO_USERS, login, timedGet } from './http.js';
import type { BenchPlan } from './plan.js';
import { YEAR_RANGE } from './report-bench.js';
import { judge, type TargetResult } from './targets.js';

const SAMPLE_EVERY_MS = 100;
const MIB = 1024 * 1024;

export async function memoryBench(
  plan: BenchPlan,
  figures: Record<string, unknown>,
): Promise<TargetResult[]> {
  const scale = '100,000 products, 500,000 orders';
  const demo = await startDemoProcess({ products: 100_000, ordersPerDay: 1_250, historyDays: 400 });
  const service = await startServiceProcess({ upstream: demo.baseUrlTemplate });
  let peak = service.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, service.rss());
  }, SAMPLE_EVERY_MS);
  const steps: Record<string, { ms: number; status: number; abandoned_at_cap: boolean }> = {};
  try {
    // The platform builds a day's orders and closings on first use: one call over the range
    // builds them all, before anything is asked (as the report bench does).
    const raw = await rawPlatform(demo.baseUrlTemplate, {
      account: 'demo',
      email: DEMO_USERS.manager,
      password: 'demo',
    });
    await raw.call('listDayClosings', [
      0,
      1,
      null,
      [where('date', '>=', YEAR_RANGE.from), where('date', '<=', YEAR_RANGE.to)],
    ]);
    const token = await login(service.url);
    const asks: [string, string][] = [
      ['price list JSON', '/api/price-list'],
      ['price list CSV', '/api/price-list?format=csv'],
      ['price list XLSX', '/api/price-list?format=xlsx'],
      ['12-month report', `/api/financial-report?from=${YEAR_RANGE.from}&to=${YEAR_RANGE.to}`],
    ];
    for (const [label, path] of asks) {
      process.stdout.write(`bench: ${scale}: ${label} …\n`);
      const answer = await timedGet(service.url, path, token, plan.reportCapMs);
      // An error answer is recorded, not fatal: memory is what this run measures.
      steps[label] = { ms: answer.ms, status: answer.status, abandoned_at_cap: answer.timedOut };
    }
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, service.rss());
    await service.stop();
    await demo.stop();
  }
  const capped = Object.values(steps).some((step) => step.abandoned_at_cap);
  const failed = Object.entries(steps)
    .filter(([, step]) => !step.abandoned_at_cap && step.status !== 200)
    .map(([label, step]) => `${label} HTTP ${step.status}`);
  figures[`memory, ${scale}`] = { end_date: DEMO_END_DATE, peak_rss_mb: peak / MIB, steps };
  return [
    judge({
      target: 'service memory (peak RSS)',
      scale,
      value: peak / MIB,
      // A step cut short may not have reached its peak yet: then the peak is a lower bound.
      lowerBound: capped,
      unit: 'MB',
      op: '<=',
      bound: 400,
      detail:
        `price list JSON, CSV, XLSX; 12-month report${capped ? ' (cut at the cap)' : ''}` +
        (failed.length > 0 ? `; answered ${failed.join(', ')}` : ''),
    }),
  ];
}
