// What CI's two oxlint stages share (scripts/lint-types.mjs, scripts/lint-rules.mjs): reading
// ESLint's rule entries, and running oxlint on a config written for the run.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build-inputs.mjs';

/** Whether an ESLint rule entry (`'error'`, `['warn', …]`, `0`, `'off'`) turns its rule on. */
export const isOn = (entry) => ![0, 'off'].includes(Array.isArray(entry) ? entry[0] : entry);

/**
 * Writes `config` to `configFile` and runs oxlint with it and `args`, warnings failing it, on
 * one thread: it runs beside the other stages at the lowest priority, where more threads only
 * repeat shared work. The script's exit code is oxlint's.
 */
export function runOxlint(configFile, config, args, env = {}) {
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const child = spawn(
    join(root, 'node_modules/.bin/oxlint'),
    ['--deny-warnings', '--threads=1', '--config', configFile, ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  child.on('close', (code) => {
    process.exitCode = code ?? 1;
  });
}
