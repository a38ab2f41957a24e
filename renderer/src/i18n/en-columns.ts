/** The table columns' texts in English (choose, move, resize); part of the dictionary in `en.ts`. */
import type { nlColumns } from './nl-columns.js';

export const enColumns: Record<keyof typeof nlColumns, string> = {
  'columns.button': 'Columns',
  'columns.title': 'Choose columns',
  'columns.hint': 'The top one is leftmost in the table. Your choice is remembered for you.',
  'columns.moveUp': 'Move {column} up (to the left)',
  'columns.moveDown': 'Move {column} down (to the right)',
  'columns.lastVisible': 'One column always stays visible.',
  'columns.reset': 'Default columns',
  'columns.resize': 'Width of {column}',
  'columns.resizeHint':
    'Drag to change the width, double-click for the default width; on the column header, Alt with the Left or Right arrow makes the column narrower or wider',
};
