import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive the real UI in Debian's Chromium (Playwright cannot download
// browsers here). The headless service and its embedded demo platform are started once
// per run; the demo data end date is pinned so figures are reproducible.
const port = Number(process.env.E2E_PORT ?? 7499);
/** A second service whose demo platform answers only the publicly known calls. */
export const STRICT_PUBLIC_PORT = port + 1;
/**
 * A third service with the read model off, so every read goes to the platform: for the
 * specs about slow platform reads, which the model answers from what it holds after the
 * first read of a period.
 */
export const PASS_THROUGH_PORT = port + 2;
/**
 * The main service's read model is on disk in its data folder; each run starts it empty, so
 * which periods it holds (and so which reads go to the platform) follows from this run's
 * tests alone. (Removed by the service's own command: the config also loads in workers.)
 */
const DATA_DIR = 'test/artifacts/e2e-data';
const emptyReadModel = `node -e "fs.rmSync('${DATA_DIR}/read-model', { recursive: true, force: true })"`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The services keep their data folder in test/artifacts; its vault key lives outside it. */
const vaultKey = { BACKOFFICE_VAULT_KEY: randomBytes(32).toString('base64') };

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
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: [
    {
      command: `${emptyReadModel} && node dist/electron/service/cli.js --port ${port} --demo-end-date 2026-11-20 --data-dir ${DATA_DIR} --warm-up off --log-level warn`,
      url: `http://127.0.0.1:${port}/healthz`,
      env: vaultKey,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: `node dist/electron/service/cli.js --port ${STRICT_PUBLIC_PORT} --demo-end-date 2026-11-20 --demo-strict-public --warm-up off --log-level warn`,
      url: `http://127.0.0.1:${STRICT_PUBLIC_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: `node dist/electron/service/cli.js --port ${PASS_THROUGH_PORT} --demo-end-date 2026-11-20 --read-model off --warm-up off --log-level warn`,
      url: `http://127.0.0.1:${PASS_THROUGH_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
