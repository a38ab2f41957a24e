import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { isBuilt } from './scripts/build-inputs.mjs';
import { builtTwin } from './test/api/built-twin.js';
import {
  fullRunOnlyTests,
  runOnceTests,
  sameOnStrictPlatform,
  sameWithoutTheModel,
} from './test/api/modes.js';

/**
 * The API tests' files run in parallel, two at a time (vitest's default on two cores is one):
 * most of a file's time is spent waiting on loopback HTTP and the demo platform's latency, so
 * two files share the cores well. A project's files share their worker process
 * (`isolate: false`): each file starts its own services and closes them in `afterAll`, so
 * nothing of one file's reaches the next, while the modules are loaded and the embedded
 * engine compiled once per worker instead of once per file (import time 126 s → 21 s).
 * Projects never share a worker, so each keeps its own mode.
 */
const apiTests = {
  include: ['test/api/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  maxWorkers: 2,
  isolate: false,
  // The service's built modules (built-twin.ts) are Node's to load, not vitest's to transform.
  server: { deps: { external: [/\/dist\//] } },
};

/** The service as built where the build is of the sources as they are (test/api/built-twin.ts). */
const serviceAsBuilt = isBuilt('node') ? [builtTwin(import.meta.dirname)] : [];

/** `npm run test:full` (BACKOFFICE_TEST_FULL=1) runs every API file in every project. */
const FULL_RUN = process.env.BACKOFFICE_TEST_FULL === '1';

/**
 * Unit files share their worker's modules (`isolate: false`): loading each file's imports
 * afresh was most of the unit stage's time, and a renderer file's own jsdom window nearly all
 * of the renderer's (33 s of CPU against 4 s). A file that replaces a module or a global
 * (`vi.mock`, `vi.stubGlobal`, …) would replace it for the files after it, so those files run
 * isolated, in `unit-mocked`: found here by what they call, so a new one cannot be missed.
 */
const UNIT_FILES = 'test/unit/**/*.test.ts';
/**
 * A unit test waits for nothing but the CPU: its timeout is there to catch a hang, not to time
 * it. Vitest's 5 s failed property tests of a hundred runs when another process kept the
 * machine busy; how fast the code is, the bench measures.
 */
const UNIT_TIMEOUT_MS = 60_000;
const replacesModules = (file: string): boolean =>
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|mockObject)\(/.test(readFileSync(file, 'utf8'));
const unitFilesWithMocks = globSync(UNIT_FILES).filter(replacesModules);

// `unit`: pure modules; `unit-mocked`: the Electron shell with `electron` mocked and the other
// files that replace a module. `renderer`: the renderer's pure modules and stores in
// jsdom (localStorage, window.backoffice), without a browser. `api`: the service and the upstream
// client over real loopback HTTP against the demo platform, answering from the read model (the
// default). Two more projects run the API tests in another mode: `api-strict` against the demo
// platform in its strict-public mode (only the calls and fields the real platform is publicly
// known to have; test/api/harness.ts STRICT_PUBLIC), `api-pass-through` with the read model
// off, so every read asks the platform (READ_MODEL_ON).
//
// A file runs in a mode's project only when its outcome can depend on that mode: the files
// that cannot are listed, with the reason, in test/api/modes.ts.

const unlessFull = (files: readonly string[]): readonly string[] => (FULL_RUN ? [] : files);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [UNIT_FILES],
          exclude: unitFilesWithMocks,
          environment: 'node',
          isolate: false,
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'unit-mocked',
          include: unitFilesWithMocks,
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'renderer',
          include: ['test/unit-renderer/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          testTimeout: UNIT_TIMEOUT_MS,
          // One window for the files of a worker: each file starts with it emptied.
          setupFiles: ['test/unit-renderer/fresh-window.ts'],
        },
      },
      {
        plugins: serviceAsBuilt,
        test: { name: 'api', ...apiTests, exclude: [...unlessFull(fullRunOnlyTests)] },
      },
      {
        plugins: serviceAsBuilt,
        test: {
          name: 'api-strict',
          ...apiTests,
          // Orders and the report need calls no public integration makes; in this run their
          // endpoints answer 501, which test/api/capabilities checks endpoint by endpoint.
          exclude: [
            'test/api/orders/**',
            'test/api/reports/**',
            // The month pack is made of the report's files: the same 501 as the report.
            'test/api/exports/month-pack*.test.ts',
            // So is the digest: the exceptions and the dashboard, the report's figures.
            'test/api/exports/digest.test.ts',
            ...runOnceTests,
            ...unlessFull(sameOnStrictPlatform),
          ],
          env: { BACKOFFICE_TEST_STRICT_PUBLIC: '1' },
        },
      },
      {
        plugins: serviceAsBuilt,
        test: {
          name: 'api-pass-through',
          ...apiTests,
          exclude: [...runOnceTests, ...unlessFull(sameWithoutTheModel)],
          env: { BACKOFFICE_TEST_READ_MODEL: 'off' },
        },
      },
    ],
  },
});
