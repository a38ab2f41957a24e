// CI's lint of the rules that read types (decision 0126): the rules ESLint's config turns on
// that need the type checker, run by oxlint on TypeScript 7's native checker (oxlint-tsgolint)
// instead of by typescript-eslint on TypeScript 6's: the same rules with the same options over
// the same TypeScript files, some 33 CPU-s against some 160 in ESLint on this project. ESLint runs
// the other rules beside it (BACKOFFICE_LINT_TYPES=off, eslint.config.js); `npm run lint` and
// the full run keep every rule in ESLint, the reference.
//
//   node scripts/lint-types.mjs
//
// The rules come from ESLint's config itself, so the two cannot drift: a rule turned on there is
// on here, or listed below with why not.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { IGNORED_PATHS } from '../eslint.config.js';
import { root } from './build-inputs.mjs';
import { isOn, runOxlint } from './oxlint-run.mjs';

const require = createRequire(import.meta.url);
const typescriptEslintRules = require('@typescript-eslint/eslint-plugin').rules;

/** One file of each TypeScript project: their type-aware rules are the same (a check below). */
const SAMPLES = ['electron/service/cli.ts', 'renderer/src/main.tsx', 'test/api/harness.ts'];

/**
 * Type-aware rules ESLint has on that stay with ESLint alone (`npm run lint`, the full run):
 * - `no-unsafe-class-instance-assignment`: not in oxlint-tsgolint;
 * - `no-deprecated`: off in CI already (decision 0122);
 * - `require-await`: tsgolint reports async functions that typescript-eslint's rule accepts
 *   (fastify hooks that return a value without awaiting), six in this codebase.
 */
const ESLINT_ONLY = new Set([
  'no-unsafe-class-instance-assignment',
  'no-deprecated',
  'require-await',
]);

const PREFIX = '@typescript-eslint/';
const needsTypes = (name) =>
  name.startsWith(PREFIX) &&
  typescriptEslintRules[name.slice(PREFIX.length)]?.meta?.docs?.requiresTypeChecking === true;

/** The type-aware rules ESLint turns on for a file, as oxlint names them, with their options. */
async function typeAwareRules(eslint, file) {
  const { rules } = await eslint.calculateConfigForFile(join(root, file));
  const chosen = {};
  for (const [name, entry] of Object.entries(rules).sort(([a], [b]) => a.localeCompare(b))) {
    const short = name.slice(PREFIX.length);
    if (!needsTypes(name) || !isOn(entry) || ESLINT_ONLY.has(short)) continue;
    chosen[`typescript/${short}`] = Array.isArray(entry) ? ['error', ...entry.slice(1)] : 'error';
  }
  return chosen;
}

const eslint = new ESLint({ cwd: root });
const [rules, ...others] = await Promise.all(SAMPLES.map((file) => typeAwareRules(eslint, file)));
for (const [index, other] of others.entries()) {
  if (JSON.stringify(other) !== JSON.stringify(rules)) {
    console.error(
      `lint-types: ${SAMPLES[index + 1]} has other type-aware rules than ${SAMPLES[0]}; ` +
        'lint them apart (scripts/lint-types.mjs)',
    );
    process.exit(2);
  }
}

const config = {
  plugins: ['typescript'],
  // Only the rules above: ESLint runs every other rule.
  categories: { correctness: 'off' },
  rules,
};
/**
 * ESLint's own ignores, and the JavaScript files, which ESLint lints without types. Given on
 * the command line: in the config file they would be read from the file's folder.
 */
const IGNORED = [...IGNORED_PATHS, '**/*.js', '**/*.mjs'];
const configFile = join(root, 'test/artifacts/oxlint-types.json');
mkdirSync(join(root, 'test/artifacts'), { recursive: true });
runOxlint(
  configFile,
  config,
  ['--type-aware', ...IGNORED.map((pattern) => `--ignore-pattern=${pattern}`), '.'],
  // tsgolint's Go runtime on one thread too (some 30 CPU-s a run with every core, some 17 with
  // one, in about the same time).
  { OXLINT_TSGOLINT_PATH: join(root, 'node_modules/.bin/tsgolint'), GOMAXPROCS: '1' },
);
