import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IpcMainInvokeEvent, WebContents } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  app: {
    getPath: vi.fn((name: string) =>
      name === 'documents' ? '/home/user/Documents' : '/home/user/Downloads',
    ),
  },
  dialog: { showSaveDialog: vi.fn(), showOpenDialog: vi.fn(), showMessageBox: vi.fn() },
  shell: { openExternal: vi.fn(() => Promise.resolve()) },
  BrowserWindow: { fromWebContents: vi.fn(() => null) },
}));
vi.mock('electron', () => ({ ...electron, default: electron }));

const { saveFile, safeFileName } = await import('../../../electron/desktop/ipc/save-file.js');
const { savePdf, pdfFileName } = await import('../../../electron/desktop/ipc/save-pdf.js');
const { openExternalLink } = await import('../../../electron/desktop/ipc/open-external.js');
const { chooseFolder } = await import('../../../electron/desktop/ipc/choose-folder.js');
const { getServiceInfo } = await import('../../../electron/desktop/ipc/service-info.js');
const { registerIpcHandlers, isTrustedSender } =
  await import('../../../electron/desktop/ipc/register.js');
const { IPC_INVOKE_CHANNELS } = await import('../../../shared/ipc.js');
const { externalLinkPolicyFor } = await import('../../../electron/desktop/trusted-url.js');
const { defaultSettings } = await import('../../../electron/settings/schema.js');
const { createUpdateController } =
  await import('../../../electron/desktop/updates/update-controller.js');
const { feedConfirmationText } = await import('../../../electron/desktop/ipc/updates.js');

const POLICY = externalLinkPolicyFor([
  'https://{account}.storekeepercloud.com/#order/details/{id}',
]);
const SERVICE_URL = 'http://127.0.0.1:7411/';

let folder: string;
beforeEach(async () => {
  vi.clearAllMocks();
  folder = await mkdtemp(join(tmpdir(), 'backoffice-save-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('saveFile', () => {
  it('writes the content to the path the user chose', async () => {
    const target = join(folder, 'prijslijst.csv');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });

    const result = await saveFile('\uFEFFsku;titel\r\n', 'prijslijst.csv');

    expect(result).toEqual({ status: 'saved', path: target });
    expect(await readFile(target, 'utf8')).toBe('\uFEFFsku;titel\r\n');
    const [options] = electron.dialog.showSaveDialog.mock.calls[0] as [{ defaultPath: string }];
    expect(options.defaultPath).toBe(join('/home/user/Downloads', 'prijslijst.csv'));
  });

  it('writes bytes as they are', async () => {
    const target = join(folder, 'data.bin');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    await saveFile(new Uint8Array([0, 255, 1]), 'data.bin');
    expect([...(await readFile(target))]).toEqual([0, 255, 1]);
  });

  it('writes nothing when the user cancels', async () => {
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    expect(await saveFile('x', 'export.csv')).toEqual({ status: 'cancelled' });
    expect(await readdir(folder)).toEqual([]);
  });

  it('attaches the dialog to the asking window when there is one', async () => {
    const window = { id: 1 };
    electron.BrowserWindow.fromWebContents.mockReturnValueOnce(window as never);
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    await saveFile('x', 'a.csv', {} as unknown as WebContents);
    expect(electron.dialog.showSaveDialog.mock.calls[0]?.[0]).toBe(window);
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Windows\\evil.csv', 'evil.csv'],
    ['rapport<2026>:"q1"?.csv', 'rapport_2026___q1__.csv'],
    ['..', 'export.csv'],
    ['', 'export.csv'],
    ['  .hidden.csv ', 'hidden.csv'],
    ['name\u0000.csv', 'name_.csv'],
  ])('reduces the suggested name %j to the bare name %j', (suggested, safe) => {
    expect(safeFileName(suggested)).toBe(safe);
  });
});

