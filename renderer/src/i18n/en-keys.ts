/** The API-keys screen's texts in English; part of `en.ts`. */
import type { nlKeys } from './nl-keys.js';

export const enKeys: Record<keyof typeof nlKeys, string> = {
  'nav.apiKeys': 'API keys',
  'keys.title': 'API keys',
  'keys.intro':
    'An API key lets another program (your bookkeeping, a script of your own) read your account’s data through the local API, with your rights. A key does not expire: revoke it as soon as the program no longer needs it.',
  'keys.create': 'New key',
  'keys.name': 'Name',
  'keys.nameHint': 'What you recognise the key by, for example “Bookkeeping”.',
  'keys.nameRequired': 'Give the key a name.',
  'keys.mayWriteFiles': 'May write files onto this computer (the month pack and its schedule)',
  'keys.mayWriteFilesHint':
    'Only for a program that makes the month pack. It is fixed when the key is made: make a new key to change it.',
  'keys.mayManageBookkeeping':
    'May change the bookkeeping connection, the linked accounts and the posting schedule',
  'keys.mayManageBookkeepingHint':
    'Only for a program that decides where your books are posted. Without this right a key posts, but does not change the connection.',
  'keys.lockedNoFiles':
    'You are limited to one location: a key of yours writes no files and does not change the bookkeeping connection, as you do not.',
  'keys.password': 'Your password',
  'keys.passwordHint': 'Checked with the platform. It is kept with the key, encrypted.',
  'keys.passwordRequired': 'Enter your password.',
  'keys.wrongPassword': 'This password is not right. Try again.',
  'keys.limit': 'You already have the most keys allowed. Revoke one you no longer use first.',
  'keys.submit': 'Make key',
  'keys.creating': 'Working…',
  'keys.createFailed': 'Not made: {reason}',
  'keys.created': 'Key “{name}” made',
  'keys.shownOnce':
    'Copy the key now and keep it in the other program: it is shown only this once.',
  'keys.secret': 'The key',
  'keys.copy': 'Copy',
  'keys.copied': 'Copied.',
  'keys.copyManually': 'Copying did not work; the key is selected: press Ctrl+C.',
  'keys.done': 'Done, key kept',
  'keys.list': 'Your keys',
  'keys.none': 'You have no API keys yet.',
  'keys.column.name': 'Name',
  'keys.column.created': 'Made',
  'keys.column.lastUsed': 'Last used',
  'keys.column.files': 'Writes files',
  'keys.column.bookkeeping': 'Changes bookkeeping',
  'keys.column.actions': 'Actions',
  'keys.never': 'Not yet',
  'keys.yes': 'Yes',
  'keys.no': 'No',
  'keys.revoke': 'Revoke',
  'keys.revokeLabel': 'Revoke key “{name}”',
  'keys.revokeConfirm': 'Revoke key “{name}”? Programs using it can no longer read anything.',
  'keys.revokeYes': 'Yes, revoke',
  'keys.revokeNo': 'Cancel',
  'keys.revoked': 'Key “{name}” revoked.',
  'keys.revokeFailed': 'Not revoked: {reason}',
} as const;
