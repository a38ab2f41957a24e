import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real UI in Debian's Chromium (Playwright cannot download
// browsers here). Each worker starts its own headless services, each with its embedded demo
// platform (test/e2e/fixtures.ts, `services`). A project's tests run one at a time: a test
// keeps most of the two cores busy (Chromium's renderer and compositor, the service, the demo
// platform); with two workers on one project each test took 2.3 times as long (decision 0075).
// The demo data end date is pinned so figures are reproducible.
//
// Two builds of the same Chromium (decision 0084): what a person sees (every screen at every
// size, the report's fit, the dialogs' accessibility) in the browser people run
// (`/usr/bin/chromium`); the behaviour in Debian's `chromium-headless-shell`, the same Blink
// as the headless build Playwright itself runs, which spends less than half the CPU on a test
// (no browser UI to composite). Without the shell, everything runs in the browser.
const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const shell = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : browser);
const SEEN_AS_A_PERSON = ['screens.spec.ts', 'report-fits.spec.ts', 'accessibility.spec.ts'];
/**
 * The behaviour specs in two queues, so the two workers end together: what a person sees takes
 * 126 s of a run, the behaviour 296 s (the clean-clone CI run of `0048e2e`); these 128 s of
 * behaviour run after what is seen, on its worker, instead of alone at the end. A spec moved
 * here should need no kind of service the queue does not start already (each worker starts
 * its own: fixtures.ts), or the move costs a service's start and warm-up.
 */
const SECOND_QUEUE = [
  'columns.spec.ts',
  'ledger-mapping.spec.ts',
  'date-range.spec.ts',
  'product-sales.spec.ts',
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
  // One worker per project, two projects side by side: each project's tests one at a time, as
  // decision 0075 found fastest, while the other project's fill the quarter of the time a test
  // waits on its service (decision 0086). The second behaviour queue starts on the worker that
  // the first project to end frees.
  workers: 2,
  retries: 0,
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
      name: 'behaviour',
      testIgnore: [...SEEN_AS_A_PERSON, ...SECOND_QUEUE],
      workers: 1,
      use: { launchOptions: launchOptions(shell) },
    },
    {
      name: 'as-seen',
      testMatch: SEEN_AS_A_PERSON,
      workers: 1,
      use: { launchOptions: launchOptions(browser) },
    },
    {
      name: 'behaviour-2',
      testMatch: SECOND_QUEUE,
      workers: 1,
      use: { launchOptions: launchOptions(shell) },
    },
  ],
});
