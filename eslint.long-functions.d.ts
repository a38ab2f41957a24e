// Types for eslint.long-functions.js, which a test reads (test/unit/lint/function-length.test.ts).

/** The files that still hold a function over 60 lines. */
export declare const LONG_FUNCTIONS: readonly string[];
