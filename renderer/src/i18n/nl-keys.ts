/** The API-keys screen's texts in Dutch; part of `nl.ts`. */
export const nlKeys = {
  'nav.apiKeys': 'API-sleutels',
  'keys.title': 'API-sleutels',
  'keys.intro':
    'Met een API-sleutel leest een ander programma (je boekhouding, een eigen script) de gegevens van je account via de lokale API, met jouw rechten. Een sleutel verloopt niet: trek hem in zodra het programma hem niet meer nodig heeft.',
  'keys.create': 'Nieuwe sleutel',
  'keys.name': 'Naam',
  'keys.nameHint': 'Waaraan je de sleutel herkent, bijvoorbeeld “Boekhouding”.',
  'keys.nameRequired': 'Geef de sleutel een naam.',
  'keys.mayWriteFiles':
    'Mag bestanden op deze computer schrijven (het maandpakket en zijn planning)',
  'keys.mayWriteFilesHint':
    'Alleen voor een programma dat het maandpakket maakt. Dit ligt vast bij het maken: maak anders een nieuwe sleutel.',
  'keys.mayManageBookkeeping':
    'Mag de boekhoudkoppeling, de gekoppelde rekeningen en het boekschema wijzigen',
  'keys.mayManageBookkeepingHint':
    'Alleen voor een programma dat bepaalt waarin je boekhouding wordt geboekt. Zonder dit recht boekt een sleutel wel, maar wijzigt hij de koppeling niet.',
  'keys.lockedNoFiles':
    'Je bent beperkt tot één vestiging: een sleutel van jou schrijft geen bestanden en wijzigt de boekhoudkoppeling niet, net als jijzelf.',
  'keys.password': 'Je wachtwoord',
  'keys.passwordHint':
    'Ter controle, bij het platform. Het wachtwoord wordt met de sleutel versleuteld bewaard.',
  'keys.passwordRequired': 'Vul je wachtwoord in.',
  'keys.wrongPassword': 'Dit wachtwoord klopt niet. Probeer het opnieuw.',
  'keys.limit':
    'Je hebt al het maximale aantal sleutels. Trek eerst een sleutel in die je niet meer gebruikt.',
  'keys.submit': 'Sleutel maken',
  'keys.creating': 'Bezig…',
  'keys.createFailed': 'Niet gemaakt: {reason}',
  'keys.created': 'Sleutel “{name}” gemaakt',
  'keys.shownOnce':
    'Kopieer de sleutel nu en bewaar hem in het andere programma: hij wordt maar één keer getoond.',
  'keys.secret': 'De sleutel',
  'keys.copy': 'Kopiëren',
  'keys.copied': 'Gekopieerd.',
  'keys.copyManually': 'Kopiëren lukte niet; de sleutel is geselecteerd: druk op Ctrl+C.',
  'keys.done': 'Klaar, sleutel bewaard',
  'keys.list': 'Je sleutels',
  'keys.none': 'Je hebt nog geen API-sleutels.',
  'keys.column.name': 'Naam',
  'keys.column.created': 'Gemaakt',
  'keys.column.lastUsed': 'Laatst gebruikt',
  'keys.column.files': 'Bestanden schrijven',
  'keys.column.bookkeeping': 'Boekhouding wijzigen',
  'keys.column.actions': 'Acties',
  'keys.never': 'Nog niet',
  'keys.yes': 'Ja',
  'keys.no': 'Nee',
  'keys.revoke': 'Intrekken',
  'keys.revokeLabel': 'Sleutel “{name}” intrekken',
  'keys.revokeConfirm':
    'Sleutel “{name}” intrekken? Programma’s die hem gebruiken, kunnen niets meer lezen.',
  'keys.revokeYes': 'Ja, intrekken',
  'keys.revokeNo': 'Annuleren',
  'keys.revoked': 'Sleutel “{name}” ingetrokken.',
  'keys.revokeFailed': 'Niet ingetrokken: {reason}',
} as const;
