import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real UI in Debian's Chromium (Playwright cannot download
// browsers here). Each worker starts its own headless services, each with its embedded demo
// platform (test/e2e/fixtures.ts, `services`): two workers run test files side by side, since
// a test spends most of its time waiting on the page and the service rather than on the CPU.
// The demo data end date is pinned so figures are reproducible.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test/artifacts/e2e-output',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
