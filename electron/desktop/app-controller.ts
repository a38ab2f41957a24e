/**
 * The app's lifecycle, kept apart from Electron's globals so tests drive it with fakes:
 * start the service first and open the window on its address only once it listens; if the
 * port is taken, say what to do and quit instead of crashing; on quit, hold the exit until the
 * service has closed (in-flight requests finish, the demo platform stops).
 */
import type { App, Dialog, Shell } from 'electron';
import type { Language, UpstreamSetting } from '../settings/schema.js';
import type { SettingsStore } from '../settings/settings-store.js';
import { dataFolderInUseText, isDataFolderInUse } from './data-folder-in-use.js';
import { fieldOf } from '../../shared/guards.js';

const SERVICE_HOST = '127.0.0.1';
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 5000;

export interface ServiceHandle {
  url: string;
  port: number;
  close(): Promise<void>;
}

interface ServiceStartOptions {
  port: number;
  host: string;
  /** Upstream URL template, or null for the embedded demo platform. */
  upstream: string | null;
  dataDir: string;
}

interface WindowHandle {
  focus(): void;
  saveState(): void;
}

export interface AppControllerDeps {
  startService(options: ServiceStartOptions): Promise<ServiceHandle>;
  settings: Pick<SettingsStore, 'read' | 'path'>;
  /** The folder for the service's data (the app's user-data folder). */
  dataDir: string;
  app: Pick<App, 'exit' | 'quit'>;
  dialog: Pick<Dialog, 'showMessageBox' | 'showErrorBox'>;
  shell: Pick<Shell, 'openPath'>;
  /** Runs once the service listens, before the window opens: session guards, IPC, menu. */
  prepare(service: ServiceHandle): void;
  openWindow(service: ServiceHandle): WindowHandle;
  log?: (message: string, error?: unknown) => void;
  /** A service that does not close within this time no longer holds up the exit. */
  shutdownTimeoutMs?: number;
}

export interface AppController {
  /** Starts the service, then the window; on failure tells the user and exits with code 1. */
  start(): Promise<'running' | 'failed'>;
  handleSecondInstance(): void;
  handleBeforeQuit(event: { preventDefault(): void }): void;
  handleWindowAllClosed(): void;
}

function upstreamTemplateOf(upstream: UpstreamSetting): string | null {
  return upstream.kind === 'platform' ? upstream.urlTemplate : null;
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && fieldOf(error, 'code') === 'EADDRINUSE';
}

interface PortInUseText {
  title: string;
  message: string;
  detail: string;
  buttons: [close: string, openSettings: string];
}

function portInUseText(language: Language, port: number, settingsPath: string): PortInUseText {
  const suggestion = port < 65535 ? port + 1 : port - 1;
  if (language === 'en') {
    return {
      title: 'Port already in use',
      message: `Back-Office Desk cannot start: port ${port} is already in use.`,
      detail:
        `Another program is using this port (perhaps Back-Office Desk itself, started with ` +
        `"npm run serve").\n\nClose that program and start Back-Office Desk again, or choose ` +
        `another port: set "port" in the settings file to, for example, ${suggestion}:\n` +
        settingsPath,
      buttons: ['Close', 'Open settings file'],
    };
  }
  return {
    title: 'Poort al in gebruik',
    message: `Back-Office Desk kan niet starten: poort ${port} is al in gebruik.`,
    detail:
      `Een ander programma gebruikt deze poort (misschien Back-Office Desk zelf, gestart met ` +
      `"npm run serve").\n\nSluit dat programma en start Back-Office Desk opnieuw, of kies ` +
      `een andere poort: zet "port" in het instellingenbestand op bijvoorbeeld ${suggestion}:\n` +
      settingsPath,
    buttons: ['Sluiten', 'Instellingenbestand openen'],
  };
}

function startFailureText(language: Language, error: unknown): [title: string, content: string] {
  if (isDataFolderInUse(error)) return dataFolderInUseText(language, error);
  const reason = error instanceof Error ? error.message : String(error);
  return language === 'en'
    ? ['Back-Office Desk cannot start', `The local service did not start: ${reason}`]
    : ['Back-Office Desk kan niet starten', `De lokale service is niet gestart: ${reason}`];
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`the service did not close within ${ms} ms`));
    }, ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function createAppController(deps: AppControllerDeps): AppController {
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error));
  let service: ServiceHandle | null = null;
  let window: WindowHandle | null = null;
  let phase: 'idle' | 'running' | 'stopping' | 'stopped' = 'idle';

  async function reportStartFailure(error: unknown, language: Language, port: number) {
    if (isAddressInUse(error)) {
      const text = portInUseText(language, port, deps.settings.path);
      const { response } = await deps.dialog.showMessageBox({
        type: 'error',
        title: text.title,
        message: text.message,
        detail: text.detail,
        buttons: text.buttons,
        defaultId: 0,
        cancelId: 0,
        noLink: true,
      });
      if (response === 1) {
        const problem = await deps.shell.openPath(deps.settings.path);
        if (problem !== '') log(`could not open ${deps.settings.path}: ${problem}`);
      }
      return;
    }
    deps.dialog.showErrorBox(...startFailureText(language, error));
  }

  return {
    async start() {
      const settings = deps.settings.read();
      try {
        service = await deps.startService({
          port: settings.port,
          host: SERVICE_HOST,
          upstream: upstreamTemplateOf(settings.upstream),
          dataDir: deps.dataDir,
        });
      } catch (error) {
        log('the service did not start', error);
        try {
          await reportStartFailure(error, settings.language, settings.port);
        } catch (dialogError) {
          log('could not show the start failure', dialogError);
        }
        phase = 'stopped';
        deps.app.exit(1);
        return 'failed';
      }
      phase = 'running';
      deps.prepare(service);
      window = deps.openWindow(service);
      return 'running';
    },

    handleSecondInstance() {
      window?.focus();
    },

    handleBeforeQuit(event) {
      if (phase === 'stopped' || service === null) return;
      // Electron would exit without waiting for the service: hold the quit until it closed.
      event.preventDefault();
      if (phase === 'stopping') return;
      phase = 'stopping';
      window?.saveState();
      const running = service;
      void withTimeout(running.close(), deps.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS)
        .then(
          () => 0,
          (error: unknown) => {
            log('the service did not close cleanly', error);
            return 1;
          },
        )
        .then((code) => {
          phase = 'stopped';
          deps.app.exit(code);
        });
    },

    handleWindowAllClosed() {
      // One window onto a local service: closing it ends the app on every platform, so no
      // service keeps running unseen (a tray-free, quiet app).
      deps.app.quit();
    },
  };
}
