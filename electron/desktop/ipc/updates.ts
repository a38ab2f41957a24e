/**
 * The page's part in updates: read the state, check, install, and change the feed. Guards
 * against a page that was made to change the feed by itself: the feed decides what the app
 * runs next, so a new one is kept only after the user confirms it in the app's own dialog
 * (the page can neither draw nor answer it). Turning updates off needs no confirmation.
 */
import { BrowserWindow, dialog, type MessageBoxOptions, type WebContents } from 'electron';
import type { Language } from '../../settings/schema.js';
import type { SettingsStore } from '../../settings/settings-store.js';
import type { InstallResult, SetFeedResult, UpdateState } from '../../../shared/updates.js';
import type { UpdateController } from '../updates/update-controller.js';

interface UpdatesIpcDeps {
  controller: UpdateController;
  settings: Pick<SettingsStore, 'read' | 'update'>;
  /** Shows the confirmation (feedConfirmationText) and answers whether the user agreed. */
  confirmFeed(text: FeedConfirmationText): Promise<boolean>;
}

interface FeedConfirmationText {
  title: string;
  message: string;
  detail: string;
  buttons: [cancel: string, confirm: string];
}

export function feedConfirmationText(language: Language, feedUrl: string): FeedConfirmationText {
  const host = new URL(feedUrl).host;
  if (language === 'en') {
    return {
      title: 'Update feed',
      message: `Install updates from ${host}?`,
      detail:
        `Back-Office Desk will check ${feedUrl} for new versions and, when you choose ` +
        `"Restart to install", install what it finds there. Only choose a feed your ` +
        `organisation publishes its releases to.`,
      buttons: ['Cancel', 'Use this feed'],
    };
  }
  return {
    title: 'Updatebron',
    message: `Updates installeren van ${host}?`,
    detail:
      `Back-Office Desk kijkt op ${feedUrl} of er een nieuwe versie is en installeert die ` +
      `wanneer je "Herstarten en installeren" kiest. Kies alleen een bron waar je organisatie ` +
      `haar versies publiceert.`,
    buttons: ['Annuleren', 'Deze bron gebruiken'],
  };
}

/** The confirmation as a native dialog on the asking window; Cancel is the default. */
export async function confirmInDialog(
  text: FeedConfirmationText,
  requester: WebContents | null,
): Promise<boolean> {
  const options: MessageBoxOptions = {
    type: 'question',
    title: text.title,
    message: text.message,
    detail: text.detail,
    buttons: text.buttons,
    defaultId: 0,
    cancelId: 0,
    noLink: true,
  };
  const parent = requester ? BrowserWindow.fromWebContents(requester) : null;
  const { response } = parent
    ? await dialog.showMessageBox(parent, options)
    : await dialog.showMessageBox(options);
  return response === 1;
}

export function getUpdateState(deps: Pick<UpdatesIpcDeps, 'controller'>): UpdateState {
  return deps.controller.state();
}

export async function setUpdateFeed(
  deps: UpdatesIpcDeps,
  feedUrl: string | null,
): Promise<SetFeedResult> {
  const settings = deps.settings.read();
  if (feedUrl !== null && feedUrl !== settings.updateFeedUrl) {
    const confirmed = await deps.confirmFeed(feedConfirmationText(settings.language, feedUrl));
    if (!confirmed) return { status: 'cancelled' };
  }
  deps.settings.update({ updateFeedUrl: feedUrl });
  deps.controller.setFeed(feedUrl);
  // A new feed is tried at once, so a wrong address shows while the user is still there.
  if (feedUrl !== null) void deps.controller.check({ askedByUser: true });
  return { status: 'saved', state: deps.controller.state() };
}

export function checkForUpdates(deps: Pick<UpdatesIpcDeps, 'controller'>): UpdateState {
  void deps.controller.check({ askedByUser: true });
  return deps.controller.state();
}

export function installUpdate(deps: Pick<UpdatesIpcDeps, 'controller'>): InstallResult {
  return deps.controller.install();
}
