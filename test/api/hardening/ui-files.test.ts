/** The service serves the built UI at `/` to anyone on loopback: the files hold no data. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../shared/content-security-policy.js';
import { startTestService, type TestService } from '../harness.js';

let api: TestService;

beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'renderer-'));
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Back-Office Desk</title>');
  api = await startTestService({ rendererDir, demo: { productsPerAccount: 20, historyDays: 3 } });
});

afterAll(() => api.close());

describe('the web UI', () => {
  it('is served at / without a token, with the content security policy', async () => {
    const answer = await api.get('/');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Back-Office Desk');
    expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('does not open the API: data still needs a token', async () => {
    expect((await api.get('/api/price-list')).status).toBe(401);
  });
});
