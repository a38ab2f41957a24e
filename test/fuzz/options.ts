/**
 * `npm run fuzz -- [--runs N] [--seconds S] [--seed N] [--verbose] [--strict-public]`, or
 * FUZZ_RUNS, FUZZ_SECONDS, FUZZ_SEED. The defaults are CI's: 300 requests or 60 s, whichever
 * comes first. Without a seed one is drawn and printed, so any run can be replayed.
 * `--strict-public` runs the demo platform in its strict-public mode, where the features
 * that need assumed calls answer their documented 501.
 */
import { randomInt } from 'node:crypto';
import { booleanFlag, numberFlag, refuseUnknownFlags } from '../tools/flags.js';

export interface FuzzOptions {
  runs: number;
  seconds: number;
  seed: number;
  verbose: boolean;
  strictPublic: boolean;
}

export function fuzzOptions(argv: string[]): FuzzOptions {
  refuseUnknownFlags(argv, ['runs', 'seconds', 'seed', 'verbose', 'strict-public']);
  return {
    runs: numberFlag(argv, 'runs', 'FUZZ_RUNS', 300, { min: 1, max: 10_000_000 }),
    seconds: numberFlag(argv, 'seconds', 'FUZZ_SECONDS', 60, { min: 1, max: 7 * 24 * 3600 }),
    seed: numberFlag(argv, 'seed', 'FUZZ_SEED', randomInt(2 ** 31), {
      min: -(2 ** 31),
      max: 2 ** 31 - 1,
    }),
    verbose: booleanFlag(argv, 'verbose'),
    strictPublic: booleanFlag(argv, 'strict-public'),
  };
}
