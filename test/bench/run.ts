/**
 * `npm run bench`: performance figures, measured in one run so they can be compared as
 * ratios. Not a test: nothing here passes or fails on a time. Results go to stdout and to
 * test/artifacts/bench.json.
 *
 * 1. Service: login + GET /api/price-list on the default demo catalog and on a 50,000-product
 *    catalog (time per 1,000 rows shows how it scales); the financial report for a day and a
 *    month.
 * 2. Renderer bundle size (raw and gzip).
 * 3. UI in Chromium: login to a populated price list (default catalog), and scrolling a
 *    50,000-row price list while recording frame times.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startService, type RunningService } from '../../electron/service/server.js';

const END_DATE = '2026-11-20';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOGIN = { account: 'demo', email: 'manager@demo.test', password: 'demo' };
const results: Record<string, unknown> = {};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};
const round = (value: number, decimals = 1): number => Number(value.toFixed(decimals));

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

async function login(base: string): Promise<string> {
  const answer = await fetch(`${base}api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  return ((await answer.json()) as { token: string }).token;
}

async function getJson(base: string, path: string, token: string): Promise<{ total?: number }> {
  const answer = await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { total?: number };
}

async function serviceFigures(service: RunningService, label: string): Promise<void> {
  const base = service.url;
  const token = await login(base);
  const times: number[] = [];
  let rows = 0;
  for (let run = 0; run < 5; run++) {
    // A fresh login each run, so per-user reference caches do not flatter later runs.
    const runToken = run === 0 ? token : await login(base);
    const { ms, value } = await timed(() => getJson(base, 'api/price-list', runToken));
    times.push(ms);
    rows = value.total ?? 0;
  }
  results[`price-list ${label}`] = {
    rows,
    median_ms: round(median(times)),
    ms_per_1000_rows: round((median(times) / rows) * 1000, 2),
  };
}

async function reportFigures(service: RunningService): Promise<void> {
  const token = await login(service.url);
  const measure = async (query: string) => {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      times.push(
        (await timed(() => getJson(service.url, `api/financial-report?${query}`, token))).ms,
      );
    }
    return round(median(times));
  };
  const day = await measure('from=2026-10-15');
  const month = await measure('from=2026-10-01&to=2026-10-31');
  results['financial-report'] = {
    day_ms: day,
    month_ms: month,
    month_over_day: round(month / day, 2),
  };
}

function bundleFigures(): void {
  const folder = join('dist', 'renderer', 'assets');
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(folder).filter((file) => /\.(js|css)$/.test(file))) {
    const content = readFileSync(join(folder, name));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  results['renderer bundle'] = { raw_kib: round(raw / 1024), gzip_kib: round(gzip / 1024) };
}

async function loginInBrowser(page: Page, base: string): Promise<number> {
  await page.goto(base);
  await page.getByLabel('Account').fill(LOGIN.account);
  await page.getByLabel('E-mailadres').fill(LOGIN.email);
  await page.getByLabel('Wachtwoord').fill(LOGIN.password);
  const start = Date.now();
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.locator('[role="grid"] [role="gridcell"]').first().waitFor({ timeout: 120_000 });
  return Date.now() - start;
}

/**
 * Scrolls the grid for a few seconds and records the time between animation frames. The
 * script runs in the page, so it is plain JavaScript text (this file is typed for Node).
 */
const scrollScript = (pixelsPerFrame: number) => `new Promise((resolve, reject) => {
  const scroller = document.querySelector('.data-table__scroll');
  if (!scroller) return reject(new Error('no scrolling grid'));
  const frames = [];
  let last = performance.now();
  const until = last + 4000;
  const step = (now) => {
    frames.push(now - last);
    last = now;
    scroller.scrollTop += ${pixelsPerFrame};
    if (now < until && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight) {
      requestAnimationFrame(step);
    } else resolve(frames.slice(1));
  };
  requestAnimationFrame(step);
})`;

const scrollFrameTimes = (page: Page, pixelsPerFrame: number): Promise<number[]> =>
  page.evaluate<number[]>(scrollScript(pixelsPerFrame));

/**
 * Frame figures. rAF intervals sit on the display's refresh (16.7 ms at 60 Hz) with jitter,
 * so a frame counts as dropped when its interval exceeds 1.5 refresh intervals (25 ms).
 */
function frameFigures(frames: number[]) {
  const dropped = frames.filter((ms) => ms > 25).length;
  return {
    frames: frames.length,
    frame_p50_ms: round(median(frames)),
    frame_p95_ms: round(percentile(frames, 95)),
    frame_max_ms: round(Math.max(...frames)),
    dropped_frames_percent: round((dropped / frames.length) * 100),
  };
}

async function uiFigures(
  defaultService: RunningService,
  largeService: RunningService,
): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const loginMs = await loginInBrowser(page, defaultService.url);
    results['ui: login to populated price list (default catalog)'] = { ms: loginMs };

    const large = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const largeLoginMs = await loginInBrowser(large, largeService.url);
    const rowCount = await large.locator('[role="grid"]').first().getAttribute('aria-rowcount');
    // 100 px per frame is a fast flick (6,000 px/s); 600 px per frame drags the scrollbar.
    const flick = frameFigures(await scrollFrameTimes(large, 100));
    await large.evaluate("document.querySelector('.data-table__scroll').scrollTop = 0");
    const drag = frameFigures(await scrollFrameTimes(large, 600));
    results['ui: 50,000-row price list'] = {
      rows_in_grid: Number(rowCount) - 1,
      login_to_rows_ms: largeLoginMs,
      'scrolling 6,000 px/s': flick,
      'scrolling 36,000 px/s': drag,
    };
  } finally {
    await browser.close();
  }
}

const defaultService = await startService({ port: 0, logger: false, demo: { endDate: END_DATE } });
const largeService = await startService({
  port: 0,
  logger: false,
  demo: { endDate: END_DATE, productsPerAccount: 50_000, ordersPerDay: 5, historyDays: 30 },
});
try {
  await serviceFigures(defaultService, 'default catalog');
  await serviceFigures(largeService, '50,000 products');
  await reportFigures(defaultService);
  bundleFigures();
  await uiFigures(defaultService, largeService);
} finally {
  await defaultService.close();
  await largeService.close();
}

const defaultList = results['price-list default catalog'] as { ms_per_1000_rows: number };
const largeList = results['price-list 50,000 products'] as { ms_per_1000_rows: number };
results['ratio: per-row price-list cost, 50,000 vs default'] = round(
  largeList.ms_per_1000_rows / defaultList.ms_per_1000_rows,
  2,
);
mkdirSync('test/artifacts', { recursive: true });
writeFileSync('test/artifacts/bench.json', `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
