/** What went wrong and what to do about it, in English; part of the dictionary in `en.ts`. */
import { refusalMessages } from './refusals.js';

export const enErrors = {
  // Each refusal of the service by its code, and the fields they name (refusals.ts).
  ...refusalMessages('en'),
  'state.olderPeriod':
    'The figures below are still those of {from} to {to}, not of the chosen period, which is loading.',
  'state.error.network': 'Back-Office Desk cannot be reached.',
  'state.error.upstream': 'The platform (StoreKeeper) does not answer.',
  'state.error.badRequest': 'The request is not valid.',
  'state.error.forbidden': 'You have no access to this data.',
  'state.error.notFound': 'Not found.',
  'state.error.conflict': 'That cannot be done now: it clashes with what is there already.',
  'state.error.server': 'Something went wrong in the service.',
  'state.error.unsupported': "This account's platform does not offer this (501).",
  'state.error.unexpected': 'Unexpected error.',
  'state.error.rangeTooLong': 'The period is too long.',
  'state.error.timeout': 'The platform took too long.',
  'state.error.deadline': 'No answer came in time.',
  'state.advice.network':
    'Check that Back-Office Desk is still running (or start it again), then choose Try again.',
  'state.advice.upstream':
    'This usually passes within a minute: then choose Try again. If it persists, check whether StoreKeeper itself works.',
  'state.advice.rangeTooLong': 'Choose a period of at most {years} years.',
  'state.advice.rangeTooLongUnknown': 'Choose a shorter period.',
  'state.advice.rangeTooLongOne': 'Choose a period of at most one year.',
  'state.advice.badRequest': 'Check the period and the filters and try again.',
  'state.advice.forbidden':
    "Choose another location, or ask the account's administrator for access.",
  'state.advice.notFound': 'It may have been removed meanwhile: refresh the screen.',
  'state.advice.conflict':
    'Refresh the screen to see what is there now; the technical details say what it clashes with.',
  'state.advice.unsupported': "This part does not work with this account's platform.",
  'state.advice.timeout': 'Choose a shorter period or try again shortly.',
  'state.advice.deadline': 'Try again; if that does not help, choose a shorter period.',
  'state.advice.server':
    'Choose Try again. If it persists, restart Back-Office Desk; the technical details help support.',
  'state.advice.unexpected':
    'Choose Try again. If it persists, the technical details help support.',
  'secrets.cannotKeep':
    'Back-Office Desk cannot keep passwords or tokens here: saving works only once that is fixed.',
  'secrets.fixVaultKey':
    'To fix it: start the service again with a vault key, {variable}, or with {flag} and a key file outside the data folder. The service’s administrator can do that.',
  'secrets.fixKeychain':
    'This computer has no keychain (such as GNOME Keyring or KWallet) for the app to keep its key in. Install or unlock one and start the app again.',
  'state.detail.refused': 'Refused by the service (status {status}).',
  'state.detail.request': 'Request {id}.',
} as const;