describe('savePdf', () => {
  const pdfBytes = Buffer.from('%PDF-1.7 report');
  const printToPDF = vi.fn(() => Promise.resolve(pdfBytes));
  const window = () => ({ printToPDF }) as unknown as WebContents;

  it('prints the asking window to A4 with its print stylesheet and saves it where chosen', async () => {
    const target = join(folder, 'rapport.pdf');
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
    const result = await savePdf(window(), 'financieel-rapport-2026-10.csv');
    expect(result).toEqual({ status: 'saved', path: target });
    expect(printToPDF).toHaveBeenCalledWith({
      pageSize: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
    });
    expect(await readFile(target, 'utf8')).toBe('%PDF-1.7 report');
    const [options] = electron.dialog.showSaveDialog.mock.calls[0] as [{ defaultPath: string }];
    expect(options.defaultPath).toBe(
      join('/home/user/Downloads', 'financieel-rapport-2026-10.pdf'),
    );
  });

  it('writes nothing when the user cancels', async () => {
    electron.dialog.showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' });
    expect(await savePdf(window(), 'rapport')).toEqual({ status: 'cancelled' });
    expect(await readdir(folder)).toEqual([]);
  });

  it.each([
    ['rapport', 'rapport.pdf'],
    ['rapport.csv', 'rapport.pdf'],
    ['../../etc/passwd', 'passwd.pdf'],
    ['', 'export.pdf'],
  ])('names %j as %j', (suggested, name) => {
    expect(pdfFileName(suggested)).toBe(name);
  });
});

describe('chooseFolder', () => {
  it('answers the folder the user picked, in a dialog that picks folders only', async () => {
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [folder] });
    expect(await chooseFolder('/srv/boekhouding')).toEqual({ status: 'chosen', path: folder });
    const [options] = electron.dialog.showOpenDialog.mock.calls[0] as [
      { defaultPath: string; properties: string[] },
    ];
    expect(options.defaultPath).toBe('/srv/boekhouding');
    expect(options.properties).toContain('openDirectory');
    expect(options.properties).not.toContain('openFile');
    expect(options.properties).not.toContain('multiSelections');
  });

  it('starts in the documents folder when the page suggests no absolute path', async () => {
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    expect(await chooseFolder('boekhouding')).toEqual({ status: 'cancelled' });
    const [options] = electron.dialog.showOpenDialog.mock.calls[0] as [{ defaultPath: string }];
    expect(options.defaultPath).toBe('/home/user/Documents');
  });

  it('answers cancelled when the dialog closes without a folder', async () => {
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [] });
    expect(await chooseFolder('')).toEqual({ status: 'cancelled' });
  });

  it('attaches the dialog to the asking window when there is one', async () => {
    const window = { id: 1 };
    electron.BrowserWindow.fromWebContents.mockReturnValueOnce(window as never);
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    await chooseFolder('', {} as unknown as WebContents);
    expect(electron.dialog.showOpenDialog.mock.calls[0]?.[0]).toBe(window);
  });
});

describe('openExternalLink', () => {
  it('opens a vetted link in the system browser', async () => {
    expect(
      await openExternalLink('https://demo.storekeepercloud.com/#order/details/3', POLICY),
    ).toBe(true);
    expect(electron.shell.openExternal).toHaveBeenCalledWith(
      'https://demo.storekeepercloud.com/#order/details/3',
    );
  });

  it.each([
    'http://demo.storekeepercloud.com/',
    'https://evil@demo.storekeepercloud.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'https://example.com/',
  ])('refuses %s and opens nothing', async (url) => {
    expect(await openExternalLink(url, POLICY)).toBe(false);
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });
});

describe('getServiceInfo', () => {
  it('answers the service address and version', () => {
    expect(getServiceInfo({ url: SERVICE_URL }, '0.1.0')).toEqual({
      url: SERVICE_URL,
      version: '0.1.0',
    });
  });
});

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

