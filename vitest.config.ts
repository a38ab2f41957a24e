import { defineConfig } from 'vitest/config';

const apiTests = {
  include: ['test/api/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// `unit`: pure modules, mocked electron. `renderer`: the renderer's pure modules and stores in
// jsdom (localStorage, window.backoffice), without a browser. `api`: the service and the upstream client over real
// loopback HTTP against the demo platform. `api-strict`: the same API tests against the demo
// platform in its strict-public mode (only the calls and fields the real platform is publicly
// known to have; test/api/harness.ts STRICT_PUBLIC). `api` and `api-strict` answer from the read
// model (the default); `api-pass-through` runs the same tests with it off (READ_MODEL_ON).
//
// The read model's database tests talk to no platform, or turn the model on themselves on a
// PostgreSQL server of their own, and the process tests start the service with the model
// off: neither the strict platform nor the model off changes what they test, so `api` runs
// them once. (The shared-database tests also need orders and the
// report, which answer 501 against the strict platform.)
const runOnceTests = [
  'test/api/read-model/stores.test.ts',
  'test/api/read-model/postgres-server.test.ts',
  'test/api/read-model/shared-postgres.test.ts',
  'test/api/read-model/shared-postgres-races.test.ts',
  'test/api/read-model/first-read-stored.test.ts',
  // These set the model on or off themselves (and need orders, which strict answers 501).
  'test/api/read-model/shifting-month.test.ts',
  'test/api/read-model/start-cursor.test.ts',
  // How the headless process starts: the same in every mode.
  'test/api/process/**',
];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'renderer',
          include: ['test/unit-renderer/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      { test: { name: 'api', ...apiTests } },
      {
        test: {
          name: 'api-strict',
          ...apiTests,
          // Orders and the report need calls no public integration makes; in this run their
          // endpoints answer 501, which test/api/capabilities checks endpoint by endpoint.
          exclude: [
            'test/api/orders/**',
            'test/api/reports/**',
            'test/api/read-model/random-edits.test.ts',
            ...runOnceTests,
          ],
          env: { BACKOFFICE_TEST_STRICT_PUBLIC: '1' },
        },
      },
      {
        test: {
          name: 'api-pass-through',
          ...apiTests,
          exclude: runOnceTests,
          env: { BACKOFFICE_TEST_READ_MODEL: 'off' },
        },
      },
    ],
  },
});
