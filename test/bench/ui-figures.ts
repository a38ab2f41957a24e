/**
 * The UI figures (not targets): the renderer bundle's size, and in Chromium the time from
 * login to a populated price list and the frame times while scrolling a 50,000-row list.
 * The services here embed their demo platform, without injected latency.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startServiceProcess } from '../tools/service-process.js';
import { median, percentile } from './stats.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Why the UI figures cannot be taken here, or null: said when the run starts, so a missing
 * browser does not end a twenty-minute run at its last step without its table.
 */
export const uiFiguresMissing = (): string | null =>
  existsSync(CHROMIUM)
    ? null
    : `no Chromium at ${CHROMIUM} (on Debian: apt-get install -y chromium; or set CHROMIUM_PATH)`;
const LOGIN = { account: 'demo', email: 'manager@demo.test', password: 'demo' };
const round = (value: number, decimals = 1): number => Number(value.toFixed(decimals));

export function bundleFigures(figures: Record<string, unknown>): void {
  const folder = join('dist', 'renderer', 'assets');
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(folder).filter((file) => /\.(js|css)$/.test(file))) {
    const content = readFileSync(join(folder, name));
    raw += content.length;
    gzip += gzipSync(content).length;
  }
  figures['renderer bundle'] = { raw_kib: round(raw / 1024), gzip_kib: round(gzip / 1024) };
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

/** Login to rows on the default catalog, and scrolling a 50,000-row price list. */
export async function uiFigures(figures: Record<string, unknown>): Promise<void> {
  // The browser first: a browser that will not start leaves no services running.
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
  const defaultService = await startServiceProcess();
  const largeService = await startServiceProcess({
    args: ['--demo-products', '50000', '--demo-orders-per-day', '5', '--demo-history-days', '30'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const loginMs = await loginInBrowser(page, `${defaultService.url}/`);
    figures['ui: login to populated price list (default catalog)'] = { ms: loginMs };

    const large = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const largeLoginMs = await loginInBrowser(large, `${largeService.url}/`);
    const rowCount = await large.locator('[role="grid"]').first().getAttribute('aria-rowcount');
    // 100 px per frame is a fast flick (6,000 px/s); 600 px per frame drags the scrollbar.
    const flick = frameFigures(await scrollFrameTimes(large, 100));
    await large.evaluate("document.querySelector('.data-table__scroll').scrollTop = 0");
    const drag = frameFigures(await scrollFrameTimes(large, 600));
    figures['ui: 50,000-row price list'] = {
      rows_in_grid: Number(rowCount) - 1,
      login_to_rows_ms: largeLoginMs,
      'scrolling 6,000 px/s': flick,
      'scrolling 36,000 px/s': drag,
    };
  } finally {
    await browser.close();
    await defaultService.stop();
    await largeService.stop();
  }
}
