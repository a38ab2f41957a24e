// `npm test` and `npm run test:full`: every test stage, each stage's time at the end, and as
// the last line `N passed, N failed, N skipped` over all stages.
//
//   node scripts/test.mjs [--full]
//
// `--full` (npm run test:full) also runs what CI leaves out: the API suite with the read model
// off (`api-pass-through`), and the strict-public project for every file (CI runs it only for
// the files whose outcome depends on the mode, vitest.config.ts) and the end-to-end tests in every language and window size
// (CI: behaviour once, layout at every size; test/e2e/matrix.ts), the API tests that start
// the service as child processes to kill or starve, the accessibility walks, and every lint
// rule in ESLint (CI: the type-aware ones by oxlint; decision 0126). Bench aside.
//
// The stages that hold deadlines run as a chain; the unit tests and the checks beside it, the
// checks at the lowest priority (CHAIN and BESIDE below). A failing stage does not stop the
// others, so one run shows every failure; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { failureDigest } from './test-failures.mjs';

const full = process.argv.includes('--full');
const unknown = process.argv.slice(2).filter((argument) => argument !== '--full');
if (unknown.length > 0) {
  console.error(`test: unknown argument ${unknown.join(' ')} (only --full)`);
  process.exit(2);
}

const RESULTS = 'test/artifacts/results';
const vitestJson = (name) =>
  `--reporter=default --reporter=json --outputFile=${RESULTS}/${name}.json`;

/** The files of the renderer's TypeScript project (tsconfig.web.json), linted apart. */
const RENDERER_FILES = ['renderer/**', 'test/unit-renderer/**'];

/**
 * ESLint as `npm run lint` has it in the full run. CI lints the same rules in two other stages,
 * both oxlint: the rules that do not read types, each file with the rules ESLint's config gives
 * it (scripts/lint-rules.mjs, decision 0129), and those that do, on TypeScript 7's checker
 * (scripts/lint-types.mjs, decision 0126); some 45 CPU-s against ESLint's 250. CI also leaves out
 * `@typescript-eslint/no-deprecated`: a deprecated call is a change to make, not a defect of
 * what runs (decision 0122).
 */
const ESLINT = 'npx eslint --max-warnings 0';

/**
 * Each stage: its command, and how its tests are counted. `vitest` and `playwright` stages
 * count their tests from their JSON reports; a `check` counts as one test that passes when
 * the command exits 0.
 */
