/**
 * The month pack's folder while the pack is made (issue 57, item 7): a folder swapped for a
 * link to elsewhere during the run writes nothing there and leaves no stage anywhere, the run
 * ends 403 `folder_moved` and is logged so; a write-test file a killed process left behind is
 * removed by the next run into the folder.
 *
 * The swap is made while the run waits for the platform's answer to its report (the upstream
 * call held by a proxy until the test lets it go): after the folder was checked, before the
 * stage is made, where the swap landed.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../../electron/demo-platform/server.js';
import { putCompleteMapping } from '../complete-mapping.js';
import { expectError } from '../expect-error.js';
import { DEMO_END_DATE, startTestService, type TestService } from '../harness.js';
import { startUpstreamProxy, type UpstreamProxy } from '../upstream-proxy.js';
import { listing, newFolder, removeFolders, runsOf } from './month-pack-helpers.js';

let demo: DemoPlatform;
let proxy: UpstreamProxy;
let api: TestService;
let manager: string;
let allowed: string;
/** While set, the next upstream call waits for it; `held` ends once one waits. */
let hold: Promise<void> | null = null;
let held: () => void = () => undefined;

beforeAll(async () => {
  demo = await startDemoPlatform({
    endDate: DEMO_END_DATE,
    sizing: { productsPerAccount: 40, ordersPerDay: 3, historyDays: 60 },
  });
  proxy = await startUpstreamProxy(demo, {
    before: () => {
      if (hold === null) return undefined;
      held();
      return hold;
    },
  });
  allowed = await newFolder();
  api = await startTestService({
    upstream: proxy.baseUrlTemplate,
    backofficeUrlTemplate: demo.backofficeUrlTemplate,
    exportFolders: [allowed],
    // The folder is what is tested, not where the report comes from: the platform, directly.
    readModel: { enabled: false },
  });
  manager = await api.login('manager');
  // The whole pack can be made, so nothing but the swap stops it.
  await putCompleteMapping(api, manager);
}, 60_000);

afterAll(async () => {
  await api.close();
  await proxy.close();
  await demo.close();
  await removeFolders();
});

describe('a folder swapped for a link while the pack is made', () => {
  it('writes nothing there, leaves no stage anywhere, and is 403 folder_moved', async () => {
    const target = join(allowed, 'october');
    const moved = join(allowed, 'october-moved');
    await mkdir(target);
    const elsewhere = await newFolder();
    let release!: () => void;
    const waiting = new Promise<void>((resolve) => (held = resolve));
    hold = new Promise<void>((resolve) => (release = resolve));
    const answer = api.post(
      '/api/exports/month-pack',
      { month: '2026-10', folder: target },
      manager,
    );
    // The run has checked the folder and asks the platform for the period's report: swap.
    await waiting;
    hold = null;
    await rename(target, moved);
    await symlink(elsewhere, target);
    release();

    const refused = expectError(await answer, 403, 'was moved, or replaced by a link');
    expect(refused.code).toBe('folder_moved');
    expect(await listing(elsewhere)).toEqual([]);
    expect(await listing(moved)).toEqual([]);
    const [run] = await runsOf(api, manager);
    expect(run).toMatchObject({ status: 'failed', files: [], error: { code: 'folder_moved' } });
  });

  it('removes a write-test file a killed process left, at the next run into the folder', async () => {
    const folder = join(allowed, 'left-behind');
    await mkdir(folder);
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(join(folder, `.backoffice-write-test-${String(dead)}-0a0b0c0d0e0f`), '');
    // A month without data: the run looks at the folder, then finds nothing to write.
    const answer = await api.post('/api/exports/month-pack', { month: '2025-01', folder }, manager);
    expect(expectError(answer, 422).code).toBe('no_data');
    expect(await listing(folder)).toEqual([]);
  });
});
