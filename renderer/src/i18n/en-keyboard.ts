/** The keyboard's texts in English; part of the dictionary in `en.ts`. */
import type { nlKeyboard } from './nl-keyboard.js';

export const enKeyboard: Record<keyof typeof nlKeyboard, string> = {
  'table.keys': 'Up and Down arrows, Page Up, Page Down, Home and End: through the rows.',
  'table.keysOpen':
    'Up and Down arrows, Page Up, Page Down, Home and End: through the rows; Enter: open the row.',
  'table.headKeys': 'Left and Right arrows: other column; Enter: sort; Down arrow: to the rows.',
  'table.headKeysResize':
    'Left and Right arrows: other column; Enter: sort; Alt with Left or Right arrow: narrower or wider; Down arrow: to the rows.',
  'columns.widthNow': '{column}: {width} pixels wide',

  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.open': 'Show keyboard shortcuts',
  'shortcuts.close': 'Close',
  'shortcuts.intro':
    'Everything in Back-Office Desk works without a mouse. These keys work anywhere:',
  'shortcuts.everywhere': 'Anywhere',
  'shortcuts.tables': 'In a table',
  'shortcuts.keys': 'Keys',
  'shortcuts.action': 'What it does',
  'shortcuts.find': "To the screen's search field (or its first filter)",
  'shortcuts.export': 'Export what the screen shows',
  'shortcuts.print': 'Print or save as PDF (report and VAT return)',
  'shortcuts.screen': 'To {screen}',
  'shortcuts.help': 'This overview',
  'shortcuts.escape': 'Close a dialog or a list of choices',
  'shortcuts.skip': 'First Tab: to the content, past the menu',
  'shortcuts.rows': 'To the previous or next row',
  'shortcuts.pages': 'A screenful of rows on or back',
  'shortcuts.ends': 'To the first or last row',
  'shortcuts.openRow': 'Open the row',
  'shortcuts.sideways': 'Scroll a wide table sideways; in the column headers: other column',
  'shortcuts.resize': 'In a column header: the column narrower or wider (with Shift in big steps)',
  'shortcuts.toHeader': 'On the first row: to the column headers',
  'shortcuts.or': 'or',

  'chart.asTable': '{title} as a table',
  'chart.item': 'Item',
  'chart.amount': 'Amount',
  'chart.share': 'Share',
};
