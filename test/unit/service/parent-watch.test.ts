/**
 * Which parent is npm's shell for the script (`sh -c <script> …`), above which npm is
 * watched: not a program the script started whose command line merely holds the script's
 * words (a watcher's `nodemon dist/…`), which would have taken its parent for a gone npm.
 */
import { describe, expect, it } from 'vitest';
import { isScriptShell } from '../../../electron/service/boot/parent-watch.js';

const SERVE = 'node scripts/build.mjs && node dist/electron/service/cli.js';

describe('isScriptShell', () => {
  it("is npm's shell running the script, with or without its arguments, on any shell", () => {
    expect(isScriptShell(`sh -c ${SERVE} --port 0 `, SERVE)).toBe(true);
    expect(isScriptShell(`/bin/sh -c ${SERVE}`, SERVE)).toBe(true);
    expect(isScriptShell(`/usr/bin/bash -c ${SERVE}`, SERVE)).toBe(true);
  });

  it('is not a program the script started, nor a shell running something else', () => {
    const watch = 'nodemon dist/electron/service/cli.js';
    expect(isScriptShell(`node /usr/bin/nodemon dist/electron/service/cli.js`, watch)).toBe(false);
    expect(isScriptShell(`sh -c node dist/electron/service/cli.js`, watch)).toBe(false);
    expect(isScriptShell(`node dist/electron/service/cli.js ${SERVE}`, SERVE)).toBe(false);
    expect(isScriptShell(`sh -c ${SERVE}`, '')).toBe(false);
  });
});
