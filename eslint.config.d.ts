// Types for eslint.config.js, which tests read (test/unit/lint/no-enums.test.ts and
// function-length.test.ts).
import type { Linter } from 'eslint';

declare const config: Linter.Config[];
export default config;
