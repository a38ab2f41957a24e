/** XML 1.0 text by hand: escaping, the characters XML cannot carry, lengths as XSD counts. */
import { describe, expect, it } from 'vitest';
import { escapeXml, fitLength, XmlWriter } from '../../../electron/service/domain/journal/xml.js';

describe('escapeXml', () => {
  it('escapes markup and keeps Dutch text as it is', () => {
    expect(escapeXml(`Café 't Hoekje & Zn. <"à la carte">`)).toBe(
      'Café &apos;t Hoekje &amp; Zn. &lt;&quot;à la carte&quot;&gt;',
    );
  });

  it('drops what XML 1.0 cannot carry and keeps tab, line feed and (as a reference) CR', () => {
    expect(escapeXml('a\u0000b\u0008c\u000bd\u001fe\ufffef\uffff')).toBe('abcdef');
    expect(escapeXml('lone \ud800 surrogate, pair 🍺 kept')).toBe('lone  surrogate, pair 🍺 kept');
    expect(escapeXml('tab\there\nline\r')).toBe('tab\there\nline&#13;');
  });
});

describe('fitLength', () => {
  it('counts characters as the schema does, and marks a cut', () => {
    expect(fitLength('🍺🍺🍺', 3)).toBe('🍺🍺🍺');
    expect(fitLength('🍺🍺🍺🍺', 3)).toBe('🍺🍺…');
    expect(fitLength('a\u0001bc', 3)).toBe('abc');
  });
});

describe('XmlWriter', () => {
  it('writes a declaration, indented elements and safe comments', () => {
    const xml = new XmlWriter()
      .start('root', 'urn:x')
      .leaf('a', 'x & y')
      .leaf('skipped', undefined)
      .comment('a -- b -')
      .end()
      .toString();
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<root xmlns="urn:x">\n  <a>x &amp; y</a>\n' +
        '  <!-- a - - b - -->\n</root>\n',
    );
  });

  it('refuses a document with an element left open', () => {
    expect(() => new XmlWriter().start('root').toString()).toThrow(/<root> not closed/);
  });
});
