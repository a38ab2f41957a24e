/**
 * eslint.config.js caps a function at 60 lines of code (a renderer component at 80) instead of
 * capping a file: the rule fires on a planted long function, takes one at the cap, and the files
 * listed as still holding a longer one exist. Run with ESLint's own linter on the project's
 * rule entries, as `npm run lint` has them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import config from '../../../eslint.config.js';
import { LONG_FUNCTIONS } from '../../../eslint.long-functions.js';
import { repositoryRoot } from './import-graph.js';

const entries = config.filter((entry) => entry.rules?.['max-lines-per-function'] !== undefined);
const entryFor = (file: string) =>
  entries.find((entry) => entry.files?.some((glob) => glob === file));

const linter = new Linter({ configType: 'flat' });
const messages = (rule: unknown, lines: number): string[] => {
  const body = Array.from({ length: lines - 2 }, (_, at) => `  total += ${at};`).join('\n');
  return linter
    .verify(
      `export function planted(total: number): number {\n${body}\n}\n`,
      [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        { files: ['**/*.ts'], rules: { 'max-lines-per-function': rule } },
      ] as Linter.Config[],
      { filename: 'electron/service/core/planted.ts' },
    )
    .map((message) => message.message);
};

describe('function length, not file length', () => {
  const code = entries.find((entry) => entry.files?.includes('electron/**/*.{ts,tsx}'));
  const components = entryFor('renderer/src/**/*.tsx');

  it('caps code at 60 lines and a component at 80, and no file at a line count', () => {
    expect(code?.rules?.['max-lines-per-function']).toEqual([
      'error',
      { max: 60, skipBlankLines: true, skipComments: true },
    ]);
    expect(components?.rules?.['max-lines-per-function']).toEqual([
      'error',
      { max: 80, skipBlankLines: true, skipComments: true },
    ]);
    expect(config.some((entry) => entry.rules?.['max-lines'] !== undefined)).toBe(false);
  });

  it('refuses a planted function of 61 lines and takes one of 60', () => {
    const rule = code?.rules?.['max-lines-per-function'];
    expect(messages(rule, 61)).toEqual([expect.stringMatching(/too many lines \(61\)/)]);
    expect(messages(rule, 60)).toEqual([]);
  });

  it('lists only files that exist as still holding a longer function', () => {
    expect(LONG_FUNCTIONS.filter((file) => !existsSync(join(repositoryRoot, file)))).toEqual([]);
  });
});
