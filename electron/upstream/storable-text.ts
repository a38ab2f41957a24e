/**
 * The one place text from the platform is made storable: every answer's JSON is read here
 * (transport.ts), and a string holding a character that the read model's database or an XML
 * document cannot hold has each such character replaced by U+FFFD, the replacement character:
 *
 * - NUL and the other C0 controls except tab, line feed and carriage return (PostgreSQL and
 *   the embedded engine refuse NUL in text; XML 1.0 refuses all of them);
 * - lone surrogates (half of a character: not UTF-8, refused by both);
 * - U+FFFE and U+FFFF (not characters; refused by XML).
 *
 * Replaced rather than dropped, so "AB\u0000C" and "ABC" stay two SKUs and the reader sees
 * that something was there. Keys are cleaned as values are. Answers without such characters,
 * nearly all, are parsed as they are: one scan of the text decides (docs/upstream.md).
 */

/**
 * Whether the answer may hold an unstorable character. Raw in the text only U+FFFE and U+FFFF
 * can be: JSON has no raw controls inside strings (JSON.parse refuses them), and the answer
 * was decoded from UTF-8, which has no surrogates (a broken sequence is already U+FFFD). The
 * rest come as escapes: `\b`, `\f`, `\u0000`…`\u001f`, a surrogate's (lone or half of a
 * pair), `\ufffe`, `\uffff`. A match may be harmless (a pair, an escaped backslash before a
 * `b`): such an answer is only read the careful way. Both scans are quick (a string search;
 * a pattern with a literal start).
 */
const MAYBE_ESCAPED = /\\(?:[bf]|u(?:00[01]|d[89a-f]|fff[ef]))/i;
const mayHoldUnstorable = (text: string): boolean =>
  text.includes('\ufffe') ||
  text.includes('\uffff') ||
  // Every escape starts with a backslash, which most answers have none of: a plain search for
  // one is a quarter of the pattern's scan (36 MB of a first catalog read: 4–5 against 16–25 ms).
  (text.includes('\\') && MAYBE_ESCAPED.test(text));

/** The unstorable characters; a surrogate only when it is not half of a pair. */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const REPLACEMENT_CHARACTER = '\ufffd';

/** The text with every character a database or XML cannot hold replaced by U+FFFD. */
export const storableText = (text: string): string =>
  text.replace(UNSTORABLE, REPLACEMENT_CHARACTER);

const reviver = (_key: string, value: unknown): unknown =>
  typeof value === 'string' ? storableText(value) : value;

/** Cleans the keys of objects (the reviver sees values only); fromEntries defines own keys. */
function storableKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(storableKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [storableText(key), storableKeys(field)]),
  );
}

/** `JSON.parse` of an answer, every string in it storable (throws as JSON.parse does). */
export function parseStorableJson(text: string): unknown {
  if (!mayHoldUnstorable(text)) return JSON.parse(text);
  return storableKeys(JSON.parse(text, reviver));
}
