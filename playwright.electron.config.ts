import { defineConfig } from '@playwright/test';
import { installedElectronBinary, SKIP_MESSAGE } from './test/e2e-electron/electron-binary.js';

// The desktop app end to end through Playwright's `_electron`: the real main process, service,
// preload and window. Where no Electron binary is installed the tests skip and say why here
// (and in the test's skip reason), so the run never fails or passes on a fake.
if (!installedElectronBinary()) process.stderr.write(`\n${SKIP_MESSAGE}\n\n`);

export default defineConfig({
  testDir: 'test/e2e-electron',
  outputDir: 'test/artifacts/e2e-electron-output',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
});
