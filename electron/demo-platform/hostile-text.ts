/**
 * The hostile-text fault (faults.ts `hostileText`): the free text of an answer (product
 * titles and SKUs, order line names, customer, location and shop names, addresses, order
 * numbers) carries the characters a database or an XML document cannot hold: NUL and the
 * other C0 controls, lone surrogates of both halves, U+FFFE and U+FFFF, and a formula after a
 * line feed, as a platform fed by a careless import might send. The same text always becomes
 * the same hostile text, so values that match (a SKU on a product and on an order line) still
 * match. Ids, amounts, dates and codes the protocol defines are left alone: those the schemas
 * refuse (a 502), which is another fault.
 */

/** Fields of free text, by name, wherever they occur in an answer. */
const FREE_TEXT = new Set([
  'title',
  'sku',
  'name',
  'street',
  'streetnumber',
  'city',
  'zipcode',
  'number',
  'description',
]);

/** What is spliced in after the first character: every kind the service must deal with. */
export const HOSTILE_CHARACTERS =
  '\u0000\u0001\u0008\u000b\u000c\u001b\u001f\u007f\udc00\ud800\ufffe\uffff\n=1+1';

const hostile = (text: string): string =>
  text === '' ? text : `${text.slice(0, 1)}${HOSTILE_CHARACTERS}${text.slice(1)}`;

/** A copy of the answer with its free text made hostile. */
export function withHostileText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHostileText);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] =
      typeof field === 'string' && FREE_TEXT.has(key) ? hostile(field) : withHostileText(field);
  }
  return copy;
}
