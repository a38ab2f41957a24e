/**
 * `npm start` and `npm run dist` build first (scripts/build.mjs), on each OS the app ships for.
 * Windows starts only real executables (a script with a `#!` line gives ENOENT), so every
 * step runs Node itself on a script: an installed one, or one an earlier step built (dist/).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, TARGETS } from '../../../scripts/build-inputs.mjs';

describe("npm run build's steps", () => {
  it.each(Object.entries(TARGETS))(
    '%s: Node runs each step, on a script that exists',
    (_, target) => {
      for (const [program, script] of target.commands) {
        expect(program).toBe(process.execPath);
        const built = script?.startsWith('dist/') === true;
        expect(built || existsSync(join(root, script ?? '')), script).toBe(true);
      }
    },
  );
});
