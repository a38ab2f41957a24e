/** The table columns' texts in Dutch (choose, move, resize); part of the dictionary in `nl.ts`. */
export const nlColumns = {
  'columns.button': 'Kolommen',
  'columns.title': 'Kolommen kiezen',
  'columns.hint': 'Bovenaan staat links in de tabel. Je keuze wordt voor jou onthouden.',
  'columns.moveUp': '{column} omhoog (naar links)',
  'columns.moveDown': '{column} omlaag (naar rechts)',
  'columns.lastVisible': 'Er blijft altijd één kolom zichtbaar.',
  'columns.reset': 'Standaardkolommen',
  'columns.resize': 'Breedte van {column}',
  'columns.resizeHint':
    'Sleep om de breedte te wijzigen, dubbelklik voor de standaardbreedte; op de kolomkop maakt Alt met pijl links of rechts de kolom smaller of breder',
};
