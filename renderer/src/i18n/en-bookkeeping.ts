/** The bookkeeping screen's texts in English; part of the dictionary in `en.ts`. */
import { bookkeepingDayMessages } from '../../../shared/bookkeeping-day-words.js';
import type { nlBookkeeping } from './nl-bookkeeping.js';

export const enBookkeeping: Record<keyof typeof nlBookkeeping, string> = {
  'nav.bookkeeping': 'Bookkeeping',
  'bk.title': 'Bookkeeping',
  'bk.package.moneybird': 'Moneybird',
  'bk.package.e-boekhouden': 'e-Boekhouden.nl',
  'bk.connect.title': 'Connect your bookkeeping',
  'bk.connect.hint':
    "Each day goes into your bookkeeping package as a memorial entry, with the journal's lines.",
  'bk.connect.tokenKept': 'The API token stays encrypted in this app and is never shown again.',
  'bk.connect.package': 'Package',
  'bk.connect.token': 'API token',
  'bk.connect.tokenHint.moneybird':
    'A personal API token of your Moneybird account, made with the permission “documents” ticked: with it the app reads the categories and tax rates and posts the memorial entries.',
  'bk.connect.tokenHint.e-boekhouden':
    'An API token from e-Boekhouden.nl (Beheer, API-tokens); the app opens a session with it itself.',
  'bk.connect.demo':
    'This is the demo platform: any token starting with “demo” gives a trial administration.',
  'bk.connect.findAdministrations': 'Find administrations',
  'bk.connect.administration': 'Administration',
  'bk.connect.chooseAdministration': "First find the token's administrations.",
  'bk.connect.submit': 'Connect',
  'bk.connect.connected': 'Connected to {package}',
  'bk.connect.administrationName': 'Administration {name}',
  'bk.connect.since': 'Since {when}',
  'bk.connect.check': 'Test the connection',
  'bk.connect.checkOk': 'The connection works.',
  'bk.connect.locked': 'Locked up to and including {day}',
  'bk.connect.disconnect': 'Disconnect',
  'bk.connect.disconnectAsk': 'Disconnect {package}?',
  'bk.connect.disconnectWhat':
    'The days already posted in {package} stay there: disconnecting removes nothing. Connect the same administration again later and they show here as posted again. Connect another package and they show there as to post, noting that they were posted in {package}: post them there only if you go on bookkeeping in that package, or they are in two packages.',
  'bk.connect.disconnectConfirm': 'Yes, disconnect',
  'bk.connect.disconnectKeep': 'Stay connected',
  'bk.connect.locationUser':
    "You are limited to one location: you cannot connect a bookkeeping package. A user without a location limit can; after that you post and see your location's days here.",
  'bk.connect.locationUserConnected':
    "You are limited to one location: you use this connection and post your location's days, but only a user without a location limit can disconnect it.",
  'bk.error.accountsMissing':
    'The package lacks accounts or VAT codes, so nothing was posted: {missing}.',
  'bk.error.sessionRefused':
    'The package opened no session, for a reason other than the token: the app needs an update. Your token is fine.',
  'bk.error.mappingIncomplete':
    'The ledger mapping is not complete, so nothing was posted. Complete it first.',
  'bk.accounts.title': 'Accounts in the package',
  'bk.accounts.hint':
    'Every account of the ledger mapping must exist in the package with the same code, and every VAT rate needs a VAT code for memorial entries there.',
  'bk.accounts.hintWithoutVatCodes':
    'Every account of the ledger mapping must exist in the package with the same code.',
  'bk.accounts.vatOnAccounts':
    "Back-Office Desk posts the VAT on the VAT accounts itself; {package}'s VAT return therefore does not show these sales per rate.",
  'bk.accounts.allThere': 'All {accounts} accounts and {rates} VAT rates are in {package}.',
  'bk.accounts.allAccountsThere': 'All {accounts} accounts are in {package}.',
  'bk.accounts.missing': 'Not in {package} yet:',
  'bk.accounts.missingAccount': 'account {code}',
  'bk.accounts.missingVat': 'VAT code for {code}',
  'bk.accounts.missingCrossPosting':
    'a cross-posting account in the ledger mapping (e-Boekhouden books each day against it)',
  'bk.accounts.more': 'and {count} more',
  'bk.accounts.toMapping': 'Open the ledger mapping',
  'bk.postings.title': 'Postings',
  'bk.postings.hint':
    'One memorial entry a day, dated that day, with the entry number as its reference. A posted day never changes: a later change becomes a correction entry.',
  'bk.postings.previous': 'Previous month',
  'bk.postings.next': 'Next month',
  'bk.postings.postMonth': 'Post the month',
  'bk.postings.postMonthUpTo': 'Posts the days up to yesterday that are not posted yet.',
  'bk.postings.postDay': 'Post',
  'bk.postings.retry': 'Retry',
  'bk.postings.cancel': 'Stop',
  'bk.postings.running': 'Posting…',
  'bk.postings.summary':
    '{posted} posted · {pending} to post · {failed} failed · {blocked} blocked · {mismatch} booked otherwise',
  'bk.postings.view': 'View',
  'bk.postings.corrects': 'Correction of {day}',
  'bk.postings.changed': 'Changed since posted:',
  'bk.postings.correctionOn': 'correction on {day}',
  'bk.postings.correctionWaits': 'the correction follows with the next day not posted yet.',
  'bk.postings.elsewhere': 'Posted in {packages} through another connection',
  'bk.postings.dayLabel': '{day}: {state}',
  'bk.state.posted': 'Posted',
  'bk.state.pending': 'To post',
  'bk.state.failed': 'Failed',
  'bk.state.blocked': 'Blocked',
  'bk.state.mismatch': 'Booked otherwise',
  'bk.state.nothing': 'Nothing',
  'bk.state.not_over': 'Not over yet',
  ...bookkeepingDayMessages('en'),
  'bk.schedule.title': 'Post every morning',
  'bk.schedule.locationUser':
    'You are limited to one location: posting every morning is set up by a user without a location limit. You post your location’s days above yourself.',
  'bk.schedule.hint':
    'Posts yesterday every morning, and catches up the days missed while the computer was off.',
  'bk.schedule.enabled': 'Post every morning',
  'bk.schedule.passwordHint':
    'The schedule also posts while nobody is logged in, and keeps your password for it, encrypted.',
  'bk.schedule.passwordHint.notKept':
    'The schedule also posts while nobody is logged in, and must keep your password for it.',
  'bk.schedule.save': 'Save schedule',
  'bk.schedule.saved': 'Saved.',
  'bk.schedule.next': 'Next time: {when}.',
  'bk.schedule.last': 'Last time ({when}): {posted} posted, {failed} failed, {blocked} blocked.',
  'bk.schedule.paused': 'Paused: save the schedule again with your password.',
  'today.bookkeeping.failed': "Yesterday's posting into {package} failed.",
  'today.bookkeeping.mismatch':
    '{package} booked yesterday otherwise than it was sent; posting stopped until you look at it.',
  'today.bookkeeping.blocked': "Yesterday's posting was blocked by {package}.",
  'today.bookkeeping.open': 'Go to Bookkeeping',
  'bk.links.heading': 'Link the accounts',
  'bk.links.hint':
    'Choose for each account of your ledger mapping the account in {package} it posts to. Where the app found one (the same code, RGS code or name), it is filled in.',
  'bk.links.account': 'Account {code}',
  'bk.links.none': '— not linked —',
  'bk.links.by.code': 'Suggested: the same code',
  'bk.links.by.rgs': 'Suggested: the same RGS code',
  'bk.links.by.name': 'Suggested: the same name',
  'bk.links.save': 'Save the links',
  'bk.links.all': 'Show all {count}',
  'bk.links.saved': 'The links are saved.',
};
