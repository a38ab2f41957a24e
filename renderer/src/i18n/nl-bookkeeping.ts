/**
 * The bookkeeping screen's texts (posting the journal into Moneybird or e-Boekhouden.nl). A
 * day's state in words (`bk.day.*`) is shared/'s, which the morning digest says too.
 */
import { bookkeepingDayMessages } from '../../../shared/bookkeeping-day-words.js';

export const nlBookkeeping = {
  'nav.bookkeeping': 'Boekhouding',
  'bk.title': 'Boekhouding',
  'bk.package.moneybird': 'Moneybird',
  'bk.package.e-boekhouden': 'e-Boekhouden.nl',
  'bk.connect.title': 'Boekhouding koppelen',
  'bk.connect.hint':
    'Elke dag komt als memoriaalboeking in je boekhoudpakket, met de regels van het memoriaal.',
  'bk.connect.tokenKept':
    'Het API-token blijft versleuteld in deze app en wordt nooit meer getoond.',
  'bk.connect.package': 'Pakket',
  'bk.connect.token': 'API-token',
  'bk.connect.tokenHint.moneybird':
    'Een persoonlijk API-token van je Moneybird-account, gemaakt met de toestemming “documents” aangevinkt: daarmee leest de app de categorieën en btw-tarieven en boekt ze de memoriaalboekingen.',
  'bk.connect.tokenHint.e-boekhouden':
    'Een API-token uit e-Boekhouden.nl (Beheer, API-tokens); de app vraagt er zelf een sessie mee aan.',
  'bk.connect.demo':
    'Dit is het demoplatform: elk token dat met „demo” begint, geeft een proefadministratie.',
  'bk.connect.findAdministrations': 'Administraties ophalen',
  'bk.connect.administration': 'Administratie',
  'bk.connect.chooseAdministration': 'Haal eerst de administraties van het token op.',
  'bk.connect.submit': 'Koppelen',
  'bk.connect.connected': 'Gekoppeld met {package}',
  'bk.connect.administrationName': 'Administratie {name}',
  'bk.connect.since': 'Sinds {when}',
  'bk.connect.check': 'Verbinding testen',
  'bk.connect.checkOk': 'De verbinding werkt.',
  'bk.connect.locked': 'Vergrendeld tot en met {day}',
  'bk.connect.disconnect': 'Ontkoppelen',
  'bk.connect.disconnectAsk': '{package} ontkoppelen?',
  'bk.connect.disconnectWhat':
    'De dagen die al in {package} geboekt zijn, blijven daar staan: ontkoppelen haalt niets weg. Koppel je later dezelfde administratie, dan staan ze hier weer als geboekt. Koppel je een ander pakket, dan staan ze daar als te boeken, met de notitie dat ze in {package} geboekt zijn: boek ze daar alleen als je in dat pakket verder boekt, anders staan ze in twee pakketten.',
  'bk.connect.disconnectConfirm': 'Ja, ontkoppelen',
  'bk.connect.disconnectKeep': 'Gekoppeld laten',
  'bk.connect.locationUser':
    'Je bent beperkt tot één vestiging: je kunt geen boekhoudpakket koppelen. Een gebruiker zonder vestigingsbeperking kan dat wel; daarna boek en bekijk je hier de dagen van je vestiging.',
  'bk.connect.locationUserConnected':
    'Je bent beperkt tot één vestiging: je gebruikt deze koppeling en boekt de dagen van je vestiging, maar ontkoppelen kan alleen een gebruiker zonder vestigingsbeperking.',
  'bk.error.accountsMissing':
    'Het pakket mist rekeningen of btw-codes, dus er is niets geboekt: {missing}.',
  'bk.error.sessionRefused':
    'Het pakket opende geen sessie, om een andere reden dan het token: de app moet worden bijgewerkt. Je token is in orde.',
  'bk.error.mappingIncomplete':
    'De grootboekkoppeling is niet compleet, dus er is niets geboekt. Vul haar eerst aan.',
  'bk.accounts.title': 'Rekeningen in het pakket',
  'bk.accounts.hint':
    'Elke rekening van de grootboekkoppeling moet in het pakket bestaan, met dezelfde code, en elk btw-tarief heeft er een btw-code voor memoriaalboekingen nodig.',
  'bk.accounts.hintWithoutVatCodes':
    'Elke rekening van de grootboekkoppeling moet in het pakket bestaan, met dezelfde code.',
  'bk.accounts.vatOnAccounts':
    'Back-Office Desk boekt de btw zelf op de btw-rekeningen; de btw-aangifte van {package} toont deze omzet daarom niet per tarief.',
  'bk.accounts.allThere': 'Alle {accounts} rekeningen en {rates} btw-tarieven staan in {package}.',
  'bk.accounts.allAccountsThere': 'Alle {accounts} rekeningen staan in {package}.',
  'bk.accounts.missing': 'Nog niet in {package}:',
  'bk.accounts.missingAccount': 'rekening {code}',
  'bk.accounts.missingVat': 'btw-code voor {code}',
  'bk.accounts.missingCrossPosting':
    'een rekening kruisposten in de grootboekkoppeling (e-Boekhouden boekt elke dag ertegen)',
  'bk.accounts.more': 'en nog {count}',
  'bk.accounts.toMapping': 'Grootboekkoppeling openen',
  'bk.postings.title': 'Boekingen',
  'bk.postings.hint':
    'Eén memoriaalboeking per dag, gedateerd op die dag, met het boekstuknummer als kenmerk. Een geboekte dag verandert niet meer: een latere wijziging wordt een correctieboeking.',
  'bk.postings.previous': 'Vorige maand',
  'bk.postings.next': 'Volgende maand',
  'bk.postings.postMonth': 'Maand boeken',
  'bk.postings.postMonthUpTo': 'Boekt de dagen tot en met gisteren die nog niet geboekt zijn.',
  'bk.postings.postDay': 'Boeken',
  'bk.postings.retry': 'Opnieuw',
  'bk.postings.cancel': 'Stoppen',
  'bk.postings.running': 'Bezig met boeken…',
  'bk.postings.summary':
    '{posted} geboekt · {pending} te boeken · {failed} mislukt · {blocked} geblokkeerd · {mismatch} anders geboekt',
  'bk.postings.view': 'Bekijken',
  'bk.postings.corrects': 'Correctie van {day}',
  'bk.postings.changed': 'Gewijzigd na het boeken:',
  'bk.postings.correctionOn': 'correctie op {day}',
  'bk.postings.correctionWaits':
    'de correctie volgt met de eerstvolgende dag die nog niet geboekt is.',
  'bk.postings.elsewhere': 'Geboekt in {packages} via een andere koppeling',
  'bk.postings.dayLabel': '{day}: {state}',
  'bk.state.posted': 'Geboekt',
  'bk.state.pending': 'Te boeken',
  'bk.state.failed': 'Mislukt',
  'bk.state.blocked': 'Geblokkeerd',
  'bk.state.mismatch': 'Anders geboekt',
  'bk.state.nothing': 'Niets',
  'bk.state.not_over': 'Nog niet voorbij',
  ...bookkeepingDayMessages('nl'),
  'bk.schedule.title': 'Elke ochtend boeken',
  'bk.schedule.locationUser':
    'Je bent beperkt tot één vestiging: elke ochtend boeken stelt een gebruiker zonder vestigingsbeperking in. Zelf boek je hierboven de dagen van je vestiging.',
  'bk.schedule.hint':
    'Boekt elke ochtend gisteren, en haalt dagen in die gemist zijn terwijl de computer uit stond.',
  'bk.schedule.enabled': 'Elke ochtend boeken',
  'bk.schedule.passwordHint':
    'Het schema boekt ook als niemand is ingelogd en bewaart daarvoor je wachtwoord, versleuteld.',
  'bk.schedule.passwordHint.notKept':
    'Het schema boekt ook als niemand is ingelogd en moet daarvoor je wachtwoord bewaren.',
  'bk.schedule.save': 'Schema opslaan',
  'bk.schedule.saved': 'Opgeslagen.',
  'bk.schedule.next': 'Volgende keer: {when}.',
  'bk.schedule.last':
    'Laatste keer ({when}): {posted} geboekt, {failed} mislukt, {blocked} geblokkeerd.',
  'bk.schedule.paused': 'Gepauzeerd: sla het schema opnieuw op met je wachtwoord.',
  'today.bookkeeping.failed': 'De boeking van gisteren in {package} is mislukt.',
  'today.bookkeeping.mismatch':
    '{package} heeft gisteren anders geboekt dan verstuurd; het boeken staat stil tot je ernaar kijkt.',
  'today.bookkeeping.blocked': 'De boeking van gisteren is geblokkeerd door {package}.',
  'today.bookkeeping.open': 'Naar Boekhouding',
  'bk.links.heading': 'Rekeningen koppelen',
  'bk.links.hint':
    'Kies bij elke rekening van je grootboekkoppeling de rekening in {package} waarop ze boekt. Waar de app er een vond (dezelfde code, RGS-code of naam), staat die al ingevuld.',
  'bk.links.account': 'Rekening {code}',
  'bk.links.none': '— niet gekoppeld —',
  'bk.links.by.code': 'Voorstel: dezelfde code',
  'bk.links.by.rgs': 'Voorstel: dezelfde RGS-code',
  'bk.links.by.name': 'Voorstel: dezelfde naam',
  'bk.links.save': 'Koppelingen opslaan',
  'bk.links.all': 'Alle {count} tonen',
  'bk.links.saved': 'De koppelingen zijn opgeslagen.',
} as const;
