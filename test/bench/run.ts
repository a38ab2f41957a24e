/**
 * `npm run bench` (`-- --quick` for a subset): issue 12's performance targets, measured in one
 * run side by side and printed as a table of value, bound and PASS/FAIL; everything measured
 * also goes to test/artifacts/bench.json. Not a test: it exits 0 whatever the verdicts, and
 * is not part of `npm test`. What each target and floor means: test/README.md, "Benchmark".
 *
 * 1. The price list at 2,000 and 50,000 products (catalog-bench.ts), 30 ms upstream latency.
 * 2. The 12-month financial report at 30 and 300 orders a day (report-bench.ts), same latency.
 * 3. The service's memory at 100,000 products and 500,000 orders (memory-bench.ts).
 * 4. UI figures: the renderer bundle and Chromium frame times (ui-figures.ts); without
 *    Chromium the run says so when it starts and leaves the browser's figures out.
 * 5. Issue 36's table: warm before asked, no cold start, memory with 20 clients, with the
 *    platform elsewhere and embedded (warm-bench.ts). `-- --warm` runs it alone.
 * 6. Issue 43's table: what the warm-up costs a user while it runs (warm-up-cost-bench.ts).
 *    `-- --warm-up-cost` runs it alone.
 * 7. Issue 48's dashboard once the warm-up is done (dashboard-bench.ts), its product sales
 *    of a month against the report of it (product-sales-bench.ts) and its exceptions of a
 *    month, warm (exceptions-bench.ts). `-- --screens` runs them
 *    alone.
 * 8. `-- --volume N` alone: issue 56's table, the model as the source at N orders a day
 *    (volume-bench.ts), the catalog while the warm-up runs (volume-catalog.ts), a chain's
 *    warm-up through a restart (volume-chain.ts), the warm-up killed at three points
 *    against an unbroken one (volume-resume.ts) and three services on one PostgreSQL
 *    warming once between them (volume-shared.ts).
 * 9. Issue 70's stock snapshots: 50,000 products × 400 daily snapshots, the database's growth
 *    and the stock value of any date (stock-snapshot-bench.ts). `-- --stock-snapshots` runs
 *    it alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { catalogBench } from './catalog-bench.js';
import { dashboardBench } from './dashboard-bench.js';
import { exceptionsBench } from './exceptions-bench.js';
import { warmUpCostBench } from './warm-up-cost-bench.js';
import { memoryBench } from './memory-bench.js';
import { benchPlan } from './plan.js';
import { productSalesBench } from './product-sales-bench.js';
import { reportBench } from './report-bench.js';
import { stockSnapshotBench } from './stock-snapshot-bench.js';
import { volumeBench } from './volume-bench.js';
import { volumeCatalogBench } from './volume-catalog.js';
import { volumeChainBench } from './volume-chain.js';
import { volumeResumeBench } from './volume-resume.js';
import { volumeSharedBench } from './volume-shared.js';
import { warmBench } from './warm-bench.js';
import { printTable, type TargetResult } from './targets.js';
import { bundleFigures, uiFigures, uiFiguresMissing } from './ui-figures.js';

const plan = benchPlan(process.argv.slice(2));
const uiMissing = plan.ui ? uiFiguresMissing() : null;
if (uiMissing !== null) process.stdout.write(`bench: the UI figures are left out: ${uiMissing}\n`);
const started = performance.now();
const targets: TargetResult[] = [];
const figures: Record<string, unknown> = {};

for (const products of plan.catalogSizes)
  targets.push(...(await catalogBench(products, plan, figures)));
let completedPeak = 0;
for (const density of plan.reportDensities) {
  const report = await reportBench(density, plan, figures, completedPeak);
  targets.push(...report.targets);
  completedPeak = report.completedPeak;
}
if (plan.memory) targets.push(...(await memoryBench(plan, figures)));
if (plan.warm) targets.push(...(await warmBench(plan, figures)));
if (plan.warmUpCost) targets.push(...(await warmUpCostBench(plan, figures)));
if (plan.screens) {
  targets.push(...(await dashboardBench(plan, figures)));
  targets.push(...(await productSalesBench(plan, figures)));
  targets.push(...(await exceptionsBench(plan, figures)));
}
if (plan.volume > 0) {
  targets.push(...(await volumeBench(plan, figures)));
  targets.push(...(await volumeCatalogBench(plan, figures)));
  targets.push(...(await volumeChainBench(plan, figures)));
  targets.push(...(await volumeResumeBench(plan, figures)));
  targets.push(...(await volumeSharedBench(plan, figures)));
}
if (plan.stockSnapshots) targets.push(...(await stockSnapshotBench(figures)));
if (!plan.oneTable) bundleFigures(figures);
if (plan.ui && uiMissing === null) await uiFigures(figures);
else if (uiMissing !== null) figures['ui'] = { left_out: uiMissing };

const minutes = (performance.now() - started) / 60_000;
const table = printTable(targets);
mkdirSync('test/artifacts', { recursive: true });
writeFileSync(
  'test/artifacts/bench.json',
  `${JSON.stringify({ quick: plan.quick, latency_ms: plan.latencyMs, minutes, targets, figures }, null, 2)}\n`,
);
process.stdout.write(
  `\n${table}\n(${plan.quick ? 'quick run, ' : ''}${minutes.toFixed(1)} min; details in test/artifacts/bench.json)\n`,
);
