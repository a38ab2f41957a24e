import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real UI in Debian's Chromium (Playwright cannot download
// browsers here). The worker starts its own headless services, each with its embedded demo
// platform (test/e2e/fixtures.ts, `services`). One worker: a test keeps the two cores busy
// (Chromium's renderer and compositor, the service, the demo platform); with two workers each
// test took 2.3 times as long and the stage was no faster (decision 0075).
// The demo data end date is pinned so figures are reproducible.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test/artifacts/e2e-output',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
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
