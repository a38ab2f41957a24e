/** The settings screen's texts in Dutch (its groups, the morning digest's too); part of `nl.ts`. */
export const nlSettings = {
  'settings.title': 'Instellingen',
  'settings.language': 'Taal',
  'settings.languageHint':
    'De taal van de schermen. Bedragen blijven in euro’s, Nederlandse notatie.',
  'settings.csv': 'CSV-export',
  'settings.dates': 'Datumnotatie',
  'settings.datesHint': 'Voor datums op het scherm en in de datumvelden, in beide talen.',
  'settings.dates.day-first': 'dd-mm-jjjj (20-11-2026)',
  'settings.dates.iso': 'jjjj-mm-dd (2026-11-20)',
  'settings.csvHint':
    'Excel NL gebruikt puntkomma’s en decimale komma’s, zodat Nederlandse Excel het bestand direct goed opent. Standaard volgt het bestand de taal: Nederlands is Excel NL, Engels komma’s met decimale punten.',
  'settings.csv.language': 'Volgt de taal (Nederlands: Excel NL)',
  'settings.csv.comma': 'Standaard CSV: komma als scheidingsteken, decimale punt',
  'settings.csv.excel': 'Excel NL: puntkomma als scheidingsteken, decimale komma',
  'settings.saved': 'Instellingen worden op deze computer onthouden.',
  'settings.about': 'Over',
  'digest.title': 'Ochtendoverzicht',
  'digest.hint':
    'Elke ochtend de signaleringen en cijfers van de dag ervoor, als tekst- en HTML-bestand in een map, en per mail naar jezelf als er een mailserver is ingesteld. Het schema draait als jou zolang de app draait; een gemiste run volgt bij de volgende start.',
  'digest.locationUser':
    'Je bent beperkt tot één vestiging: het ochtendoverzicht gaat over alle vestigingen en wordt in een map geschreven, dus instellen kan alleen een gebruiker zonder vestigingsbeperking. De signaleringen van je vestiging zie je op het scherm Signaleringen.',
  'digest.enabled': 'Elke dag een ochtendoverzicht schrijven',
  'digest.save': 'Ochtendoverzicht opslaan',
  'digest.next': 'Volgende keer: {when}, over {day}.',
  'digest.mailedTo': 'Het overzicht gaat ook per mail naar {to}.',
  'digest.notMailed':
    'Er is geen mailserver ingesteld: het overzicht komt alleen in de map, niet per mail naar {to}.',
  'digest.noAddress':
    'Het platform kent geen e-mailadres van je: het overzicht komt alleen in de map.',
  'digest.testMail': 'Testmail sturen',
  'digest.testSent': 'Testmail verstuurd naar {to}.',
  'digest.last.running': 'Het overzicht van {day} wordt nu geschreven (begonnen {when}).',
  'digest.last.written': 'Laatste overzicht: van {day}, geschreven {when}.',
  'digest.last.failed': 'Het laatste overzicht (van {day}, {when}) is niet geschreven:',
  'settings.service': 'Service',
} as const;
