// Type-aware lint for the whole codebase. Lint errors fail `npm test`.
//
// `npm run lint` and the full run lint with ESLint. CI's `npm test` runs these rules in oxlint,
// read from this config: scripts/lint-types.mjs the rules that read types (decision 0126), and
// scripts/lint-rules.mjs every other rule, file by file, from the config as it is with
// BACKOFFICE_LINT_TYPES=off (decision 0129).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './eslint.boundaries.js';
import { LONG_FUNCTIONS } from './eslint.long-functions.js';
import { NO_ENUM } from './scripts/oxlint-plugin.mjs';

/** How a function's length is counted: its lines of code, without blank lines and comments. */
const FUNCTION_LINES = { skipBlankLines: true, skipComments: true };

/** What no lint reads: built output, installs, test artifacts (scripts/lint-types.mjs too). */
export const IGNORED_PATHS = [
  'dist/**',
  'release/**',
  'node_modules/**',
  'test-results/**',
  'playwright-report/**',
  'test/artifacts/**',
];

export default tseslint.config(
  { ignores: IGNORED_PATHS },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'scripts/*.d.mts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': [
        'error',
        { allowConstantLoopConditions: true },
      ],
      // No TypeScript enums: unions of literal types say the same, erase to nothing, and are
      // checked by the compiler alone. With none allowed, the two rules that guard enum values
      // can never fire, and they took some 14 CPU-s a run (8 % of the two lint stages), so they
      // are off.
      'no-restricted-syntax': ['error', { selector: 'TSEnumDeclaration', message: NO_ENUM }],
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
  {
    // Small functions with one job (docs/architecture.md, "House rules"): none over 60 lines,
    // blank lines and comments not counted, so a module is split where its design parts, not
    // where a line count falls. A component (a renderer .tsx, the block below) may have 80: its
    // markup takes a line an element. Test files are exempt: one keeps the cases of one
    // behaviour together, with its oracle beside it. The fuzz and load tools are programs, not
    // test files, so the rule holds for them too. The files in LONG_FUNCTIONS still hold a
    // longer function; the list only shrinks, and a file comes off it once it is split.
    files: [
      'electron/**/*.{ts,tsx}',
      'renderer/**/*.{ts,tsx}',
      'shared/**/*.ts',
      'scripts/**/*',
      'test/fuzz/**/*.ts',
      'test/load/**/*.ts',
      'test/tools/**/*.ts',
    ],
    ignores: ['renderer/src/**/*.tsx', ...LONG_FUNCTIONS],
    rules: { 'max-lines-per-function': ['error', { max: 60, ...FUNCTION_LINES }] },
  },
  {
    // No component over 80 lines: a long one is split by what its parts are (sub-components,
    // hooks), so each reads as one thing.
    files: ['renderer/src/**/*.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, ...FUNCTION_LINES }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...(process.env.BACKOFFICE_LINT_TYPES === 'off'
    ? [
        tseslint.configs.disableTypeChecked,
        // A directive for a rule that reads types is unused here; `npm run lint` reports those.
        { linterOptions: { reportUnusedDisableDirectives: 'off' } },
      ]
    : []),
);
