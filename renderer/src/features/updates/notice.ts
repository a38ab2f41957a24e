/**
 * What the window says about an update, worked out apart from React so each state can be
 * tested: the line in Settings (every state) and the notice above the screens (an update on
 * its way or waiting, and the outcome of a check the user asked for). "Restart to install"
 * never restarts in the middle of an export: while one runs it waits for it (store.ts).
 */
import type { UpdateState } from '../../../../shared/updates.js';
import type { Translate } from '../../i18n/index.js';

/** The line in Settings that says where updates stand. */
export function statusText(update: UpdateState, t: Translate): string {
  const { status } = update;
  switch (status.kind) {
    case 'off':
      return t('updates.off');
    case 'idle':
      return t('updates.idle');
    case 'unsupported':
      return t('updates.unsupported');
    case 'checking':
      return t('updates.checking');
    case 'up-to-date':
      return t('updates.upToDate', { version: update.currentVersion });
    case 'available':
      return t('updates.available', { version: status.version });
    case 'downloading':
      return t('updates.downloading', { version: status.version, percent: status.percent });
    case 'ready':
      return t('updates.ready', { version: status.version });
    case 'installing':
      return t('updates.installing', { version: status.version });
    case 'failed':
      return t('updates.failed', { message: status.message });
  }
}

export type NoticeAction = 'install' | 'cancel-install' | 'open-settings' | 'dismiss';

interface Notice {
  tone: 'info' | 'positive' | 'error';
  message: string;
  /** The buttons, in order; `dismiss` is the notice's close or "Later". */
  actions: NoticeAction[];
  /** 0–100 while downloading, for a progress bar. */
  percent?: number;
}

export interface NoticeInput {
  update: UpdateState | null;
  exportRunning: boolean;
  /** The user chose "Restart to install" while an export ran. */
  installPending: boolean;
  dismissed: boolean;
  /** Starting the installer failed (the reason), or null. */
  installError: string | null;
}

/**
 * A key that changes when the notice says something new, so a closed notice stays closed
 * while a download only moves on, and comes back for the next news.
 */
export function noticeKey(update: UpdateState | null): string {
  if (update === null) return '';
  const { status } = update;
  switch (status.kind) {
    case 'available':
    case 'downloading':
      return `download ${status.version}`;
    case 'ready':
    case 'installing':
      return `${status.kind} ${status.version}`;
    default:
      return status.kind;
  }
}

/** The notice above the screens, or null when there is nothing to say. */
export function updateNotice(input: NoticeInput, t: Translate): Notice | null {
  const { update } = input;
  if (update === null) return null;
  const { status } = update;
  if (input.installError !== null && status.kind === 'failed') {
    return {
      tone: 'error',
      message: t('updates.installFailed', { message: input.installError }),
      actions: ['dismiss'],
    };
  }
  if (input.dismissed && status.kind !== 'installing') return null;
  switch (status.kind) {
    case 'available':
      return { tone: 'info', message: statusText(update, t), actions: ['dismiss'], percent: 0 };
    case 'downloading':
      return {
        tone: 'info',
        message: statusText(update, t),
        actions: ['dismiss'],
        percent: status.percent,
      };
    case 'ready':
      if (input.installPending) {
        return {
          tone: 'info',
          message: t('updates.pending', { version: status.version }),
          actions: ['cancel-install'],
        };
      }
      return {
        tone: 'positive',
        message: input.exportRunning
          ? t('updates.readyDuringExport', { version: status.version })
          : statusText(update, t),
        actions: ['install', 'dismiss'],
      };
    case 'installing':
      return { tone: 'info', message: statusText(update, t), actions: [] };
    default:
      break;
  }
  // The rest only answers a user who asked (the menu, Settings); scheduled checks stay quiet.
  if (!update.askedByUser) return null;
  switch (status.kind) {
    case 'checking':
      return { tone: 'info', message: statusText(update, t), actions: [] };
    case 'up-to-date':
    case 'unsupported':
      return { tone: 'info', message: statusText(update, t), actions: ['dismiss'] };
    case 'failed':
      return { tone: 'error', message: statusText(update, t), actions: ['dismiss'] };
    case 'off':
      return { tone: 'info', message: t('updates.offHint'), actions: ['open-settings', 'dismiss'] };
    case 'idle':
      return null;
  }
}
