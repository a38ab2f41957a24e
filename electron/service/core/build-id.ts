/**
 * Which build of the service runs: the hash of the Node side's sources that `npm run build`
 * wrote beside the built code (scripts/build-inputs.mjs, `idFile`), or `sources` when it runs
 * from the sources themselves (the tests' and tools' tsx). What the service keeps that its own
 * code computed, not the platform sent, carries it (the read model's day sums: a new build
 * adds the days up again rather than trust what an older one's code made of them).
 */
import { readFileSync } from 'node:fs';

function readBuildId(): string {
  try {
    const id = readFileSync(new URL('../../build-id.txt', import.meta.url), 'utf8').trim();
    return id === '' ? 'sources' : id.slice(0, 16);
  } catch {
    return 'sources';
  }
}

export const BUILD_ID = readBuildId();
