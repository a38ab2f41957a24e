/**
 * Which API test files run in which mode (vitest.config.ts). `api` runs every file; the
 * `api-strict` and `api-pass-through` projects leave out the files whose outcome cannot
 * depend on their mode, listed here with the reason. A new test file runs in every project
 * until it is shown to be one of them (docs/decisions/0058-api-modes-where-they-matter.md);
 * `npm run test:full` runs the last two lists in every project all the same.
 *
 * How the last two lists were found: every API file was run once with the demo platform
 * recording, per file, each call its strict mode refused and each answer it stripped of a
 * field, and once with the read model recording each read it answered for a service the
 * harness had turned it on for. A file with no such record runs the same code in both modes.
 * test/unit/lint/api-modes.test.ts checks that no file which names the mode
 * (STRICT_PUBLIC, READ_MODEL_ON) is left out of that mode's project.
 */

/**
 * Run in `api` alone. The read model's database tests talk to no platform, or turn the model
 * on themselves on a PostgreSQL server of their own, and the process tests start the service
 * with the model off: neither the strict platform nor the model off changes what they test.
 */
export const runOnceTests = [
  'test/api/read-model/stores.test.ts',
  'test/api/read-model/postgres-server.test.ts',
  'test/api/read-model/shared-postgres.test.ts',
  'test/api/read-model/shared-postgres-races.test.ts',
  'test/api/read-model/first-read-stored.test.ts',
  // These set the model on or off themselves (and need orders, which strict answers 501).
  'test/api/read-model/shifting-month.test.ts',
  'test/api/read-model/month-resumed.test.ts',
  'test/api/read-model/start-cursor.test.ts',
  'test/api/read-model/random-edits.test.ts',
  'test/api/read-model/model-answers-every-read.test.ts',
  'test/api/read-model/warm-up.test.ts',
  'test/api/read-model/warm-up-meets-user.test.ts',
  'test/api/ledger/mapping-during-warm-up.test.ts',
  'test/api/read-model/model-source.test.ts',
  'test/api/read-model/broken-cache.test.ts',
  // The stock snapshots live in the model: it turns the model on itself.
  'test/api/reports/stock-value.test.ts',
  // How the headless process starts, one per data folder, and the month pack's naming killed
  // in a child process: the same in every mode.
  'test/api/process/**',
  // Instances of the headless process on a PostgreSQL server of their own, the model on.
  'test/api/scale/**',
  // What the service keeps, in the data folder and on a PostgreSQL server of its own, with the
  // model off: a locked user needs the platform's session info, which strict leaves out.
  'test/api/security/stored-things.test.ts',
] as const;

/**
 * Run in the full run only (`npm run test:full`; decision 0126): the proofs made by starting the
 * headless service as child processes to kill (-9, at a point of its work), signal, lock out,
 * starve of disk or run three at once on one PostgreSQL, and the model's randomized comparison
 * with the platform. Each costs the most CPU per assertion (a process, its engine and its
 * demo platform per start); CI keeps the in-process tests of the same rules (a restart keeps
 * the model, a run resumes, a write is whole or absent) and the fuzzer.
 */
export const fullRunOnlyTests = [
  'test/api/process/**',
  'test/api/scale/**',
  'test/api/webhooks/kill.test.ts',
  'test/api/read-model/random-edits.test.ts',
] as const;

/**
 * The same in either mode: the demo platform and the HTTP layer on their own, the read model's
 * table statistics, data-folder security, and webhooks (which poll the platform's delta calls
 * directly): none reads data through a service whose model the harness turned on, and the
 * strict platform refuses none of their calls and strips none of their fields.
 */
const sameInEitherMode = [
  'test/api/demo-platform/{call-count,data,determinism,faults,list-calls,order-page,protocol}.test.ts',
  'test/api/hardening/{bodies,closing,hardening,healthz,methods,no-query,parser-errors,timeouts}.test.ts',
  'test/api/openapi/openapi.test.ts',
  'test/api/read-model/statistics.test.ts',
  'test/api/security/data-folder.test.ts',
  'test/api/webhooks/**',
] as const;

/**
 * The same with the model off; also the upstream client on its own, and the month pack's
 * schedule, whose files the pack's own test checks in both modes (its outcome is when runs
 * happen and where their files go).
 */
export const sameWithoutTheModel = [
  ...sameInEitherMode,
  'test/api/upstream/**',
  'test/api/exports/month-pack-schedule.test.ts',
  // What the folder does while a pack is made: the files' own checks are month-pack.test.ts's.
  'test/api/exports/month-pack-folders.test.ts',
  // Reads only through GET /api/exceptions and GET /api/dashboard, whose own tests run in
  // both modes; its outcome is the files, the mail and their agreeing with those answers.
  'test/api/exports/digest.test.ts',
] as const;

/**
 * The same on the strict platform, which in these files too refuses no call and strips no
 * field: the UI files, the API reference, the demo platform's port, the upstream client's
 * login and session handling.
 */
export const sameOnStrictPlatform = [
  ...sameInEitherMode,
  'test/api/hardening/ui-files.test.ts',
  'test/api/openapi/reference.test.ts',
  'test/api/service/**',
  'test/api/upstream/{client,login-answers}.test.ts',
] as const;
