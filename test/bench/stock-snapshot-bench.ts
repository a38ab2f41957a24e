/**
 * Issue 70's stock snapshot targets: with 50,000 products and 400 daily snapshots the database
 * grows by at most 30 MB, and the stock value of any date answers within 500 ms. A service in
 * this process on a data folder of its own (the embedded database on disk), its demo platform
 * embedded, takes 399 past snapshots through the test hook (`pastStockSnapshots`: the demo's
 * own history, so each day's changes are what its orders and deliveries moved) and yesterday's
 * after the login (snapshot-timer.ts). The growth is what the snapshots take in the database:
 * `rm_stock_snapshots` with its TOAST and index, read from the folder once the service has
 * stopped (the folder's own size moves with the engine's write-ahead log). The dates asked: one every 25 days over the
 * series and the day before a whole snapshot (the longest chain of changes, stock-changes.ts),
 * each asked once, by a second user of the same rights after a first untimed ask, once the
 * service has stored what that ask read (quiet.ts). Each ask's CPU time is kept beside its
 * time: on a shared machine the time measures the machine's load as much as the answer.
 * After each date, its largest turnover group's lines (`group_id`), as the screen asks them
 * when the group opens (decision 0127), held to the same bound. One date lies before the first
 * snapshot: its value is the estimate back through the units sold since (estimate.ts).
 * `npm run bench -- --stock-snapshots` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startService } from '../../electron/service/boot/server.js';
import { PGLITE_START_PARAMS } from '../../electron/service/data/read-model/pglite/pglite-settings.js';
import { FULL_EVERY } from '../../electron/service/data/read-model/stock-changes.js';
import { addDays, eachDay, todayLocal } from '../../shared/dates.js';
import { stockValueSchema } from '../../shared/api/stock-value.js';
import { getJson, login, timedGet } from './http.js';
import { untilQuiet } from './quiet.js';
import { judge, type TargetResult } from './targets.js';

const PRODUCTS = 50_000;
const SNAPSHOTS = 400;
const GROWTH_BOUND_MB = 30;
const ANSWER_BOUND_MS = 500;
/** How far before the first snapshot the estimate's date lies (the demo's history has 20). */
const ESTIMATE_DAYS = 14;
const FIRST_CAP_MS = 1_800_000;
const MB = 1024 * 1024;

