/**
 * Renderer benchmark (a measurement, not a test: nothing here passes or fails). Against a
 * running service it records:
 *   1. login → populated price list of the default demo catalog (wall clock);
 *   2. a 50,000-row price list (the answer is synthesised in the browser route, so only the
 *      renderer is measured): time to first rows, then frame times while scrolling;
 *   3. the built renderer's size (raw and gzip).
 * Run: `npm run build && node dist/electron/service/cli.js --port 7499 ...` then
 * `BASE_URL=http://127.0.0.1:7499 node --import tsx test/e2e/bench/renderer-bench.ts`.
 * Results go to stdout and test/artifacts/bench/renderer.json.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:7499';
const ROWS = 50_000;
const SCROLL_MS = 4_000;

async function login(page: Page): Promise<number> {
  await page.goto(`${BASE_URL}/#/catalog`);
  await page.getByLabel('Account', { exact: true }).fill('demo');
  await page.getByLabel('E-mailadres').fill('manager@demo.test');
  await page.getByLabel('Wachtwoord').fill('demo');
  const started = Date.now();
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.locator('tbody [role="row"]').first().waitFor();
  return Date.now() - started;
}

function syntheticPriceList(count: number): string {
  const data = Array.from({ length: count }, (_, index) => ({
    product_id: 1_000_000 + index,
    sku: `SKU-${String(index).padStart(6, '0')}`,
    title: `Synthetisch product ${index} ${['rood', 'blauw', 'groen'][index % 3] ?? ''}`,
    ppu_wt: index % 17 === 0 ? null : Math.round(index * 1.37 * 100) / 100,
    ppu: index % 17 === 0 ? null : Math.round(index * 1.13 * 10_000) / 10_000,
    vat_percent: index % 17 === 0 ? null : 21,
    tax_rate_id: index % 17 === 0 ? null : 1,
    stock: index % 250,
    product_group_id: 3000 + (index % 8),
    product_group_code: `80${index % 8}0`,
    product_group_name: `Groep ${index % 8}`,
  }));
  return JSON.stringify({ q: '', country_iso2: 'NL', count, total: count, data });
}

/** Scrolls the grid a little every frame and records each frame's duration. */
const SCROLL_SCRIPT = `new Promise((resolve) => {
  const scroller = document.querySelector('.data-table__scroll');
  const frames = [];
  let last = performance.now();
  const end = last + ${SCROLL_MS};
  const step = (now) => {
    frames.push(now - last);
    last = now;
    scroller.scrollTop += 120;
    if (now < end) requestAnimationFrame(step);
    else resolve({ frames, scrollTop: scroller.scrollTop, rendered: document.querySelectorAll('tbody [role="row"]').length });
  };
  requestAnimationFrame(step);
})`;

interface ScrollResult {
  frames: number[];
  scrollTop: number;
  rendered: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

async function bundleSize(): Promise<Record<string, number>> {
  const dir = 'dist/renderer/assets';
  const sizes: Record<string, number> = { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
  for (const name of await readdir(dir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const content = await readFile(join(dir, name));
    const kind = name.endsWith('.js') ? 'js' : 'css';
    sizes[kind] = (sizes[kind] ?? 0) + content.byteLength;
    sizes[`${kind}Gzip`] = (sizes[`${kind}Gzip`] ?? 0) + gzipSync(content).byteLength;
  }
  return sizes;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'nl-NL' });
  const loginToPriceListMs = await login(page);

  const body = syntheticPriceList(ROWS);
  await page.route('**/api/price-list**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const started = Date.now();
  // A new search text is a new query key, so the list is fetched (from the route) again.
  await page.getByRole('searchbox').fill('synthetisch');
  await page
    .getByText(`${ROWS.toLocaleString('nl-NL')} van ${ROWS.toLocaleString('nl-NL')}`)
    .waitFor();
  const firstRowsMs = Date.now() - started;
  const scroll = await page.evaluate<ScrollResult>(SCROLL_SCRIPT);
  const frames = scroll.frames.slice(1).sort((a, b) => a - b);
  const result = {
    loginToPriceListMs,
    fiftyThousandRows: {
      rows: ROWS,
      searchToRowsMs: firstRowsMs,
      frames: frames.length,
      frameP50Ms: Number(percentile(frames, 0.5).toFixed(1)),
      frameP95Ms: Number(percentile(frames, 0.95).toFixed(1)),
      frameMaxMs: Number((frames.at(-1) ?? 0).toFixed(1)),
      framesOver16_7Ms: frames.filter((frame) => frame > 16.7).length,
      rowsInDom: scroll.rendered,
      scrolledPx: scroll.scrollTop,
    },
    bundle: await bundleSize(),
  };
  await mkdir('test/artifacts/bench', { recursive: true });
  await writeFile('test/artifacts/bench/renderer.json', `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
}
