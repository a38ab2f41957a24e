// Types for eslint.config.js, which tests read (test/unit/lint/no-enums.test.ts and
// function-length.test.ts) and scripts/lint-types.mjs its ignores.
import type { Linter } from 'eslint';

export declare const IGNORED_PATHS: string[];
declare const config: Linter.Config[];
export default config;
