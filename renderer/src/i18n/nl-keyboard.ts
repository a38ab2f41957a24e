/**
 * The keyboard's texts in Dutch: the tables' key hints, the shortcuts and their help overlay,
 * the charts' table alternative; part of the dictionary in `nl.ts`.
 */
export const nlKeyboard = {
  'table.keys': 'Pijl omhoog en omlaag, Page Up, Page Down, Home en End: door de rijen.',
  'table.keysOpen':
    'Pijl omhoog en omlaag, Page Up, Page Down, Home en End: door de rijen; Enter: de rij openen.',
  'table.headKeys':
    'Pijl links en rechts: andere kolom; Enter: sorteren; pijl omlaag: naar de rijen.',
  'table.headKeysResize':
    'Pijl links en rechts: andere kolom; Enter: sorteren; Alt met pijl links of rechts: smaller of breder; pijl omlaag: naar de rijen.',
  'columns.widthNow': '{column}: {width} pixels breed',

  'shortcuts.title': 'Sneltoetsen',
  'shortcuts.open': 'Sneltoetsen tonen',
  'shortcuts.close': 'Sluiten',
  'shortcuts.intro': 'Alles in Back-Office Desk kan zonder muis. Deze toetsen werken overal:',
  'shortcuts.everywhere': 'Overal',
  'shortcuts.tables': 'In een tabel',
  'shortcuts.keys': 'Toetsen',
  'shortcuts.action': 'Wat het doet',
  'shortcuts.find': 'Naar het zoekveld (of het eerste filter) van het scherm',
  'shortcuts.export': 'Exporteren wat het scherm toont',
  'shortcuts.print': 'Afdrukken of als pdf bewaren (rapport en btw-aangifte)',
  'shortcuts.screen': 'Naar {screen}',
  'shortcuts.help': 'Dit overzicht',
  'shortcuts.escape': 'Een venster of keuzelijst sluiten',
  'shortcuts.skip': 'Eerste Tab: naar de inhoud, voorbij het menu',
  'shortcuts.rows': 'Naar de vorige of volgende rij',
  'shortcuts.pages': 'Een scherm rijen verder of terug',
  'shortcuts.ends': 'Naar de eerste of laatste rij',
  'shortcuts.openRow': 'De rij openen',
  'shortcuts.sideways': 'Een brede tabel opzij schuiven; in de kolomkoppen: andere kolom',
  'shortcuts.resize': 'In een kolomkop: de kolom smaller of breder (met Shift in grote stappen)',
  'shortcuts.toHeader': 'Op de eerste rij: naar de kolomkoppen',
  'shortcuts.or': 'of',

  'chart.asTable': '{title} als tabel',
  'chart.item': 'Onderdeel',
  'chart.amount': 'Bedrag',
  'chart.share': 'Aandeel',
};
