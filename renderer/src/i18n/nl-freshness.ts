/** How fresh a screen's figures are, in Dutch; part of the dictionary in `nl.ts`. */
export const nlFreshness = {
  'freshness.updatedAt': 'Bijgewerkt om {time}',
  'freshness.updatedOn': 'Bijgewerkt op {day} om {time}',
  'freshness.staleAt': 'Platform niet bereikbaar — gegevens van {time}',
  'freshness.staleOn': 'Platform niet bereikbaar — gegevens van {day} {time}',
  'freshness.refresh': 'Vernieuwen',
  'freshness.refreshTitle': 'Haal de gegevens van dit scherm nu op bij het platform',
  'freshness.overdue': 'Dit duurt lang',
  'state.overdue':
    'Dit duurt langer dan normaal: het platform antwoordt traag of de service is nog bezig. Probeer het opnieuw; lukt het niet, kies een kortere periode.',
  'warmUp.months': 'Gegevens voorbereiden: {ready} van {total} maanden',
  'warmUp.waiting': 'Gegevens voorbereiden: wacht op het platform ({ready} van {total} maanden)',
  'warmUp.elsewhere':
    'Gegevens voorbereiden: de rest wordt op een andere computer voorbereid ({ready} van {total} maanden)',
  'warmUp.minutesLeft': '{months} (nog ongeveer {minutes} minuten)',
  'warmUp.lessThanAMinute': '{months} (nog minder dan een minuut)',
  'warmUp.ready': 'Klaar: {months}',
  'warmUp.failed':
    'Gegevens voorbereiden: opslag wordt opnieuw opgebouwd ({ready} van {total} maanden)',
  'warmUp.title':
    'De dienst leest je producten en de orders, betalingen en kassa-afsluitingen van de ' +
    'laatste maanden alvast in, zodat schermen en rapporten direct antwoorden.',
};