function registered() {
  const handlers = new Map<string, Handler>();
  let settings = defaultSettings();
  // Without electron-updater (the binary cannot run here): checks answer "unsupported".
  const updates = createUpdateController({
    updater: null,
    currentVersion: '0.1.0',
    feedUrl: null,
    onChange: () => undefined,
  });
  const vault = {
    unavailableReason: vi.fn(() => Promise.resolve(null)),
    save: vi.fn(() => Promise.resolve({ status: 'saved' as const })),
    load: vi.fn(() => Promise.resolve(null)),
    clear: vi.fn(() => Promise.resolve()),
  };
  const allowExportFolder = vi.fn();
  registerIpcHandlers(
    { handle: (channel: string, handler: Handler) => handlers.set(channel, handler) },
    {
      serviceUrl: SERVICE_URL,
      version: '0.1.0',
      linkPolicy: POLICY,
      vault,
      settings: {
        read: () => settings,
        update: (change) => (settings = { ...settings, ...change }),
      },
      updates,
      allowExportFolder,
    },
  );
  const call = (channel: string, frameUrl: string | null, ...args: unknown[]) => {
    const event = {
      sender: {},
      senderFrame: frameUrl === null ? null : { url: frameUrl, parent: null },
    } as unknown as IpcMainInvokeEvent;
    return Promise.resolve().then(() => handlers.get(channel)?.(event, ...args));
  };
  return { handlers, call, vault, allowExportFolder, settings: () => settings };
}

