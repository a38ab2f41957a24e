/**
 * The one rule for free text the service keeps (an API key's name, a webhook's description,
 * the company name, ledger account codes, the folders of schedules), in the data folder and on
 * a PostgreSQL server alike (docs/decisions/0099-what-the-service-accepts.md). Refused, with a
 * 400 `invalid_text` naming the field and the character (`field`, `character`):
 *
 * - controls of every block: C0 (NUL, which PostgreSQL cannot store), DEL and C1 (U+0085
 *   "next line", which some readers take for a line break);
 * - line and paragraph separators (U+2028, U+2029);
 * - format characters: zero-width characters and the bidi overrides and isolates, which make
 *   two names look alike or show text in another order than it is kept;
 * - lone surrogates (half of a character: not UTF-8, refused by PostgreSQL);
 * - noncharacters (U+FDD0–U+FDEF and the last two of every plane), which no text may carry.
 *
 * Letters of every script, emoji (pairs of surrogates, which are whole characters) and private
 * use characters pass; so does a line feed in text written in a box of several lines (a filing's
 * reason for being undone), and only there.
 */
import { z } from 'zod';

const REFUSED = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}]/u;
/** The same but the line feed (U+000A), which the lines of a box of several lines end with. */
const REFUSED_BUT_LINE_FEEDS = new RegExp(`(?!\\n)${REFUSED.source}`, REFUSED.flags);

/** The code `invalid_text` refusals carry, with `field` and `character` (ErrorBody). */
export const INVALID_TEXT = 'invalid_text';

/** `U+0085`: how a refusal names the character. */
export const codePointName = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** The first character the rule refuses in `text`, as U+XXXX; null when there is none. */
export function refusedCharacter(text: string, lines = false): string | null {
  const found = (lines ? REFUSED_BUT_LINE_FEEDS : REFUSED).exec(text);
  return found ? codePointName(found[0]) : null;
}

/**
 * Adds the rule to a string schema (after its trim, if any), as a custom issue the service's
 * validation turns into 400 `invalid_text` (electron/service/http/validation.ts).
 */
export const storedText = <Schema extends z.ZodType<string, string>>(
  schema: Schema,
  { lines = false }: { lines?: boolean } = {},
) =>
  schema.superRefine((text, context) => {
    const character = refusedCharacter(text, lines);
    if (character === null) return;
    context.addIssue({
      code: 'custom',
      message:
        'must not contain control characters, line breaks or invisible characters ' +
        `(${character})`,
      params: { code: INVALID_TEXT, character },
    });
  });

/** The most of a package's words kept: a refusal says what it needs in far fewer. */
export const PACKAGE_TEXT_MAX = 500;

/**
 * Words the service cannot refuse (a bookkeeping package's refusal), made to pass the rule
 * above before they are stored or shown: every character the rule refuses is dropped (NUL and
 * ESC, the bidi overrides that would show a message in another order, zero-width ones; a line
 * break becomes a space, so the words stay apart) and the text is cut to `max` characters,
 * never within a character (an emoji's two halves stay together).
 */
export function cleanPackageText(text: string, max = PACKAGE_TEXT_MAX): string {
  const clean = text
    .replace(/[\r\n\u2028\u2029]+/gu, ' ')
    .replace(new RegExp(REFUSED.source, 'gu'), '')
    .trim();
  const characters = Array.from(clean);
  return characters.length <= max ? clean : `${characters.slice(0, max - 1).join('')}…`;
}
