// Types for eslint.config.js, which a test reads (test/unit/lint/no-enums.test.ts).
import type { Linter } from 'eslint';

declare const config: Linter.Config[];
export default config;
