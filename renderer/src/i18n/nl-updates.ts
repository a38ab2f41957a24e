/** The desktop app's updates, in Dutch; part of the dictionary in `nl.ts`. */
export const nlUpdates = {
  'updates.available': 'Versie {version} is beschikbaar en wordt gedownload…',
  'updates.downloading': 'Versie {version} downloaden: {percent} %',
  'updates.ready': 'Versie {version} staat klaar om te installeren.',
  'updates.readyDuringExport':
    'Versie {version} staat klaar. Er loopt een export: de herstart wacht tot die klaar is.',
  'updates.pending': 'Versie {version} wordt geïnstalleerd zodra de export klaar is.',
  'updates.installing': 'Versie {version} wordt geïnstalleerd; Back-Office Desk start opnieuw…',
  'updates.checking': 'Zoeken naar updates…',
  'updates.upToDate': 'Back-Office Desk {version} is de nieuwste versie.',
  'updates.failed': 'Zoeken naar updates is mislukt: {message}',
  'updates.installFailed': 'Installeren is mislukt: {message}',
  'updates.off': 'Updates staan uit.',
  'updates.offHint': 'Updates staan uit. Stel bij Instellingen een updatebron in.',
  'updates.idle': 'Nog niet gezocht naar updates.',
  'updates.unsupported':
    'Deze kopie van Back-Office Desk kan zichzelf niet bijwerken (zo werkt alleen de geïnstalleerde app).',
  'updates.restart': 'Herstarten en installeren',
  'updates.later': 'Later',
  'updates.dontWait': 'Toch niet',
  'updates.close': 'Sluiten',
  'updates.openSettings': 'Naar Instellingen',
  'updates.progressLabel': 'Download van versie {version}',

  'settings.updates': 'Updates',
  'settings.updatesHint':
    'Back-Office Desk kan zichzelf bijwerken vanaf de updatebron van je organisatie: de map waar haar versies gepubliceerd worden. Zonder bron staan updates uit. Een nieuwe versie wordt gedownload en pas geïnstalleerd als je daarvoor kiest, en nooit midden in een export.',
  'settings.updatesFeed': 'Adres van de updatebron',
  'settings.updatesSave': 'Bron opslaan',
  'settings.updatesTurnOff': 'Updates uitzetten',
  'settings.updatesCheck': 'Nu zoeken',
  'settings.updatesCancelled': 'Niet opgeslagen: de nieuwe bron is niet bevestigd.',
  'settings.updatesVersion': 'Deze versie: {version}',
  'settings.updatesBrowser':
    'Updates zijn er voor de desktop-app: die installeert nieuwe versies zelf. In de browser werk je met de service zoals die geïnstalleerd is waar hij draait, en daar wordt hij ook bijgewerkt.',
  'settings.updatesProblem.not-a-url':
    'Vul een volledig adres in, zoals https://updates.voorbeeld.nl/backoffice-desk/.',
  'settings.updatesProblem.not-https':
    'Gebruik https:// (http:// alleen voor een bron op deze computer).',
  'settings.updatesProblem.credentials': 'Zet geen gebruikersnaam of wachtwoord in het adres.',
  'settings.updatesProblem.fragment': 'Een adres met # kan geen updatebron zijn.',
};
