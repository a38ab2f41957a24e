/** The headless service's start (cli.ts): its flags (cli-flags.ts), then the service. */
import { optionsFromArgs } from './cli-options.js';
import { watchParent, type Ancestry } from './parent-watch.js';
import { USAGE } from './cli-usage.js';
import { createFolderInChildProcess } from '../data/read-model/pglite/create-in-child.js';
import { DEFAULT_PORT, startService, type ServiceOptions } from './server.js';
import { fieldOf } from '../../../shared/guards.js';

/** Starts the service; `ancestry`: who started it, to be watched (null: nothing to watch). */
export async function main(ancestry: Ancestry | null): Promise<void> {
  let options: ServiceOptions | 'help';
  try {
    options = optionsFromArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let service;
  try {
    // A new embedded database is created in a child process: its memory ends with that process.
    const readModel = { ...options.readModel, createFolder: createFolderInChildProcess };
    service = await startService({ ...options, readModel });
  } catch (error) {
    const code = fieldOf(error, 'code');
    const message =
      code === 'EADDRINUSE'
        ? `port ${options.port ?? DEFAULT_PORT} is already in use: stop the other program or pass --port`
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`cannot start: ${message}\n`);
    process.exit(1);
  }
  // One write, so whoever waits for "listening on" has the demo platform's line too.
  const demo = service.demoPlatform;
  process.stdout.write(
    `listening on ${service.url.replace(/\/$/, '')}\n` +
      (demo
        ? `demo platform on ${demo.url.replace(/\/$/, '')} (accounts: ${demo.accounts.join(', ')})\n`
        : ''),
  );
  if (service.demoPortTaken !== null) {
    process.stderr.write(
      `the demo platform's port ${service.demoPortTaken} is taken by another program: order links made before this start no longer open\n`,
    );
  }
  const running = service;
  let closing = false;
  const shutdown = (reason: string) => {
    if (closing) return;
    closing = true;
    process.stderr.write(`${reason}: shutting down\n`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // Once each: a second signal while closing ends the process at once (the default action).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => shutdown(signal));
  }
  if (ancestry) watchParent(ancestry, () => shutdown('npm ended'));
}
