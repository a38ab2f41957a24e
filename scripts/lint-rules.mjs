// CI's lint of the rules that do not read types (decision 0129): each file gets, in oxlint, the
// rules ESLint's config turns on for it, with their options, instead of ESLint itself parsing
// every file (some 60 CPU-s a run against some 3). `npm run lint` and the full run keep every
// rule in ESLint, the reference; scripts/lint-types.mjs runs the rules that read types.
//
//   node scripts/lint-rules.mjs
//
// The rules come from ESLint's config file by file, so the two cannot drift: a rule turned on
// there is on here, or named below with why not; a rule oxlint does not have fails this script.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { root } from './build-inputs.mjs';
import { isOn, runOxlint } from './oxlint-run.mjs';

/** The config this script writes for oxlint, each run anew (.gitignore). */
const CONFIG_FILE = 'oxlint-rules.generated.json';

// ESLint's config without its type-aware rules, as CI's ESLint stage had it.
process.env.BACKOFFICE_LINT_TYPES = 'off';

const require = createRequire(import.meta.url);
const PLUGINS = {
  '@typescript-eslint/': require('@typescript-eslint/eslint-plugin').rules,
  'react-hooks/': require('eslint-plugin-react-hooks').rules,
};

/**
 * ESLint rules with no oxlint rule of their own, and why that loses nothing:
 * - `no-octal`, `no-dupe-args`: octal literals and duplicate parameters are syntax errors in
 *   a module, which oxlint's parser reports;
 * - `react-hooks/config`, `react-hooks/gating`: they check the React Compiler's own settings,
 *   which this project does not give;
 * - `no-restricted-syntax`: its one selector (no enums) is `backoffice/no-enum`, below.
 */
const NOT_IN_OXLINT = new Set([
  'no-octal',
  'no-dupe-args',
  'react-hooks/config',
  'react-hooks/gating',
  'no-restricted-syntax',
]);

/** typescript-eslint's versions of core rules, which oxlint has under the core rule's name. */
const EXTENSION_RULES = new Set([
  'no-array-constructor',
  'no-unused-expressions',
  'no-unused-vars',
  'no-useless-constructor',
]);

/** ESLint's rule name → oxlint's: `eslint/…`, `typescript/…`, `react/…`. */
function oxlintName(name) {
  if (name.startsWith('@typescript-eslint/')) {
    const short = name.slice('@typescript-eslint/'.length);
    return EXTENSION_RULES.has(short) ? `eslint/${short}` : `typescript/${short}`;
  }
  if (name.startsWith('react-hooks/')) return `react/${name.slice('react-hooks/'.length)}`;
  return `eslint/${name}`;
}

const metaOf = (name) => {
  const prefix = Object.keys(PLUGINS).find((start) => name.startsWith(start));
  return prefix ? PLUGINS[prefix][name.slice(prefix.length)]?.meta : builtinRules.get(name)?.meta;
};
const sameJson = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A rule's options as oxlint takes them: ESLint's computed config fills in each rule's
 * defaults, some of which oxlint does not know, so options equal to the defaults are left out.
 */
function optionsOf(name, entry) {
  const options = Array.isArray(entry) ? entry.slice(1) : [];
  const defaults = metaOf(name)?.defaultOptions ?? [];
  const given = options.filter((option, index) => !sameJson(option, defaults[index]));
  return given.length === 0 ? [] : options;
}

/**
 * `no-restricted-syntax` is oxlint's `backoffice/no-enum` while its one selector is the enum
 * ban; another selector needs a rule of its own in scripts/oxlint-plugin.mjs first.
 */
function enumBan(entry) {
  const selectors = entry.slice(1).map((option) => option.selector ?? option);
  if (!sameJson(selectors, ['TSEnumDeclaration'])) {
    throw new Error(
      `no-restricted-syntax forbids ${selectors.join(', ')}: oxlint runs only the enum ban (scripts/oxlint-plugin.mjs)`,
    );
  }
  return 'error';
}

/** The rules oxlint has, as `eslint/no-undef`, from its own list. */
function oxlintRules() {
  const list = execFileSync(join(root, 'node_modules/.bin/oxlint'), ['--rules'], {
    encoding: 'utf8',
  });
  const names = new Set();
  for (const line of list.split('\n')) {
    const row = /^\| ([a-z0-9-]+)\s+\| ([a-z_]+)\s+\|/.exec(line);
    if (row) names.add(`${row[2]}/${row[1]}`);
  }
  return names;
}

/** Each linted file's oxlint rules and globals, files with the same ones grouped. */
async function overrides() {
  const eslint = new ESLint({ cwd: root });
  const known = oxlintRules();
  const files = execFileSync(
    'git',
    ['ls-files', '*.ts', '*.tsx', '*.cts', '*.mts', '*.js', '*.mjs', '*.cjs'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean);
  const groups = new Map();
  for (const file of files) {
    if (await eslint.isPathIgnored(join(root, file))) continue;
    const config = await eslint.calculateConfigForFile(join(root, file));
    const rules = {};
    for (const [name, entry] of Object.entries(config.rules ?? {}).sort(([a], [b]) =>
      a.localeCompare(b),
    )) {
      if (!isOn(entry)) continue;
      if (name === 'no-restricted-syntax') rules['backoffice/no-enum'] = enumBan(entry);
      if (NOT_IN_OXLINT.has(name)) continue;
      const target = oxlintName(name);
      if (!known.has(target)) {
        throw new Error(
          `ESLint turns on ${name} for ${file}, which oxlint lacks (${target}): add it to NOT_IN_OXLINT with why, or lint it in ESLint`,
        );
      }
      const options = optionsOf(name, entry);
      rules[target] = options.length > 0 ? ['error', ...options] : 'error';
    }
    const globals = Object.fromEntries(
      Object.entries(config.languageOptions?.globals ?? {}).map(([name, access]) => [
        name,
        [true, 'writable', 'writeable'].includes(access) ? 'writable' : 'readonly',
      ]),
    );
    const key = JSON.stringify([rules, globals]);
    if (!groups.has(key)) groups.set(key, { files: [], rules, globals });
    groups.get(key).files.push(file);
  }
  return [...groups.values()];
}

const config = {
  plugins: ['eslint', 'typescript', 'react'],
  jsPlugins: [join(root, 'scripts/oxlint-plugin.mjs')],
  // Only ESLint's rules: nothing of oxlint's own defaults.
  categories: { correctness: 'off' },
  rules: {},
  overrides: await overrides(),
};
// At the root: oxlint reads an override's files relative to its config's folder.
runOxlint(
  join(root, CONFIG_FILE),
  config,
  config.overrides.flatMap((group) => group.files),
);