describe('registerIpcHandlers', () => {
  it('registers a handler for every channel of the contract', () => {
    const { handlers } = registered();
    expect([...handlers.keys()].sort()).toEqual(Object.values(IPC_INVOKE_CHANNELS).sort());
  });

  it('answers the service page', async () => {
    const { call } = registered();
    expect(await call('backoffice:get-service-info', `${SERVICE_URL}orders`)).toEqual({
      url: SERVICE_URL,
      version: '0.1.0',
    });
  });

  it.each([
    ['http://localhost:7411/', 'another origin'],
    ['https://demo.storekeepercloud.com/', 'a foreign page'],
    [null, 'a destroyed frame'],
  ])('refuses calls from %s (%s)', async (frameUrl: string | null, _reason: string) => {
    const { call } = registered();
    await expect(call('backoffice:get-service-info', frameUrl)).rejects.toThrow(/refused/);
  });

  it('refuses calls from a sub-frame of the service page', () => {
    const event = {
      senderFrame: { url: SERVICE_URL, parent: { url: SERVICE_URL } },
    } as unknown as IpcMainInvokeEvent;
    expect(isTrustedSender(event, SERVICE_URL)).toBe(false);
  });

  it('validates arguments before any handler runs', async () => {
    const { call, vault } = registered();
    await expect(call('backoffice:save-file', SERVICE_URL, 42, 'a.csv')).rejects.toThrow();
    await expect(call('backoffice:open-external', SERVICE_URL, { href: 'x' })).rejects.toThrow();
    await expect(call('backoffice:choose-folder', SERVICE_URL, ['/tmp'])).rejects.toThrow();
    await expect(call('backoffice:choose-folder', SERVICE_URL, 'x'.repeat(5000))).rejects.toThrow();
    await expect(
      call('backoffice:credentials-save', SERVICE_URL, { account: 'demo', email: 'a@b' }),
    ).rejects.toThrow();
    // A notification's text only: no other field (a link, an action), nothing unbounded.
    await expect(
      call('backoffice:notify-exceptions', SERVICE_URL, { title: 'x', body: '', url: 'file:///' }),
    ).rejects.toThrow();
    await expect(
      call('backoffice:notify-exceptions', SERVICE_URL, { title: 'x'.repeat(121), body: '' }),
    ).rejects.toThrow();
    expect(vault.save).not.toHaveBeenCalled();
    expect(electron.dialog.showSaveDialog).not.toHaveBeenCalled();
    expect(electron.dialog.showOpenDialog).not.toHaveBeenCalled();
  });

  it('choose-folder answers the picked folder to the service page only', async () => {
    const { call, allowExportFolder } = registered();
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: false, filePaths: [folder] });
    expect(await call('backoffice:choose-folder', SERVICE_URL, '')).toEqual({
      status: 'chosen',
      path: folder,
    });
    // The pick, and only the pick, lets the service write there.
    expect(allowExportFolder.mock.calls).toEqual([[folder]]);
    await expect(
      call('backoffice:choose-folder', 'https://demo.storekeepercloud.com/', ''),
    ).rejects.toThrow(/refused/);
    expect(electron.dialog.showOpenDialog).toHaveBeenCalledTimes(1);
    electron.dialog.showOpenDialog.mockResolvedValue({ canceled: true, filePaths: [] });
    await call('backoffice:choose-folder', SERVICE_URL, '/etc');
    expect(allowExportFolder).toHaveBeenCalledTimes(1);
  });

  it('open-external refuses an unvetted link', async () => {
    const { call } = registered();
    expect(await call('backoffice:open-external', SERVICE_URL, 'file:///etc/passwd')).toBe(false);
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
  });

  it('lets the page change its display preferences only', async () => {
    const { call } = registered();
    expect(
      await call('backoffice:preferences-update', SERVICE_URL, {
        language: 'en',
        csvDialect: 'comma',
      }),
    ).toEqual({ language: 'en', csvDialect: 'comma', dateStyle: 'day-first', tableLayouts: {} });
    const tableLayouts = {
      'demo/manager@demo.test': { catalog: { order: ['sku'], hidden: [], widths: { sku: 90 } } },
    };
    await call('backoffice:preferences-update', SERVICE_URL, { tableLayouts });
    expect(await call('backoffice:preferences-get', SERVICE_URL)).toEqual({
      language: 'en',
      csvDialect: 'comma',
      dateStyle: 'day-first',
      tableLayouts,
    });
    await expect(
      call('backoffice:preferences-update', SERVICE_URL, { port: 80 }),
    ).rejects.toThrow();
    await expect(
      call('backoffice:preferences-update', SERVICE_URL, { upstream: { kind: 'demo' } }),
    ).rejects.toThrow();
  });

  it('refuses lastFilters (no longer a preference) and invalid values', async () => {
    const { call } = registered();
    await expect(
      call('backoffice:preferences-update', SERVICE_URL, { lastFilters: { catalog: {} } }),
    ).rejects.toThrow();
    await expect(
      call('backoffice:preferences-update', SERVICE_URL, { csvDialect: 'tab' }),
    ).rejects.toThrow();
    // A layout is refused whole when any part of it is wrong, never stored half.
    await expect(
      call('backoffice:preferences-update', SERVICE_URL, {
        tableLayouts: {
          'demo/a@b.nl': { catalog: { order: ['sku'], hidden: [], widths: { sku: 5 } } },
        },
      }),
    ).rejects.toThrow();
    expect(await call('backoffice:preferences-get', SERVICE_URL)).toEqual({
      language: 'nl',
      csvDialect: 'follow-language',
      dateStyle: 'day-first',
      tableLayouts: {},
    });
  });

  it('passes remember-me calls to the vault', async () => {
    const { call, vault } = registered();
    const credentials = { account: 'demo', email: 'manager@demo.test', password: 'demo' };
    expect(await call('backoffice:credentials-save', SERVICE_URL, credentials)).toEqual({
      status: 'saved',
    });
    expect(vault.save).toHaveBeenCalledWith(credentials);
    expect(await call('backoffice:credentials-clear', SERVICE_URL)).toBeUndefined();
    expect(vault.clear).toHaveBeenCalled();
  });
});

