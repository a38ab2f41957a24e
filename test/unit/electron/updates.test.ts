/**
 * Updates end to end without Electron's binary: the real electron-updater (its AppImage
 * updater, as on the Linux build) checks and downloads from a generic feed served on loopback
 * (update-feed.ts), driven by update-controller.ts. Only `electron` is faked, and where
 * electron-updater reads it: it `require`s electron from CommonJS, which vi.mock does not
 * reach, so the fake goes into Node's module cache under electron's own path. Its `net.request`
 * hands Electron's request options to Node's http, which takes the same ones.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import electronUpdater from 'electron-updater';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUpdateController,
  failureMessage,
} from '../../../electron/desktop/updates/update-controller.js';
import type { UpdateState, UpdateStatus } from '../../../shared/updates.js';
import { sha512Base64, startUpdateFeed, type Release, type UpdateFeed } from './update-feed.js';

const CURRENT_VERSION = '1.0.0';
const require = createRequire(import.meta.url);
const electronPath = require.resolve('electron');

let folder: string;
const fakeElectron = {
  app: {
    whenReady: () => Promise.resolve(),
    getVersion: () => CURRENT_VERSION,
    getName: () => 'Back-Office Desk',
    isPackaged: true,
    getAppPath: () => folder,
    getPath: () => join(folder, 'user-data'),
    quit: vi.fn(),
    relaunch: vi.fn(),
    once: vi.fn(),
  },
  net: {
    request: ({
      session: _session,
      redirect: _redirect,
      ...options
    }: RequestOptions & {
      session?: unknown;
      redirect?: unknown;
    }) => httpRequest(options),
  },
  session: { fromPartition: () => ({}) },
  autoUpdater: { emit: vi.fn() },
};

const scriptRelease = (version: string, line: string): Release => ({
  version,
  fileName: `backoffice-desk-${version}-x86_64.AppImage`,
  // An "AppImage" that only notes it was started, so installing it can be run for real.
  content: Buffer.from(`#!/bin/sh\necho "${line}" > "$0.started"\n`),
});

/** The running copy: what APPIMAGE points at, as an AppImage's runtime sets it. */
let runningAppImage: string;
let feed: UpdateFeed | null = null;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'backoffice-updates-'));
  require.cache[electronPath] = {
    id: electronPath,
    filename: electronPath,
    loaded: true,
    exports: fakeElectron,
  } as NodeJS.Module;
  // Beside the packaged app, as electron-builder writes it when `publish` is set.
  const resources = join(folder, 'resources');
  await mkdir(resources);
  await writeFile(
    join(resources, 'app-update.yml'),
    'provider: generic\nurl: https://updates.invalid/backoffice-desk/\n' +
      'updaterCacheDirName: backoffice-desk-updater\n',
  );
  Object.defineProperty(process, 'resourcesPath', { value: resources, configurable: true });
});

