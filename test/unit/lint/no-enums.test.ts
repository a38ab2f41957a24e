/**
 * eslint.config.js forbids TypeScript enums, which is why the enum-value rules are off there:
 * the rule fires on a planted enum, `const enum` too, and stays quiet on the union that
 * replaces one. Run with ESLint's own linter on the project's rule entry, as `npm run lint`
 * has it.
 */
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import config from '../../../eslint.config.js';

const ruleEntry = config
  .map((entry) => entry.rules?.['no-restricted-syntax'])
  .find((entry) => entry !== undefined);

const linter = new Linter({ configType: 'flat' });
const messages = (source: string): string[] =>
  linter
    .verify(
      source,
      [
        { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
        { files: ['**/*.ts'], rules: { 'no-restricted-syntax': ruleEntry } },
      ],
      { filename: 'electron/service/core/planted.ts' },
    )
    .map((message) => message.message);

describe('no TypeScript enums', () => {
  it('the project has the rule', () => {
    expect(ruleEntry).toBeDefined();
  });

  it.each([
    'export enum Colour { Red, Blue }',
    'const enum Colour { Red = "red" }',
    'declare enum Colour { Red }',
  ])('refuses %s', (source) => {
    expect(messages(source)).toEqual([expect.stringMatching(/instead of an enum/)]);
  });

  it('takes a union of literal types', () => {
    expect(messages("export type Colour = 'red' | 'blue';")).toEqual([]);
  });
});