describe('update channels', () => {
  const FEED = 'https://updates.example.nl/backoffice-desk/';

  it("keeps a new feed only once the user confirms it in the app's own dialog", async () => {
    const { call, settings } = registered();
    electron.dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    const result = await call('backoffice:updates-set-feed', SERVICE_URL, FEED);
    expect(result).toMatchObject({ status: 'saved', state: { feedUrl: FEED } });
    expect(settings().updateFeedUrl).toBe(FEED);
    const [options] = electron.dialog.showMessageBox.mock.calls[0] as [{ message: string }];
    expect(options.message).toBe('Updates installeren van updates.example.nl?');
    // Tried at once: here, without electron-updater, that says this copy cannot update.
    expect(await call('backoffice:updates-get', SERVICE_URL)).toMatchObject({
      feedUrl: FEED,
      status: { kind: 'unsupported' },
      askedByUser: true,
    });
  });

  it('changes nothing when the user cancels the dialog', async () => {
    const { call, settings } = registered();
    electron.dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
    expect(await call('backoffice:updates-set-feed', SERVICE_URL, FEED)).toEqual({
      status: 'cancelled',
    });
    expect(settings().updateFeedUrl).toBeNull();
    expect(await call('backoffice:updates-get', SERVICE_URL)).toMatchObject({
      feedUrl: null,
      status: { kind: 'off' },
    });
  });

  it('turns updates off, or keeps the same feed, without asking', async () => {
    const { call, settings } = registered();
    electron.dialog.showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    await call('backoffice:updates-set-feed', SERVICE_URL, FEED);
    await call('backoffice:updates-set-feed', SERVICE_URL, FEED);
    expect(electron.dialog.showMessageBox).toHaveBeenCalledTimes(1);
    expect(await call('backoffice:updates-set-feed', SERVICE_URL, null)).toMatchObject({
      status: 'saved',
      state: { feedUrl: null, status: { kind: 'off' } },
    });
    expect(settings().updateFeedUrl).toBeNull();
    expect(electron.dialog.showMessageBox).toHaveBeenCalledTimes(1);
  });

  it.each([
    'http://updates.example.nl/desk/',
    'https://admin:secret@updates.example.nl/',
    'file:///srv/feed/',
    'javascript:alert(1)',
    'https://updates.example.nl/desk/#x',
    ' https://updates.example.nl/',
    42,
  ])('refuses the feed %s before anything is asked or stored', async (feedUrl) => {
    const { call, settings } = registered();
    await expect(call('backoffice:updates-set-feed', SERVICE_URL, feedUrl)).rejects.toThrow();
    expect(electron.dialog.showMessageBox).not.toHaveBeenCalled();
    expect(settings().updateFeedUrl).toBeNull();
  });

  it('checks on request (off without a feed) and installs only what is ready', async () => {
    const { call } = registered();
    expect(await call('backoffice:updates-check', SERVICE_URL)).toMatchObject({
      status: { kind: 'off' },
      askedByUser: true,
    });
    expect(await call('backoffice:updates-install', SERVICE_URL)).toEqual({
      status: 'not-ready',
    });
    await expect(call('backoffice:updates-install', SERVICE_URL, 'now')).rejects.toThrow();
  });

  it("names the feed in the confirmation, in the app's language", () => {
    const english = feedConfirmationText('en', 'https://updates.example.nl:8443/desk/');
    expect(english.message).toBe('Install updates from updates.example.nl:8443?');
    expect(english.detail).toContain('https://updates.example.nl:8443/desk/');
    expect(english.buttons).toEqual(['Cancel', 'Use this feed']);
    expect(feedConfirmationText('nl', FEED).buttons).toEqual(['Annuleren', 'Deze bron gebruiken']);
  });

  it('speaks to the user as “je” in Dutch, never “u”, as the window does (issue 58)', () => {
    for (const text of Object.values(feedConfirmationText('nl', FEED)).flat()) {
      expect(text).not.toMatch(/\b(u|uw|uzelf)\b/i);
    }
  });
});
