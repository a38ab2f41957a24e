/**
 * The desktop notification of new exceptions. The page decides when (an exception it has not told
 * before) and words it in the user's language; this side only shows it, and a click always does
 * the same thing: the asking window comes forward on the exceptions screen. The page cannot
 * choose where a click leads, so the channel cannot be used to steer the window.
 */
import { BrowserWindow, Notification, type WebContents } from 'electron';
import { MENU_COMMAND_CHANNEL, type ExceptionsNotice } from '../../../shared/ipc.js';
import type { MenuCommand } from '../../../shared/keyboard-shortcuts.js';

const OPEN_EXCEPTIONS: MenuCommand = { screen: 'exceptions' };

/**
 * The notification on screen. Held so it is not garbage-collected before it is clicked (its
 * click would then go nowhere), and closed when a newer one replaces it: one notice at a time.
 */
let shown: Notification | null = null;

export function notifyExceptions(notice: ExceptionsNotice, sender: WebContents): boolean {
  if (!Notification.isSupported()) return false;
  shown?.close();
  const notification = new Notification({ title: notice.title, body: notice.body });
  notification.on('click', () => {
    const window = BrowserWindow.fromWebContents(sender);
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    sender.send(MENU_COMMAND_CHANNEL, OPEN_EXCEPTIONS);
  });
  notification.on('close', () => {
    if (shown === notification) shown = null;
  });
  shown = notification;
  notification.show();
  return true;
}
