/**
 * Text from the platform is made storable where answers are read: every character a database
 * or XML cannot hold becomes U+FFFD, whether it came raw or as a JSON escape, in values and
 * keys alike, and everything else (tab, line breaks, surrogate pairs, U+0085, markup) is kept.
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_CHARACTERS } from '../../../electron/demo-platform/hostile-text.js';
import { parseStorableJson, storableText } from '../../../electron/upstream/storable-text.js';

/** What neither PostgreSQL text nor XML 1.0 can carry. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSTORABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const loneSurrogate = (text: string) => /\p{Cs}/u.test(text);

describe('storable text', () => {
  it('replaces each unstorable character, keeps the rest', () => {
    expect(storableText('A\u0000B\u001fC\ufffeD\uffffE')).toBe('A\ufffdB\ufffdC\ufffdD\ufffdE');
    expect(storableText('x\ud800y\udc00z')).toBe('x\ufffdy\ufffdz');
    expect(storableText('\udc00\ud800')).toBe('\ufffd\ufffd');
    const kept = 'tab\there\nline\r\nend 😀 \u0085 <b>&amp;</b> Café';
    expect(storableText(kept)).toBe(kept);
  });

  it('reads escaped and raw forms alike, in values and keys, at any depth', () => {
    const json = `{"title":"A\\u0000B","sku":"\\ud800","k\\u0001":["\\b\\f",{"n":"x\ufffe"}],"ok":"\\ud83d\\ude00\\t"}`;
    expect(parseStorableJson(json)).toEqual({
      title: 'A\ufffdB',
      sku: '\ufffd',
      'k\ufffd': ['\ufffd\ufffd', { n: 'x\ufffd' }],
      ok: '😀\t',
    });
  });

  it("leaves the demo platform's hostile text with nothing unstorable", () => {
    const answer = JSON.stringify({ data: [{ title: `K${HOSTILE_CHARACTERS}offie` }] });
    const text = (parseStorableJson(answer) as { data: { title: string }[] }).data[0]?.title ?? '';
    expect(UNSTORABLE.test(text) || loneSurrogate(text)).toBe(false);
    expect(text).toContain('\ufffd');
    expect(text).toContain('\n=1+1');
  });

  it('parses clean answers as JSON.parse does, and fails as it does', () => {
    const clean = '{"a":[1,"two",{"b":null}],"c":"\\\\b is a backslash and b"}';
    expect(parseStorableJson(clean)).toEqual(JSON.parse(clean));
    expect(() => parseStorableJson('{"a":')).toThrow(SyntaxError);
    expect(() => parseStorableJson('{"a":"\\u0000"')).toThrow(SyntaxError);
  });
});
