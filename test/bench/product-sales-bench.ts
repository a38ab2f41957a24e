/**
 * Issue 48's product sales at the issue's scale: a month of GET /api/product-sales on the
 * demo platform with 50,000 products and 30 orders a day, 30 ms per upstream call, against
 * the financial report of the same month on the same service. Both read the very same rows
 * (sales-figures/fetch-report-rows.ts) and add them up once; product sales adds per product, names
 * each from its lines, and sorts every product before the page. So the target is a ratio
 * measured in one run, as decision 0050 has it: product sales at most 1.5 times the report,
 * warm (the month held, after one first ask of each), the median of three alternating asks
 * with `Cache-Control: no-cache`, so each is computed anew from the held month rather than
 * sent again as kept (answer-memo.ts), as an ask with another sort or group is; the catch-up
 * with the platform that header asks for first costs both the same. Its first ask, the month
 * read from the platform, is recorded beside it.
 */
import { where } from '../../electron/upstream/filters.js';
import { rawPlatform } from '../api/raw-platform.js';
import { startServiceProcess } from '../tools/service-process.js';
import { startDemoProcess } from './demo-process.js';
import { DEMO_USERS, login, timedGet, timedOk } from './http.js';
import type { BenchPlan } from './plan.js';
import { untilQuiet } from './quiet.js';
import { judge, type TargetResult } from './targets.js';

/** The demo's last whole month (its data ends on 2026-11-20). */
const MONTH = 'from=2026-10-01&to=2026-10-31';
const SAMPLES = 3;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function productSalesBench(
  plan: BenchPlan,
  figures: Record<string, unknown>,
): Promise<TargetResult[]> {
  const scale = 'issue 48: 50,000 products, 30 orders/day, a month';
  const log = (text: string) => process.stdout.write(`bench: product sales: ${text}\n`);
  const demo = await startDemoProcess({ products: 50_000, ordersPerDay: 30, historyDays: 60 });
  const service = await startServiceProcess({ upstream: demo.baseUrlTemplate });
  try {
    await demo.setLatency(plan.latencyMs);
    const raw = await rawPlatform(demo.baseUrlTemplate, {
      account: 'demo',
      email: DEMO_USERS.manager,
      password: 'demo',
    });
    // The platform builds a day's orders on first use: built before anything is timed.
    await raw.call('listDayClosings', [0, 1, null, [where('date', '>=', '2026-10-01')]]);
    log('first asks …');
    const token = await login(service.url);
    const firstSales = await timedOk(service.url, `/api/product-sales?${MONTH}`, token);
    await untilQuiet(service.pid);
    const firstReport = await timedOk(service.url, `/api/financial-report?${MONTH}`, token);
    await untilQuiet(service.pid);
    log('warm asks, alternating …');
    const sales: number[] = [];
    const report: number[] = [];
    const computed = async (path: string) => {
      const answer = await timedGet(service.url, path, token, 60_000, {
        'Cache-Control': 'no-cache',
      });
      if (answer.status !== 200) throw new Error(`GET ${path}: HTTP ${answer.status}`);
      return answer.ms;
    };
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      report.push(await computed(`/api/financial-report?${MONTH}`));
      sales.push(await computed(`/api/product-sales?${MONTH}`));
    }
    const ratio = median(sales) / median(report);
    figures[`product sales, ${scale}`] = {
      first_product_sales_ms: firstSales,
      first_report_after_ms: firstReport,
      warm_product_sales_ms: sales,
      warm_report_ms: report,
    };
    const list = (values: number[]) => values.map((ms) => Math.round(ms)).join(', ');
    return [
      judge({
        target: 'product sales / financial report, warm',
        scale,
        value: ratio,
        unit: '×',
        op: '<=',
        bound: 1.5,
        detail:
          `medians of ${SAMPLES}: ${Math.round(median(sales))} ms / ${Math.round(median(report))} ms ` +
          `(product sales ${list(sales)}; report ${list(report)}); first product sales ${Math.round(firstSales)} ms`,
      }),
    ];
  } finally {
    await service.stop();
    await demo.stop();
  }
}
