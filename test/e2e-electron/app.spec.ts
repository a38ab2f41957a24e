/**
 * The packaged-to-be app end to end: Electron starts the service in-process, the window loads
 * it, the demo manager logs in and exports the price list as CSV through the native save
 * dialog (answered in the main process, as Playwright cannot click native dialogs).
 * Skipped, with the reason, where no Electron binary is installed.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import type { BackofficeBridge } from '../../shared/backoffice-bridge.js';
import { installedElectronBinary, SKIP_MESSAGE } from './electron-binary.js';

const binary = installedElectronBinary();
const PORT = Number(process.env.E2E_ELECTRON_PORT ?? 7497);

test.skip(binary === null, SKIP_MESSAGE);

let app: ElectronApplication;
let profile: string;

test.beforeAll(async () => {
  profile = await mkdtemp(join(tmpdir(), 'backoffice-electron-e2e-'));
  // Its own profile folder and port, so a developer's running app and settings are untouched.
  await writeFile(
    join(profile, 'settings.json'),
    JSON.stringify({ schemaVersion: 2, port: PORT, language: 'en', upstream: { kind: 'demo' } }),
  );
  app = await electron.launch({
    executablePath: binary ?? undefined,
    args: ['.'],
    env: { ...process.env, BACKOFFICE_USER_DATA_DIR: profile },
  });
});

test.afterAll(async () => {
  await app.close();
  await rm(profile, { recursive: true, force: true });
});

test('opens on the service, logs in and exports a CSV', async () => {
  const window = await app.firstWindow();
  await expect(window).toHaveURL(`http://127.0.0.1:${PORT}/`);

  // No Node in the page: no require, no process (nodeIntegration off, sandboxed).
  expect(
    await window.evaluate(() => [
      typeof (globalThis as { require?: unknown }).require,
      typeof (globalThis as { process?: unknown }).process,
    ]),
  ).toEqual(['undefined', 'undefined']);
  expect(
    await window.evaluate(() =>
      Object.keys((globalThis as { backoffice?: object }).backoffice ?? {}),
    ),
  ).toContain('saveFile');
  // Updates are off until someone sets a feed (the profile's settings file has none).
  expect(
    await window.evaluate(() =>
      (globalThis as unknown as { backoffice: BackofficeBridge }).backoffice.updates.get(),
    ),
  ).toMatchObject({ feedUrl: null, status: { kind: 'off' } });

  await window.getByLabel(/account/i).fill('demo');
  await window.getByLabel(/e-?mail/i).fill('manager@demo.test');
  await window.getByLabel(/password|wachtwoord/i).fill('demo');
  await window.getByRole('button', { name: /log in|inloggen/i }).click();

  const target = join(profile, 'export.csv');
  await app.evaluate(({ dialog }, filePath) => {
    dialog.showSaveDialog = () => Promise.resolve({ canceled: false, filePath });
  }, target);

  await window
    .getByRole('link', { name: /^(catalog|catalogus)$/i })
    .first()
    .click();
  await window
    .getByRole('button', { name: /export|exporteren/i })
    .first()
    .click();

  await expect
    .poll(() => readFile(target, 'utf8').catch(() => ''), { timeout: 30_000 })
    .toMatch(/^\uFEFF.*sku/i);
});