/**
 * This process's CPU time so far, in ms: the service runs in it, so an ask's share is its
 * answer's own work (and the client's reading of it), whatever else the machine runs.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function snapshotTableBytes(folder: string): Promise<{ bytes: number; rows: number }> {
  const db = await PGlite.create(folder, { startParams: PGLITE_START_PARAMS });
  try {
    const [row] = (
      await db.query<{ bytes: number; rows: number }>(
        `select pg_total_relation_size('rm_stock_snapshots')::float8 as bytes,
                (select count(*) from rm_stock_snapshots)::int as rows`,
      )
    ).rows;
    return row ?? { bytes: 0, rows: 0 };
  } finally {
    await db.close();
  }
}

export async function stockSnapshotBench(
  figures: Record<string, unknown>,
): Promise<TargetResult[]> {
  const log = (text: string) => process.stdout.write(`bench: stock snapshots: ${text}\n`);
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-snapshots-'));
  const yesterday = addDays(todayLocal(), -1);
  const first = addDays(yesterday, -(SNAPSHOTS - 1));
  const past = eachDay(first, addDays(yesterday, -1));
  try {
    const service = await startService({
      port: 0,
      rendererDir: null,
      logger: false,
      dataDir,
      readModel: { enabled: true },
      warmUp: { enabled: false },
      demo: { endDate: yesterday, productsPerAccount: PRODUCTS, historyDays: SNAPSHOTS + 20 },
      pastStockSnapshots: past,
      // The first ask waits for the 400 snapshots: longer than a request's usual deadline.
      httpTimeouts: { answerMs: FIRST_CAP_MS },
    });
    const url = service.url.replace(/\/$/, '');
    const folder = join(dataDir, 'read-model');
    const asked: { date: string; ms: number; cpu_ms: number }[] = [];
    const groupAsked: { date: string; ms: number; cpu_ms: number }[] = [];
    try {
      // The login starts the snapshots (snapshot-timer.ts); the first ask waits for them.
      const manager = await login(url);
      log(`taking ${SNAPSHOTS} snapshots of ${PRODUCTS.toLocaleString('en-US')} products …`);
      const firstAsk = await timedGet(
        url,
        `/api/stock-value?date=${yesterday}`,
        manager,
        FIRST_CAP_MS,
      );
      if (firstAsk.status !== 200) throw new Error(`first ask: HTTP ${firstAsk.status}`);
      figures['stock_snapshots_first_ask_ms'] = Math.round(firstAsk.ms);
      const second = await login(url, 'secondManager');
      // The largest group, whose lines are the most an opened group asks for.
      const { groups } = stockValueSchema.parse(
        await getJson(url, `/api/stock-value?date=${yesterday}`, manager),
      );
      const largest = groups.reduce((most, group) =>
        group.products > most.products ? group : most,
      );
      const groupId = largest.id ?? 'none';
      // The first ask's catalog read is stored after its answer (read-model/write-behind.ts).
      await untilQuiet(process.pid);
      // A date before the first snapshot: an estimate back through the units sold since. Its
      // orders are read once untimed, as the warm-up would have held them.
      const beforeFirst = addDays(first, -ESTIMATE_DAYS);
      await timedGet(url, `/api/stock-value?date=${beforeFirst}`, manager, FIRST_CAP_MS);
      await untilQuiet(process.pid);
      const dates = [
        ...eachDay(first, yesterday).filter((_, index) => index % 25 === 0),
        // The longest chain: the day before the next whole snapshot.
        addDays(first, FULL_EVERY - 1),
        beforeFirst,
      ];
      for (const date of dates) {
        const cpuBefore = cpuMs();
        const answer = await timedGet(url, `/api/stock-value?date=${date}`, second, 60_000);
        if (answer.status !== 200) throw new Error(`${date}: HTTP ${answer.status}`);
        asked.push({ date, ms: Math.round(answer.ms), cpu_ms: Math.round(cpuMs() - cpuBefore) });
        const groupCpu = cpuMs();
        const path = `/api/stock-value?date=${date}&group_id=${groupId}`;
        const lines = await timedGet(url, path, second, 60_000);
        if (lines.status !== 200) throw new Error(`${path}: HTTP ${lines.status}`);
        groupAsked.push({ date, ms: Math.round(lines.ms), cpu_ms: Math.round(cpuMs() - groupCpu) });
      }
      figures['stock_snapshots_group'] = { id: groupId, products: largest.products };
    } finally {
      await service.close();
    }
    const table = await snapshotTableBytes(folder);
    if (table.rows !== SNAPSHOTS) throw new Error(`${table.rows} snapshots kept, not ${SNAPSHOTS}`);
    const slowest = asked.reduce((worst, ask) => (ask.ms > worst.ms ? ask : worst));
    const mostWork = asked.reduce((worst, ask) => (ask.cpu_ms > worst.cpu_ms ? ask : worst));
    const slowestGroup = groupAsked.reduce((worst, ask) => (ask.ms > worst.ms ? ask : worst));
    figures['stock_snapshots'] = { table_bytes: table.bytes, rows: table.rows, asked, groupAsked };
    const scale = `${PRODUCTS.toLocaleString('en-US')} products × ${SNAPSHOTS} snapshots`;
    return [
      judge({
        target: 'stock snapshots: database growth',
        scale,
        value: table.bytes / MB,
        unit: 'MB',
        op: '<=',
        bound: GROWTH_BOUND_MB,
        detail: `rm_stock_snapshots, TOAST and index: ${(table.bytes / MB).toFixed(2)} MB, ${table.rows} rows`,
      }),
      judge({
        target: 'stock value of a date',
        scale,
        value: slowest.ms,
        unit: 'ms',
        op: '<=',
        bound: ANSWER_BOUND_MS,
        detail:
          `slowest of ${asked.length} dates (${slowest.date}, CPU ${slowest.cpu_ms} ms); ` +
          `most CPU ${mostWork.cpu_ms} ms (${mostWork.date})`,
      }),
      judge({
        target: "stock value: a group's lines",
        scale,
        value: slowestGroup.ms,
        unit: 'ms',
        op: '<=',
        bound: ANSWER_BOUND_MS,
        detail: `slowest of ${groupAsked.length} dates (${slowestGroup.date}, CPU ${slowestGroup.cpu_ms} ms), the largest group's`,
      }),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
