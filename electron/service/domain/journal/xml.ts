/**
 * Writing XML 1.0 text by hand, safely: escaping, the characters XML 1.0 cannot carry, and
 * the schema's maximum lengths. The XAF writer (xaf.ts) builds its document with XmlWriter;
 * nothing here knows about XAF.
 */

/**
 * Characters no XML 1.0 document may contain, not even as a character reference: the C0
 * controls other than tab, line feed and carriage return, lone surrogates, U+FFFE and U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_IN_XML_1_0 = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/gu;

/** The text without the characters XML 1.0 cannot carry (they are dropped, not replaced). */
const xmlCharactersOnly = (text: string): string => text.replace(NOT_IN_XML_1_0, '');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A parser turns a raw carriage return into a line feed; the reference keeps it.
  '\r': '&#13;',
};

/** Text as element content or an attribute value: "Café 't Hoekje & Zn." stays exactly that. */
export const escapeXml = (text: string): string =>
  xmlCharactersOnly(text).replace(/[&<>"'\r]/g, (character) => ESCAPES[character] ?? character);

/**
 * At most `max` characters, as an XSD `maxLength` counts them (code points, after the
 * characters XML cannot carry are gone); a cut text ends in "…" so the cut shows.
 */
export function fitLength(text: string, max: number): string {
  const characters = Array.from(xmlCharactersOnly(text));
  if (characters.length <= max) return characters.join('');
  return characters.slice(0, max - 1).join('') + '…';
}

/** The length as an XSD `maxLength` counts it. */
export const xmlLength = (text: string): number => Array.from(xmlCharactersOnly(text)).length;

/**
 * The text itself when it has 1 to `max` characters; else an error naming `what`: for
 * identifications, which must not be cut (two cut IDs could become one).
 */
export function checkedLength(text: string, max: number, what: string): string {
  const length = xmlLength(text);
  if (length === 0 || length > max) {
    throw new Error(`${what} "${text}" has ${length} characters, not 1 to ${max}`);
  }
  return text;
}

/** Text inside `<!-- -->`, which may not contain "--" (the writer puts spaces round it). */
const commentText = (text: string): string => xmlCharactersOnly(text).replace(/-(?=-)/g, '- ');

/**
 * An indented XML document built element by element. Every value passes escapeXml; names are
 * the caller's constants.
 */
export class XmlWriter {
  private readonly lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  private readonly open: string[] = [];

  private get indent(): string {
    return '  '.repeat(this.open.length);
  }

  /** Opens `<name>` (with a default namespace when given); close() ends it. */
  start(name: string, namespace?: string): this {
    const attribute = namespace === undefined ? '' : ` xmlns="${escapeXml(namespace)}"`;
    this.lines.push(`${this.indent}<${name}${attribute}>`);
    this.open.push(name);
    return this;
  }

  end(): this {
    const name = this.open.pop();
    if (name === undefined) throw new Error('XmlWriter: end() without an open element');
    this.lines.push(`${this.indent}</${name}>`);
    return this;
  }

  /** `<name>value</name>`; an undefined value writes nothing (an optional element left out). */
  leaf(name: string, value: string | number | undefined): this {
    if (value === undefined) return this;
    this.lines.push(`${this.indent}<${name}>${escapeXml(String(value))}</${name}>`);
    return this;
  }

  comment(text: string): this {
    this.lines.push(`${this.indent}<!-- ${commentText(text)} -->`);
    return this;
  }

  /** The document, UTF-8 text ending in a line feed; every element must be closed. */
  toString(): string {
    if (this.open.length > 0) throw new Error(`XmlWriter: <${this.open.join('><')}> not closed`);
    return this.lines.join('\n') + '\n';
  }
}