afterAll(async () => {
  Reflect.deleteProperty(require.cache, electronPath);
  Reflect.deleteProperty(process, 'resourcesPath');
  await rm(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  vi.clearAllMocks();
  // Each test its own download cache, so none finds an earlier test's download.
  const run = await mkdtemp(join(folder, 'run-'));
  vi.stubEnv('XDG_CACHE_HOME', join(run, 'cache'));
  runningAppImage = join(run, 'Back-Office-Desk.AppImage');
  await writeFile(runningAppImage, '#!/bin/sh\necho "the old version"\n', { mode: 0o755 });
  vi.stubEnv('APPIMAGE', runningAppImage);
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await feed?.close();
  feed = null;
});

function controllerFor(feedUrl: string | null) {
  const states: UpdateState[] = [];
  const logged: string[] = [];
  const updater = new electronUpdater.AppImageUpdater();
  const controller = createUpdateController({
    updater,
    currentVersion: CURRENT_VERSION,
    feedUrl,
    onChange: (state) => states.push(state),
    log: (message) => logged.push(message),
  });
  const kinds = () => states.map((state) => state.status.kind);
  return { controller, updater, states, kinds, logged };
}

// The AppImage updater reads the Linux channel file, keeps its cache where XDG_CACHE_HOME says
// and installs with mv: Linux, as the CI. (On macOS it would read latest-mac.yml and cache in
// ~/Library/Caches.)
describe.runIf(process.platform === 'linux')('updates from a generic feed', () => {
  it('are off by default: a check asks no feed and says updates are off', async () => {
    const { controller, kinds } = controllerFor(null);
    expect(controller.state()).toEqual({
      currentVersion: CURRENT_VERSION,
      feedUrl: null,
      status: { kind: 'off' },
      askedByUser: false,
    });
    await controller.check({ askedByUser: true });
    expect(kinds()).toEqual(['off']);
    expect(controller.state().askedByUser).toBe(true);
  });

  it('finds a newer version, downloads it with its checksum verified, and waits', async () => {
    const release = scriptRelease('1.2.0', 'new');
    feed = await startUpdateFeed(release);
    const { controller, states, kinds, updater } = controllerFor(feed.url);
    const quitAndInstall = vi.spyOn(updater, 'quitAndInstall');

    await controller.check({ askedByUser: false });

    expect(feed.requests).toEqual(['/releases/latest-linux.yml', `/releases/${release.fileName}`]);
    expect(kinds()[0]).toBe('checking');
    expect(states[1]?.status).toEqual({ kind: 'available', version: '1.2.0' });
    const progress = states.filter((state) => state.status.kind === 'downloading');
    expect(progress.at(-1)?.status).toEqual({
      kind: 'downloading',
      version: '1.2.0',
      percent: 100,
    });
    expect(controller.state()).toEqual({
      currentVersion: CURRENT_VERSION,
      feedUrl: feed.url,
      status: { kind: 'ready', version: '1.2.0' },
      askedByUser: false,
    });
    const downloaded = join(
      process.env.XDG_CACHE_HOME ?? '',
      'backoffice-desk-updater',
      'pending',
      release.fileName,
    );
    expect(await readFile(downloaded)).toEqual(release.content);
    // Nothing installs by itself: not now, and nothing waits for the app to quit.
    expect(quitAndInstall).not.toHaveBeenCalled();
    expect(fakeElectron.app.once).not.toHaveBeenCalled();
    expect(await readFile(runningAppImage, 'utf8')).toContain('the old version');
  });

  it('installs on the word of the user: replaces the running copy, starts it, and quits', async () => {
    const release = scriptRelease('1.2.0', 'started');
    feed = await startUpdateFeed(release);
    const { controller } = controllerFor(feed.url);
    expect(controller.install()).toEqual({ status: 'not-ready' });

    await controller.check({ askedByUser: true });
    expect(controller.state().status).toEqual({ kind: 'ready', version: '1.2.0' });
    expect(controller.install()).toEqual({ status: 'installing' });

    expect(controller.state().status).toEqual({ kind: 'installing', version: '1.2.0' });
    expect(await readFile(runningAppImage)).toEqual(release.content);
    await vi.waitFor(() => expect(existsSync(`${runningAppImage}.started`)).toBe(true));
    await vi.waitFor(() => expect(fakeElectron.app.quit).toHaveBeenCalledTimes(1));
    // A second click finds nothing more to install.
    expect(controller.install()).toEqual({ status: 'not-ready' });
  });

  it('says the app is up to date when the feed has this version, and downloads nothing', async () => {
    feed = await startUpdateFeed(scriptRelease(CURRENT_VERSION, 'same'));
    const { controller, kinds } = controllerFor(feed.url);
    await controller.check({ askedByUser: true });
    expect(kinds()).toEqual(['checking', 'up-to-date']);
    expect(controller.state()).toMatchObject({
      status: { kind: 'up-to-date', latestVersion: CURRENT_VERSION },
      askedByUser: true,
    });
    expect(feed.requests).toEqual(['/releases/latest-linux.yml']);
  });

  it('never offers an older version', async () => {
    feed = await startUpdateFeed(scriptRelease('0.9.0', 'older'));
    const { controller } = controllerFor(feed.url);
    await controller.check({ askedByUser: false });
    expect(controller.state().status).toEqual({ kind: 'up-to-date', latestVersion: '0.9.0' });
    expect(feed.requests).toEqual(['/releases/latest-linux.yml']);
  });

  it('refuses a download whose checksum is not the one the feed states', async () => {
    const release: Release = {
      ...scriptRelease('1.2.0', 'tampered'),
      statedSha512: sha512Base64(scriptRelease('1.2.0', 'published').content),
    };
    feed = await startUpdateFeed(release);
    const { controller } = controllerFor(feed.url);
    await controller.check({ askedByUser: false });
    const status = controller.state().status;
    expect(status.kind).toBe('failed');
    expect((status as Extract<UpdateStatus, { kind: 'failed' }>).message).toMatch(/sha512/i);
    expect(controller.install()).toEqual({ status: 'not-ready' });
    expect(await readFile(runningAppImage, 'utf8')).toContain('the old version');
  });

  it('reports a feed without a channel file as failed, in one line', async () => {
    feed = await startUpdateFeed(scriptRelease('1.2.0', 'x'));
    const { controller } = controllerFor(`${feed.url}missing/`);
    await controller.check({ askedByUser: true });
    const status = controller.state().status;
    expect(status.kind).toBe('failed');
    const message = (status as Extract<UpdateStatus, { kind: 'failed' }>).message;
    expect(message).toContain('latest-linux.yml');
    expect(message).not.toContain('\n');
  });

  it('says so when this copy cannot update itself (not started as an AppImage)', async () => {
    feed = await startUpdateFeed(scriptRelease('1.2.0', 'x'));
    vi.stubEnv('APPIMAGE', undefined);
    const { controller } = controllerFor(feed.url);
    await controller.check({ askedByUser: true });
    expect(controller.state().status).toEqual({ kind: 'unsupported' });
    expect(feed.requests).toEqual([]);
  });

  it('does not check again while an update waits, but shows it to a user who asks', async () => {
    feed = await startUpdateFeed(scriptRelease('1.2.0', 'x'));
    const { controller, states } = controllerFor(feed.url);
    await controller.check({ askedByUser: false });
    const asked = feed.requests.length;
    await controller.check({ askedByUser: true });
    expect(feed.requests).toHaveLength(asked);
    expect(states.at(-1)).toMatchObject({ status: { kind: 'ready' }, askedByUser: true });
  });

  it('a new feed is used from the next check on; none turns updates off', async () => {
    feed = await startUpdateFeed(scriptRelease(CURRENT_VERSION, 'x'));
    const { controller } = controllerFor(null);
    controller.setFeed(feed.url);
    expect(controller.state()).toMatchObject({ feedUrl: feed.url, status: { kind: 'idle' } });
    await controller.check({ askedByUser: false });
    expect(controller.state().status.kind).toBe('up-to-date');
    controller.setFeed(null);
    expect(controller.state()).toMatchObject({ feedUrl: null, status: { kind: 'off' } });
  });
});

describe('update schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Stands in for electron-updater where only the timing is under test. */
  function countingUpdater() {
    const updater = {
      on: vi.fn(),
      setFeedURL: vi.fn(),
      checkForUpdates: vi.fn(() => Promise.resolve(null)),
      downloadUpdate: vi.fn(),
      quitAndInstall: vi.fn(),
      autoDownload: true,
      autoInstallOnAppQuit: true,
      allowDowngrade: true,
      logger: null,
    };
    return updater;
  }

  it('checks once a while after start and then at each interval, quietly, until stopped', async () => {
    vi.useFakeTimers();
    const updater = countingUpdater();
    const states: UpdateState[] = [];
    const controller = createUpdateController({
      updater,
      currentVersion: CURRENT_VERSION,
      feedUrl: 'https://updates.example.nl/desk/',
      onChange: (state) => states.push(state),
    });
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(updater.autoDownload).toBe(false);
    expect(updater.allowDowngrade).toBe(false);
    expect(updater.setFeedURL).toHaveBeenCalledWith({
      provider: 'generic',
      url: 'https://updates.example.nl/desk/',
    });

    const stop = controller.schedule({ firstAfterMs: 1000, everyMs: 5000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
    expect(states.every((state) => !state.askedByUser)).toBe(true);

    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(3);
  });

  it('without an updater (it could not be set up here) a check says unsupported', async () => {
    const controller = createUpdateController({
      updater: null,
      currentVersion: CURRENT_VERSION,
      feedUrl: 'https://updates.example.nl/desk/',
      onChange: () => undefined,
    });
    await controller.check({ askedByUser: true });
    expect(controller.state().status).toEqual({ kind: 'unsupported' });
    expect(controller.install()).toEqual({ status: 'not-ready' });
  });
});

describe('failureMessage', () => {
  it('keeps the first line of what electron-updater says, at most 300 characters', () => {
    expect(failureMessage(new Error('Cannot find channel "latest.yml"\n{"headers": 1}'))).toBe(
      'Cannot find channel "latest.yml"',
    );
    expect(failureMessage(new Error('x'.repeat(400)))).toHaveLength(300);
    expect(failureMessage('')).toBe('unknown error');
  });
});
