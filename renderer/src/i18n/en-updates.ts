/** The desktop app's updates, in English; part of the dictionary in `en.ts`. */
import type { nlUpdates } from './nl-updates.js';

export const enUpdates: Record<keyof typeof nlUpdates, string> = {
  'updates.available': 'Version {version} is available and downloading…',
  'updates.downloading': 'Downloading version {version}: {percent} %',
  'updates.ready': 'Version {version} is ready to install.',
  'updates.readyDuringExport':
    'Version {version} is ready to install. An export is running: the restart waits until it has finished.',
  'updates.pending': 'Version {version} will be installed as soon as the export has finished.',
  'updates.installing': 'Installing version {version}; Back-Office Desk restarts…',
  'updates.checking': 'Checking for updates…',
  'updates.upToDate': 'Back-Office Desk {version} is up to date.',
  'updates.failed': 'Checking for updates failed: {message}',
  'updates.installFailed': 'Installing failed: {message}',
  'updates.off': 'Updates are off.',
  'updates.offHint': 'Updates are off. Set an update feed in Settings.',
  'updates.idle': 'Not checked for updates yet.',
  'updates.unsupported':
    'This copy of Back-Office Desk cannot update itself (only the installed app can).',
  'updates.restart': 'Restart to install',
  'updates.later': 'Later',
  'updates.dontWait': 'Not now',
  'updates.close': 'Close',
  'updates.openSettings': 'Open Settings',
  'updates.progressLabel': 'Download of version {version}',

  'settings.updates': 'Updates',
  'settings.updatesHint':
    "Back-Office Desk can update itself from your organisation's update feed: the folder its releases are published to. Without a feed, updates are off. A new version is downloaded and installed only when you choose to, and never in the middle of an export.",
  'settings.updatesFeed': 'Update feed address',
  'settings.updatesSave': 'Save feed',
  'settings.updatesTurnOff': 'Turn updates off',
  'settings.updatesCheck': 'Check now',
  'settings.updatesCancelled': 'Not saved: the new feed was not confirmed.',
  'settings.updatesVersion': 'This version: {version}',
  'settings.updatesBrowser':
    'Updates are for the desktop app, which installs new versions itself. In a browser you use the service as it is installed where it runs, and it is updated there.',
  'settings.updatesProblem.not-a-url':
    'Enter a full address, such as https://updates.example.com/backoffice-desk/.',
  'settings.updatesProblem.not-https': 'Use https:// (http:// only for a feed on this computer).',
  'settings.updatesProblem.credentials': 'Leave the user name and password out of the address.',
  'settings.updatesProblem.fragment': 'An address with # cannot be an update feed.',
};
