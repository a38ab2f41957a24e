/**
 * The words of a 400 for a value of the wrong kind: the parameter named, what it must be and
 * what was sent, never zod's own "Invalid input: expected string, received number"; a
 * schema's own words stay.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseBody, parseQuery } from '../../../electron/service/http/validation.js';

const body = z.strictObject({
  month: z.string(),
  overwrite: z.boolean().optional(),
  folders: z.array(z.string()).optional(),
  options: z.strictObject({ lang: z.string() }).optional(),
  name: z.string({ error: 'must be the key’s name' }).optional(),
});

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { status: number; message: string; code?: string };
  }
  throw new Error('not refused');
};

describe('a value of the wrong kind', () => {
  it.each([
    [{ month: 202610 }, "field 'month' must be a string, not a number"],
    [{ month: null }, "field 'month' must be a string, not null"],
    [{ month: ['2026-10'] }, "field 'month' must be a string, not a list"],
    [
      { month: '2026-10', overwrite: 'yes' },
      "field 'overwrite' must be true or false, not a string",
    ],
    [{ month: '2026-10', folders: '/tmp' }, "field 'folders' must be a list, not a string"],
    [{ month: '2026-10', options: 'nl' }, "field 'options' must be an object, not a string"],
    [
      { month: '2026-10', options: { lang: 1 } },
      "field 'options.lang' must be a string, not a number",
    ],
  ])('%j is refused as %s', (sent, message) => {
    const refusal = refusalOf(() => parseBody(body, sent));
    expect(refusal.status).toBe(400);
    expect(refusal.message).toBe(message);
  });

  it("keeps a schema's own words", () => {
    expect(refusalOf(() => parseBody(body, { month: '2026-10', name: 5 })).message).toBe(
      "field 'name' must be the key’s name",
    );
  });

  it('names a query parameter as one', () => {
    const query = z.strictObject({ limit: z.number() });
    expect(refusalOf(() => parseQuery(query, { limit: 'abc' })).message).toBe(
      "query parameter 'limit' must be a number, not a string",
    );
  });
});
