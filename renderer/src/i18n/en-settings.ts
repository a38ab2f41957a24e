/** The settings screen's texts in English; part of the dictionary in `en.ts`. */
import type { nlSettings } from './nl-settings.js';

export const enSettings: Record<keyof typeof nlSettings, string> = {
  'settings.title': 'Settings',
  'settings.language': 'Language',
  'settings.languageHint': 'The language of the screens. Amounts stay in euros, Dutch notation.',
  'settings.csv': 'CSV export',
  'settings.dates': 'Date format',
  'settings.datesHint': 'For dates on screen and in the date fields, in both languages.',
  'settings.dates.day-first': 'dd-mm-yyyy (20-11-2026)',
  'settings.dates.iso': 'yyyy-mm-dd (2026-11-20)',
  'settings.csvHint':
    'Excel NL uses semicolons and decimal commas, so Dutch Excel opens the file correctly at once. By default the file follows the language: Dutch is Excel NL, English commas with decimal points.',
  'settings.csv.language': 'Follows the language (English: comma)',
  'settings.csv.comma': 'Standard CSV: comma separator, decimal point',
  'settings.csv.excel': 'Excel NL: semicolon separator, decimal comma',
  'settings.saved': 'Settings are remembered on this computer.',
  'settings.about': 'About',
  'digest.title': 'Morning digest',
  'digest.hint':
    'Every morning the exceptions and figures of the day before, as a text and an HTML file in a folder, and mailed to you when a mail server is set up. The schedule runs as you while the app runs; a missed run follows at the next start.',
  'digest.locationUser':
    "You are limited to one location: the morning digest covers all locations and is written into a folder, so only a user without a location limit can set it up. You see your location's exceptions on the Exceptions screen.",
  'digest.enabled': 'Write a morning digest every day',
  'digest.save': 'Save morning digest',
  'digest.next': 'Next: {when}, of {day}.',
  'digest.mailedTo': 'The digest is also mailed to {to}.',
  'digest.notMailed':
    'No mail server is set up: the digest goes into the folder only, not by mail to {to}.',
  'digest.noAddress':
    'The platform knows no e-mail address of yours: the digest goes into the folder only.',
  'digest.testMail': 'Send a test mail',
  'digest.testSent': 'Test mail sent to {to}.',
  'digest.last.running': 'The digest of {day} is being written (started {when}).',
  'digest.last.written': 'Last digest: of {day}, written {when}.',
  'digest.last.failed': 'The last digest (of {day}, {when}) was not written:',
  'settings.service': 'Service',
};
