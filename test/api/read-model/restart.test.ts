/**
 * The embedded read model on disk (docs/decisions/0032-read-model.md): a service with a data
 * folder keeps the model in `<dataDir>/read-model`, so after a restart on the same folder the
 * data read before is answered at once, without reading the platform's pages again.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSchema } from '../../../shared/api/auth.js';
import { READ_MODEL_ON, STRICT_PUBLIC, startTestService, type TestService } from '../harness.js';
import { callsOf, expectWarm } from './platform-calls.js';

// The report needs calls the strict-public platform does not offer (501).
const PATHS = [
  ...(STRICT_PUBLIC ? [] : ['/api/financial-report?from=2026-10-01&to=2026-10-31']),
  '/api/price-list',
];

async function dataAsOf(api: TestService, token: string): Promise<string | null> {
  const me = await api.get('/api/me', token);
  expect(me.status, me.text).toBe(200);
  return meSchema.parse(me.json).data_as_of;
}

// Without the model nothing is kept: every read asks the platform, before and after a restart.
describe.skipIf(!READ_MODEL_ON)('a service restarted on the same data folder', () => {
  let dataDir: string;
  const start = () =>
    startTestService({
      dataDir,
      // More than one page of products (1,000), so a whole read is told from a delta step.
      demo: { productsPerAccount: 1_200, historyDays: 60 },
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'backoffice-read-model-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Two services, each starting its embedded database: on a busy machine that alone takes
  // several seconds.
  it('answers what the model held without reading the platform again', async () => {
    const answers = new Map<string, string>();
    let heldAsOf: string | null;
    const first = await start();
    try {
      const token = await first.login('manager');
      for (const path of PATHS) {
        const answer = await first.get(path, token);
        expect(answer.status, answer.text).toBe(200);
        answers.set(path, answer.text);
      }
      heldAsOf = await dataAsOf(first, token);
      expect(heldAsOf).not.toBeNull();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'read-model'))).toBe(true);

    const second = await start();
    try {
      const platform = second.service.demoPlatform;
      if (!platform) throw new Error('no demo platform');
      const token = await second.login('manager');
      expect(await dataAsOf(second, token)).toBe(heldAsOf);
      // A new service tries once which assumed calls the platform offers (one row each): done
      // here, so what is counted below is the read model's.
      expect((await second.get('/api/capabilities', token)).status).toBe(200);
      const calls = await callsOf(platform, async () => {
        for (const path of PATHS) {
          const answer = await second.get(path, token);
          expect(answer.status, answer.text).toBe(200);
          expect(answer.text, path).toBe(answers.get(path));
        }
      });
      expectWarm(calls, !STRICT_PUBLIC);
    } finally {
      await second.close();
    }
  }, 60_000);
});
