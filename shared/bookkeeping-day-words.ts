/**
 * A bookkeeping day's state in words, by the stable `code` GET /api/bookkeeping/postings gives
 * a day that failed, was blocked or was posted in parts: the one home of the words the
 * bookkeeping screen shows (the renderer's `bk.day.*` are these) and the morning digest says
 * of the day, so the screen and the digest say a day alike. The API's own `message` stays
 * English, with the package's words where it gave some; those are shown as technical details.
 */
import type { ExportLanguage } from './api/export-columns.js';

type Words = Readonly<Record<ExportLanguage, string>>;

export const BOOKKEEPING_DAY_WORDS = {
  period_closed: {
    en: 'The period is closed in the package.',
    nl: 'De periode is afgesloten in het pakket.',
  },
  package_refused: {
    en: 'The package refused the entry.',
    nl: 'Het pakket weigerde de boeking.',
  },
  package_unreachable: {
    en: 'The package did not answer; the entry is looked up first next time.',
    nl: 'Het pakket antwoordde niet; de boeking wordt eerst nagevraagd.',
  },
  token_refused: {
    en: 'The package refuses the token.',
    nl: 'Het pakket weigert het token.',
  },
  token_permission: {
    en: 'The token lacks a permission the posting needs; posting stopped.',
    nl: 'Het token mist een toestemming die boeken nodig heeft; boeken is gestopt.',
  },
  package_subscription: {
    en: 'The administration’s subscription does not allow posting; posting stopped.',
    nl: 'Het abonnement van de administratie staat boeken niet toe; boeken is gestopt.',
  },
  administration_gone: {
    en: 'The administration cannot be reached.',
    nl: 'De administratie is niet (meer) bereikbaar.',
  },
  rate_limited: {
    en: 'Too many requests to the package; again later.',
    nl: 'Te veel verzoeken aan het pakket; later opnieuw.',
  },
  package_error: {
    en: 'The package gave an unexpected answer.',
    nl: 'Het pakket gaf een onverwacht antwoord.',
  },
  not_posted: {
    en: 'An earlier posting was cut off before it was sent.',
    nl: 'Een eerdere boeking werd onderbroken voordat ze verstuurd was.',
  },
  posted_in_other_scope: {
    en: 'This day was being posted for all locations and for one at once; the next posting takes it.',
    nl: 'Deze dag werd tegelijk voor alle vestigingen en voor één geboekt; de volgende keer boeken neemt hem mee.',
  },
  posted_with_all_locations: {
    en: 'Posted with all locations together.',
    nl: 'Geboekt met alle vestigingen samen.',
  },
  posted_by_locations: {
    en: 'Each location posted its own part.',
    nl: 'Elke vestiging boekte haar eigen deel.',
  },
  booked_otherwise: {
    en: 'The package booked this day otherwise than it was sent, and posting stopped. Check the document in the package and delete it there; then post the day again.',
    nl: 'Het pakket heeft deze dag anders geboekt dan verstuurd, en het boeken is gestopt. Controleer de boeking in het pakket en verwijder haar daar; boek de dag daarna opnieuw.',
  },
  not_stored: {
    en: 'The package said it stored the entry but does not have it; it is posted again next time.',
    nl: 'Het pakket zei de boeking te bewaren maar heeft haar niet; ze wordt de volgende keer opnieuw geboekt.',
  },
  left_out: {
    en: 'This day does not balance and is not posted (see the journal).',
    nl: 'Deze dag sluit niet en wordt niet geboekt (zie het memoriaal).',
  },
} as const satisfies Record<string, Words>;

export type BookkeepingDayCode = keyof typeof BOOKKEEPING_DAY_WORDS;

const isDayCode = (code: string): code is BookkeepingDayCode =>
  Object.hasOwn(BOOKKEEPING_DAY_WORDS, code);

/** A day's code in words; null for no code or one these words do not know. */
export function bookkeepingDayWords(code: string | null, lang: ExportLanguage): string | null {
  return code !== null && isDayCode(code) ? BOOKKEEPING_DAY_WORDS[code][lang] : null;
}

/** The words as the renderer's dictionary entries, `bk.day.<code>`. */
export function bookkeepingDayMessages(
  lang: ExportLanguage,
): Record<`bk.day.${BookkeepingDayCode}`, string> {
  const entries = Object.entries(BOOKKEEPING_DAY_WORDS).map(([code, words]) => [
    `bk.day.${code}`,
    words[lang],
  ]);
  return Object.fromEntries(entries) as Record<`bk.day.${BookkeepingDayCode}`, string>;
}
