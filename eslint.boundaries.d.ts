import type { Linter } from 'eslint';

/** The import boundaries of eslint.boundaries.js, one flat-config block per group of files. */
export declare const boundaries: Linter.Config[];
