import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { FULL_RUN, FULL_RUN_ONLY_SPECS, FULL_RUN_TAG } from './test/e2e/matrix.js';

// End-to-end tests drive the real UI in Debian's Chromium (Playwright cannot download
// browsers here). Each worker starts its own headless services, each with its embedded demo
// platform (test/e2e/fixtures.ts, `services`). A project's tests run one at a time: a test
// keeps most of the two cores busy (Chromium's renderer and compositor, the service, the demo
// platform); with two workers on one project each test took 2.3 times as long (decision 0075).
// The demo data end date is pinned so figures are reproducible.
//
// Every test runs in Debian's `chromium-headless-shell`, the same Blink, fonts and rasterizer as
// the browser people run, without the browser's UI to composite: it spends about a third less
// CPU on a test, and the screens it draws at every size are the browser's, pixel for pixel
// but for the clock and the warm-up's progress (decision 0084's addendum). Without the shell,
// everything runs in `/usr/bin/chromium`.
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const shell = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : browser);
/**
 * The specs in two queues, one worker each, so the two end together. Each worker starts the
 * services its specs ask for (fixtures.ts), a service's start and warm-up some 30 CPU-s: so
 * the specs on the strict platform, with the read model off or with a first login of their
 * own stay in the first queue, and the second takes what a person sees (every screen at every
 * size, the report's fit, the accessibility walk) and behaviour that needs only the main
 * service: 174 s of specs against the first's 177, by each spec's time in a run before this
 * move (the first queue had ended some 50 s after the second). With the accessibility walks
 * and the first login in the full run only (decision 0126), the financial report's and Today's
 * specs moved to the second: some 350 s of test time each, by a clean run's times.
 */
const SECOND_QUEUE = [
  'screens.spec.ts',
  'report-fits.spec.ts',
  'accessibility.spec.ts',
  'financial-report.spec.ts',
  'today.spec.ts',
  'columns.spec.ts',
  'date-range.spec.ts',
  'product-sales.spec.ts',
  'journal.spec.ts',
  'address-state.spec.ts',
  'report-drilldown.spec.ts',
  'forms-in-dutch.spec.ts',
  'freshness.spec.ts',
  'keyboard.spec.ts',
  'vat-return.spec.ts',
];

const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test/artifacts/e2e-output',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One worker per queue, the two side by side: each queue's tests one at a time, as decision
  // 0075 found fastest, while the other queue's fill the quarter of the time a test waits on
  // its service (decision 0086).
  workers: 2,
  retries: 0,
  // What another test in CI proves already runs in the full run only (matrix.ts FULL_RUN_TAG).
  grepInvert: FULL_RUN ? undefined : new RegExp(FULL_RUN_TAG),
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    // A trace records a screencast of every test, which cost the browser more CPU than the
    // test itself (decision 0084): a failure keeps its screenshot and page snapshot, and
    // `npx playwright test <file> --trace on` records one to replay.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'queue-1',
      testIgnore: [...SECOND_QUEUE, ...FULL_RUN_ONLY_SPECS],
      workers: 1,
      use: { launchOptions: launchOptions(shell) },
    },
    {
      name: 'queue-2',
      testMatch: SECOND_QUEUE,
      testIgnore: FULL_RUN_ONLY_SPECS,
      workers: 1,
      use: { launchOptions: launchOptions(shell) },
    },
  ],
});