const STAGES = {
  typecheck: { command: 'npm run typecheck', count: 'check' },
  // The full run: `npm run lint` in two stages side by side, one per TypeScript project (each
  // builds only its own program): the renderer's files, and all the others.
  ...(full
    ? {
        lint: {
          command: `${ESLINT} . ${RENDERER_FILES.map((glob) => `--ignore-pattern '${glob}'`).join(' ')}`,
          count: 'check',
        },
        'lint-renderer': {
          command: `${ESLINT} ${RENDERER_FILES.map((glob) => glob.replace('/**', '')).join(' ')}`,
          count: 'check',
        },
      }
    : {
        lint: { command: 'node scripts/lint-rules.mjs', count: 'check' },
        'lint-types': { command: 'node scripts/lint-types.mjs', count: 'check' },
      }),
  format: { command: 'npm run format:check', count: 'check' },
  build: { command: 'npm run build', count: 'check' },
  unit: {
    command: `npx vitest run --project unit --project unit-mocked --project renderer ${vitestJson('unit')}`,
    count: 'vitest',
  },
  // The API suite with the read model off (`api-pass-through`) runs in the full run only: in CI
  // test/api/read-model/model-answers-every-read.test.ts holds every read the model answers to
  // what the platform read straight through answers (decision 0122).
  api: {
    command: `npx vitest run --project api --project api-strict ${full ? '--project api-pass-through ' : ''}${vitestJson('api')}`,
    count: 'vitest',
  },
  fuzz: { command: 'node --import tsx test/fuzz/run.ts', count: 'check' },
  load: { command: 'node --import tsx test/load/run.ts', count: 'check' },
  e2e: {
    command: `npx playwright test --reporter=list,json`,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/e2e.json` },
    count: 'playwright',
  },
};

/**
 * The chain: the steps that hold deadlines of seconds (the API and browser suites' answers)
 * run one after another at normal priority, the stages of one step side by side. `api` and
 * the browser tests run `build`'s output.
 */
const CHAIN = [['build'], ['api'], ['e2e']];

/**
 * Beside the chain from its start: the unit tests at normal priority (a unit test's timeout
 * only catches a hang: vitest.config.ts), and the checks, which hold no deadline, at the
 * lowest CPU priority (`nice 19`), so they take only the time the chain leaves idle (its
 * suites wait on their services a quarter of the time) and never stretch a test's deadline.
 */
const BESIDE = {
  unit: 'normal',
  typecheck: 'lowest',
  ...(full
    ? { lint: 'lowest', 'lint-renderer': 'lowest' }
    : { lint: 'lowest', 'lint-types': 'lowest' }),
  format: 'lowest',
};
const LOWEST_PRIORITY = process.platform === 'win32' ? '' : 'nice -n 19 ';

/**
 * After the unit tests, in their place beside the chain: the fuzzer, and in the full run the
 * load test after it, at normal priority, on `build`'s output. They hold no deadline of their
 * own (each fails only on an error or a 5xx). The load test is a stress run of a few
 * endpoints (40 s of a core): CI leaves it to the full run and `npm run load` (decision 0122).
 */
const AFTER_UNIT = full ? ['fuzz', 'load'] : ['fuzz'];

/**
 * Every Node process of the run (services, demo platforms, test workers, ESLint) keeps the
 * bytecode of the modules it compiles in one cache on disk, so each after the first loads
 * fastify, PGlite's JavaScript, TypeScript's compiler and our bundle without compiling them
 * again (some 0.4 CPU-s of a service's start). Inside node_modules, which a clean install
 * empties: the cache never outlives the modules it was made from.
 */
const COMPILE_CACHE = 'node_modules/.cache/node-compile-cache';
const env = {
  ...process.env,
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(process.cwd(), COMPILE_CACHE),
  ...(full ? { BACKOFFICE_TEST_FULL: '1' } : {}),
};

/** Each finished stage's output, for the failure digest at the end. */
const outputs = new Map();

/**
 * Runs one stage; alone in the chain, its output streams; beside others, it is printed when it
 * ends. `lowest` runs it at the lowest CPU priority.
 */
function run(name, alone, lowest = false) {
  const stage = STAGES[name];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(`${lowest ? LOWEST_PRIORITY : ''}${stage.command}`, {
      shell: true,
      env: { ...env, ...stage.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    const keep = (to) => (chunk) => {
      output.push(chunk);
      if (alone) to.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      outputs.set(name, Buffer.concat(output).toString('utf8'));
      if (!alone) {
        process.stdout.write(`\n── ${name} ──\n`);
        process.stdout.write(outputs.get(name));
      }
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

const readJson = (name) => {
  try {
    return JSON.parse(readFileSync(join(RESULTS, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
};

/** passed, failed and skipped tests of one finished stage. */
function countOf(result) {
  const { count } = STAGES[result.name];
  if (count === 'vitest') {
    const report = readJson(result.name);
    if (report) {
      const failed = report.numFailedTests + (result.ok || report.numFailedTests > 0 ? 0 : 1);
      const skipped = report.numPendingTests + report.numTodoTests;
      return { passed: report.numPassedTests, failed, skipped };
    }
  }
  if (count === 'playwright') {
    const stats = readJson(result.name)?.stats;
    if (stats) {
      const failed = stats.unexpected + (result.ok || stats.unexpected > 0 ? 0 : 1);
      return { passed: stats.expected + stats.flaky, failed, skipped: stats.skipped };
    }
  }
  // A check, or a runner that wrote no report (it failed before its tests): the exit code.
  return { passed: result.ok ? 1 : 0, failed: result.ok ? 0 : 1, skipped: 0 };
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const started = performance.now();
let builtOutput;
const built = new Promise((resolve) => (builtOutput = resolve));
const beside = Promise.all(
  Object.entries(BESIDE).map(async ([name, priority]) => {
    const stage = await run(name, false, priority === 'lowest');
    if (name !== 'unit') return [stage];
    await built;
    const after = [];
    for (const next of AFTER_UNIT) after.push(await run(next, false));
    return [stage, ...after];
  }),
);
const results = [];
for (const step of CHAIN) {
  results.push(...(await Promise.all(step.map((name) => run(name, step.length === 1)))));
  if (step.includes('build')) builtOutput();
}
results.unshift(...(await beside).flat());

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = results.map((result) => {
  const count = countOf(result);
  for (const key of Object.keys(totals)) totals[key] += count[key];
  const verdict = result.ok ? 'ok  ' : 'FAIL';
  const tally = `${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`;
  return `${verdict} ${result.name.padEnd(13)} ${result.seconds.toFixed(0).padStart(5)} s  ${tally}`;
});
const wall = ((performance.now() - started) / 1000).toFixed(0);
const besides = Object.entries(BESIDE).map(
  ([name, priority]) =>
    `${name}${name === 'unit' ? ` → ${AFTER_UNIT.join(' → ')}` : ''} (${priority})`,
);
const order = `${CHAIN.map((step) => step.join(' + ')).join(' → ')}; beside: ${besides.join(' + ')}`;
const summary = `\n${full ? 'full run' : 'stages'} (${order}):\n${lines.join('\n')}\n     all           ${wall.padStart(5)} s\n`;
writeFileSync(join(RESULTS, 'summary.txt'), summary);
const counts = Object.fromEntries(Object.entries(STAGES).map(([name, { count }]) => [name, count]));
console.log(failureDigest(results, counts, readJson, (name) => outputs.get(name) ?? ''));
console.log(summary);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
