/**
 * Issue 69, item 2, at the volume run's size: the warm-up of 13 months killed with SIGKILL at
 * three points and started again on the same data folder each time (test/tools/warm-up-kills.ts,
 * as the API test does for a small shop), against an unbroken run on a folder of its own, both
 * from the same demo platform (every call held 30 ms), the killed run first. Judged: the killed
 * run's time against the unbroken run's (bound 1.10×: from the first start to done, each
 * restart included, the moments the platform was held for a kill left out), no month ready at
 * a kill read again (but this month's till closings, read again every five minutes kill or
 * not: readAgain), and the year's report up to yesterday the same, byte for byte.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULTS } from '../../electron/demo-platform/options.js';
import { addDays, addYears, todayLocal } from '../../shared/dates.js';
import { monthReads } from '../api/read-model/month-reads.js';
import { startServiceProcess, type ServiceProcess } from '../tools/service-process.js';
import {
  KILLS,
  killThreeTimes,
  readAgain,
  type KillDriver,
  type WarmingService,
} from '../tools/warm-up-kills.js';
import { login } from './http.js';
import type { BenchPlan } from './plan.js';
import { judge, type TargetResult } from './targets.js';
import { startVolumeDemo } from './volume-bench.js';
import { warmUpDone, warmUpOf } from './warm-bench.js';

const RATIO_BOUND = 1.1;
/** A kill point or the end not reached within this long: judged a FAIL, the bench goes on. */
const POINT_CAP_MS = 900_000;

const log = (text: string) => process.stdout.write(`bench: warm-up killed: ${text}\n`);

interface Running extends WarmingService {
  service: ServiceProcess;
  token: string;
}

/** The answer's text, or its status where it is not a 200. */
async function textOf(base: string, path: string, token: string): Promise<string> {
  const answer = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return answer.ok ? answer.text() : `HTTP ${answer.status}`;
}

export async function volumeResumeBench(
  plan: BenchPlan,
  figures: Record<string, unknown>,
): Promise<TargetResult[]> {
  const today = todayLocal();
  const scale = `${plan.volume} orders a day${
    plan.locations === DEFAULTS.locations ? '' : `, ${plan.locations} locations`
  }, a data folder`;
  const year = `/api/financial-report?from=${addDays(addYears(today, -1), 1)}&to=${addDays(today, -1)}`;
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'bench-warm-up-killed-'));
    folders.push(made);
    return made;
  };
  const vaultKey = randomBytes(32).toString('base64');
  const demo = await startVolumeDemo(plan, today);
  const start = (dataDir: string) =>
    startServiceProcess({
      upstream: demo.baseUrlTemplate,
      warmUp: true,
      demoEndDate: today,
      dataDir,
      vaultKey,
    });
  const running = new Set<ServiceProcess>();
  /** The moments the platform was held for a kill: not the service's working time. */
  let heldMs = 0;
  let heldSince = 0;
  const driver: KillDriver<Running> = {
    start: async (dataDir) => {
      const service = await start(dataDir);
      running.add(service);
      const token = await login(service.url);
      return {
        service,
        token,
        warmUp: () => warmUpOf(service, token),
        kill: async () => {
          await service.kill();
          running.delete(service);
        },
      };
    },
    monthReads: async () => monthReads(await demo.callCounts()),
    hold: async () => {
      heldSince = performance.now();
      await demo.setFaults({ latencyMs: plan.latencyMs, hangRate: 1 });
    },
    release: async () => {
      await demo.setFaults({ latencyMs: plan.latencyMs, hangRate: 0 });
      heldMs += performance.now() - heldSince;
    },
    until: async (read, done, never) => {
      const since = performance.now();
      for (;;) {
        const value = await read();
        if (done(value)) return value;
        if (performance.now() - since > POINT_CAP_MS) throw new Error(never);
        await sleep(500);
      }
    },
  };
  try {
    await demo.setLatency(plan.latencyMs);
    // Both runs read days the demo has made already, where it keeps them all (300 orders a
    // day: making them costs some 3.5 s, which the first run alone would pay); at a chain's
    // volume it keeps some months only, and the killed run, first, pays more of the making
    // than the unbroken one: if anything the ratio is larger, never smaller.
    await demo.makeAllOrders();
    log('the run killed three times …');
    const killedAt = performance.now();
    const run = await killThreeTimes(driver, folder());
    const killedMs = performance.now() - killedAt - heldMs;
    const answer = await textOf(run.resumed.service.url, year, run.resumed.token);
    await run.resumed.service.stop();
    running.delete(run.resumed.service);
    const again = readAgain(run.cuts, run.last, today.slice(0, 7));
    const total = [...run.reads.values()].reduce((sum, count) => sum + count, 0);
    log(
      `done in ${Math.round(killedMs / 1000)} s (${Math.round(heldMs / 1000)} s held for the kills left out), ${total} month reads; an unbroken run …`,
    );
    const startedAt = performance.now();
    const unbroken = await start(folder());
    running.add(unbroken);
    const token = await login(unbroken.url);
    const whole = await warmUpDone(unbroken, token, startedAt, POINT_CAP_MS);
    const expected = await textOf(unbroken.url, year, token);
    log(`${whole.state.state} in ${Math.round(whole.at / 1000)} s`);
    figures[`warm-up killed, ${plan.volume} a day`] = {
      unbroken_ms: whole.at,
      unbroken_state: whole.state.state,
      killed_ms: killedMs,
      held_ms: heldMs,
      cuts: run.cuts.map((cut) => ({ name: cut.name, ready: cut.ready })),
      month_reads: total,
      read_again: again,
    };
    const same = !answer.startsWith('HTTP') && answer === expected;
    return [
      judge({
        target: 'warm-up killed at three points / unbroken',
        scale,
        // An unbroken run that did not finish has no time to compare with.
        value: whole.state.state === 'done' ? killedMs / whole.at : Number.POSITIVE_INFINITY,
        unit: '×',
        op: '<=',
        bound: RATIO_BOUND,
        detail: `${Math.round(killedMs / 1000)} s against ${Math.round(whole.at / 1000)} s (${whole.state.state}); kills ${KILLS.map((kill) => kill.name).join(', ')}`,
      }),
      judge({
        target: 'warm-up killed: months ready at a kill read again',
        scale,
        value: again.length,
        unit: 'count',
        op: '<=',
        bound: 0,
        detail: again[0] ?? `${total} month reads for ${run.done.months_total} months, two kinds`,
      }),
      judge({
        target: 'warm-up killed: the year’s report as the unbroken run’s',
        scale,
        value: same ? 1 : 0,
        unit: 'count',
        op: '>=',
        bound: 1,
        detail: same ? 'byte for byte' : `${answer.slice(0, 40)} against ${expected.slice(0, 40)}`,
      }),
    ];
  } catch (error) {
    // A kill point or the end not reached: judged, so the bench's other figures stand.
    const reason = error instanceof Error ? error.message : String(error);
    log(`not finished: ${reason}`);
    return [
      judge({
        target: 'warm-up killed at three points / unbroken',
        scale,
        value: Number.POSITIVE_INFINITY,
        unit: '×',
        op: '<=',
        bound: RATIO_BOUND,
        detail: reason,
      }),
    ];
  } finally {
    for (const service of running) await service.stop();
    await demo.stop();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  }
}
