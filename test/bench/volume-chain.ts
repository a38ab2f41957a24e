/**
 * Issue 56, item 3, for a chain: 3,000 orders a day, every call held 30 ms, a data folder.
 * The warm-up reads until a month is ready (at most four minutes), saying how long is left;
 * the service is stopped and started again on the same folder: the months it had are ready
 * again at once, the warm-up goes on where it was, and a question about a ready month is
 * answered from its sums.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, firstOfNextMonth, todayLocal, type LocalDate } from '../../shared/dates.js';
import type { WarmUpState } from '../../shared/api/warm-up.js';
import { startServiceProcess, type ServiceProcess } from '../tools/service-process.js';
import { startDemoProcess } from './demo-process.js';
import { login, timedGet } from './http.js';
import type { BenchPlan } from './plan.js';
import { judge, type TargetResult } from './targets.js';
import { warmUpOf } from './warm-bench.js';

const PER_DAY = 3_000;
const FIRST_MONTH_CAP_MS = 240_000;
const READY_AGAIN_CAP_MS = 60_000;

async function until(
  service: ServiceProcess,
  token: string,
  done: (state: WarmUpState) => boolean,
  capMs: number,
): Promise<{ state: WarmUpState; ms: number; leftSeen: number | null }> {
  const since = performance.now();
  let leftSeen: number | null = null;
  for (;;) {
    const state = await warmUpOf(service, token);
    leftSeen = state.seconds_left ?? leftSeen;
    const ms = performance.now() - since;
    if (done(state) || ms > capMs) return { state, ms, leftSeen };
    await sleep(500);
  }
}

export async function volumeChainBench(
  plan: BenchPlan,
  figures: Record<string, unknown>,
): Promise<TargetResult[]> {
  const today = todayLocal();
  const scale = `${PER_DAY.toLocaleString('en-US')} orders a day, ${plan.locations} locations, a data folder`;
  const log = (text: string) => process.stdout.write(`bench: volume: chain: ${text}\n`);
  const demo = await startDemoProcess({
    products: 2_000,
    ordersPerDay: PER_DAY,
    historyDays: 400,
    locations: plan.locations,
    endDate: today,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-chain-'));
  const vaultKey = randomBytes(32).toString('base64');
  try {
    await demo.setLatency(plan.latencyMs);
    const start = () =>
      startServiceProcess({
        upstream: demo.baseUrlTemplate,
        warmUp: true,
        demoEndDate: today,
        dataDir,
        vaultKey,
      });
    log('the warm-up reads until a month is ready …');
    let service = await start();
    const first = await until(
      service,
      await login(service.url),
      (state) => state.months_ready >= 1,
      FIRST_MONTH_CAP_MS,
    );
    await service.stop();
    log(`${first.state.months_ready} months ready; started again on the same folder …`);
    service = await start();
    try {
      const token = await login(service.url);
      const again = await until(
        service,
        token,
        (state) => state.months_ready >= first.state.months_ready,
        READY_AGAIN_CAP_MS,
      );
      const month = again.state.months.find((entry) => entry.ready)?.month ?? today.slice(0, 7);
      const from = `${month}-01` as LocalDate;
      const last = addDays(firstOfNextMonth(from), -1);
      const to = last < today ? last : today;
      await demo.resetCalls();
      const report = await timedGet(
        service.url,
        `/api/financial-report?from=${from}&to=${to}`,
        token,
      );
      const calls = await demo.calls();
      figures['volume: chain'] = { first, again, report_ms: report.ms, report_calls: calls };
      return [
        judge({
          target: 'months ready again after a restart',
          scale,
          value: again.ms,
          unit: 'ms',
          op: '<=',
          bound: 10_000,
          detail: `${again.state.months_ready} of ${again.state.months_total} after the restart, ${first.state.months_ready} before (in ${Math.round(first.ms / 1000)} s)`,
        }),
        judge({
          target: 'a ready month’s report after the restart',
          scale,
          value: report.ms,
          unit: 'ms',
          op: '<=',
          bound: 500,
          detail: `${month}, ${calls} platform calls, HTTP ${report.status}`,
        }),
        judge({
          target: 'time left shown while the warm-up reads',
          scale,
          value: first.leftSeen === null ? 0 : 1,
          unit: 'count',
          op: '>=',
          bound: 1,
          detail:
            first.leftSeen === null ? 'never' : `${Math.round(first.leftSeen / 60)} min left said`,
        }),
      ];
    } finally {
      await service.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await demo.stop();
  }
}
