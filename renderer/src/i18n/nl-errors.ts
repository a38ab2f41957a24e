/** What went wrong and what to do about it, in Dutch; part of the dictionary in `nl.ts`. */
import { refusalMessages } from './refusals.js';

export const nlErrors = {
  // Each refusal of the service by its code, and the fields they name (refusals.ts).
  ...refusalMessages('nl'),
  'state.olderPeriod':
    'De cijfers hieronder zijn nog van {from} t/m {to}, niet van de gekozen periode: die wordt geladen.',
  'state.error.network': 'Back-Office Desk is niet bereikbaar.',
  'state.error.upstream': 'Het platform (StoreKeeper) antwoordt niet.',
  'state.error.badRequest': 'De vraag is niet geldig.',
  'state.error.forbidden': 'Je hebt geen toegang tot deze gegevens.',
  'state.error.notFound': 'Niet gevonden.',
  'state.error.conflict': 'Dat kan nu niet: het botst met wat er al is.',
  'state.error.server': 'Er ging iets mis in de service.',
  'state.error.unsupported': 'Het platform van dit account biedt dit niet aan (501).',
  'state.error.unexpected': 'Onverwachte fout.',
  'state.error.rangeTooLong': 'De periode is te lang.',
  'state.error.timeout': 'Het platform deed er te lang over.',
  'state.error.deadline': 'Er kwam op tijd geen antwoord.',
  'state.advice.network':
    'Controleer of Back-Office Desk nog draait (of start het opnieuw) en kies dan Opnieuw proberen.',
  'state.advice.upstream':
    'Meestal is dat na een minuut over: kies dan Opnieuw proberen. Blijft het, kijk dan of StoreKeeper zelf werkt.',
  'state.advice.rangeTooLong': 'Kies een periode van hoogstens {years} jaar.',
  'state.advice.rangeTooLongUnknown': 'Kies een kortere periode.',
  'state.advice.rangeTooLongOne': 'Kies een periode van hoogstens een jaar.',
  'state.advice.badRequest': 'Controleer de periode en de filters en probeer het opnieuw.',
  'state.advice.forbidden':
    'Kies een andere vestiging, of vraag de beheerder van het account om toegang.',
  'state.advice.notFound': 'Het is intussen misschien verwijderd: vernieuw het scherm.',
  'state.advice.conflict':
    'Vernieuw het scherm om te zien wat er nu is; de technische details zeggen waarmee het botst.',
  'state.advice.unsupported': 'Dit onderdeel werkt niet met het platform van dit account.',
  'state.advice.timeout': 'Kies een kortere periode of probeer het zo opnieuw.',
  'state.advice.deadline': 'Probeer het opnieuw; lukt het niet, kies een kortere periode.',
  'state.advice.server':
    'Kies Opnieuw proberen. Blijft het, start Back-Office Desk dan opnieuw; de technische details helpen de ondersteuning.',
  'state.advice.unexpected':
    'Kies Opnieuw proberen. Blijft het, dan helpen de technische details de ondersteuning.',
  'secrets.cannotKeep':
    'Back-Office Desk kan hier geen wachtwoorden of tokens bewaren: opslaan lukt pas als dat is opgelost.',
  'secrets.fixVaultKey':
    'Zo los je het op: start de service opnieuw met een kluissleutel, {variable}, of met {flag} en een sleutelbestand buiten de gegevensmap. De beheerder van de service kan dat doen.',
  'secrets.fixKeychain':
    'Deze computer heeft geen sleutelbos (zoals GNOME Keyring of KWallet) waarin de app zijn sleutel kan bewaren. Installeer of ontgrendel er een en start de app opnieuw.',
  'state.detail.refused': 'Geweigerd door de service (status {status}).',
  'state.detail.request': 'Verzoek {id}.',
} as const;
