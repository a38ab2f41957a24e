/** docs/api.md's endpoint reference is what `npm run docs:api` makes of the live document. */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  API_DOC_PATH,
  renderEndpointReference,
  withReference,
} from '../../../scripts/api-reference.js';
import { startTestService, type TestService } from '../harness.js';

let api: TestService;
beforeAll(async () => {
  api = await startTestService();
});
afterAll(() => api.close());

it('docs/api.md lists every endpoint as the OpenAPI document describes it (npm run docs:api)', async () => {
  const document = (await api.get('/api/openapi.json')).json;
  const current = await readFile(API_DOC_PATH, 'utf8');
  expect(await withReference(current, renderEndpointReference(document))).toBe(current);
});
