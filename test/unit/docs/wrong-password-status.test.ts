/**
 * A mistyped password is 403 `wrong_password` wherever one is checked (core/errors.ts
 * `wrongPassword`: a refused credential, as the API keys, the month pack's and the digest's
 * schedules answer it). The status the docs and the routes' OpenAPI descriptions give beside the
 * code must be that one: the bookkeeping schedule's said 400 (issue 67).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wrongPassword } from '../../../electron/service/core/errors.js';

const ROUTES = 'electron/service/http/routes';

async function routeSources(): Promise<string[]> {
  const names = await readdir(ROUTES, { recursive: true });
  return Promise.all(
    names
      .filter((name) => name.endsWith('.ts'))
      .map((name) => readFile(join(ROUTES, name), 'utf8')),
  );
}

/** Every status written right before the code, e.g. "403 `wrong_password`". */
const statusesNamed = (text: string): number[] =>
  [...text.matchAll(/(\d{3}) `wrong_password`/g)].map((match) => Number(match[1]));

describe('the status of a wrong password', () => {
  it('is the one the service answers, in docs/api.md and in every route’s description', async () => {
    const texts = [await readFile('docs/api.md', 'utf8'), ...(await routeSources())];
    const statuses = texts.flatMap(statusesNamed);
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    expect(new Set(statuses)).toEqual(new Set([wrongPassword().status]));
  });
});
