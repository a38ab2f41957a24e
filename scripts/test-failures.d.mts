/** A finished stage of `npm test` (test.mjs). */
interface StageResult {
  name: string;
  ok: boolean;
}

/** The digest of failed tests and stages printed at the end of `npm test` (test-failures.mjs). */
export declare function failureDigest(
  results: readonly StageResult[],
  counts: Readonly<Record<string, 'vitest' | 'playwright' | 'check'>>,
  report: (name: string) => unknown,
  outputOf: (name: string) => string,
): string;
