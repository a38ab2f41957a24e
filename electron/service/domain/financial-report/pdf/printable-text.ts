/**
 * Text the PDF's standard fonts can write. Helvetica is written in WinAnsi (Windows-1252):
 * every letter of Dutch and of the other Western European languages, €, the quotes and
 * dashes. A name from the platform may hold a character outside it (Ł, ő, ş, an emoji); the
 * PDF library would refuse the whole document for it, so such a character is written as its
 * base letter where it has one (ő → o, ş → s, Ł → L) and as `?` where not. Only names can
 * hold one: the figures are digits, signs and € (docs/decisions/0064-report-pdf-in-the-service.md).
 */

/** Letters without a decomposition into a base letter and a mark, and their base letter. */
const BASE_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŧ: 'T',
  ŧ: 't',
  Ƶ: 'Z',
  ƶ: 'z',
};

const COMBINING_MARKS = /\p{M}/gu;
/** Line breaks, tabs and other control characters: a name is written on one line. */
const CONTROL = /\p{Cc}/u;

const UNKNOWN = '?';

/** Each character of `text` as the font can write it (`encodable`: the code points it has). */
export function printableText(text: string, encodable: ReadonlySet<number>): string {
  let printable = '';
  for (const character of text) {
    printable += printableCharacter(character, encodable);
  }
  return printable;
}

function canWrite(text: string, encodable: ReadonlySet<number>): boolean {
  for (const character of text) {
    if (!encodable.has(character.codePointAt(0) ?? -1)) return false;
  }
  return true;
}

function printableCharacter(character: string, encodable: ReadonlySet<number>): string {
  if (CONTROL.test(character)) return ' ';
  if (encodable.has(character.codePointAt(0) ?? -1)) return character;
  // Compatibility decomposition: ő → o + mark, ﬁ → fi, a full-width A → A.
  const base = character.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (base !== '' && canWrite(base, encodable)) return base;
  const letter = BASE_LETTERS[character];
  return letter !== undefined && canWrite(letter, encodable) ? letter : UNKNOWN;
}
