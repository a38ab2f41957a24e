/**
 * A throwaway real PostgreSQL server for the tests that need one (`--database-url`): a private
 * cluster made with the installed server's own `initdb` in a temporary folder, started with
 * `pg_ctl` on a free port on 127.0.0.1 with its socket in that folder (so it never meets the
 * machine's own clusters), password login, and stopped and deleted afterwards.
 *
 * Where no server is installed the tests skip with a console line that says what is missing
 * (`postgresMissing`), never pass; with `BACKOFFICE_TEST_REQUIRE_POSTGRES=1` (set by
 * `.ci/run`, which installs Debian's `postgresql`) a missing server fails instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/** Where Debian's packages put each major version's server programs. */
const DEBIAN_ROOT = '/usr/lib/postgresql';
const PROGRAMS = ['initdb', 'pg_ctl'] as const;
const SUPERUSER = 'backoffice_test';

export interface PostgresInstall {
  /** The folder with `initdb` and `pg_ctl`. */
  binDir: string;
  /** The user the server runs as when we are root (initdb refuses root); null: ourselves. */
  runAs: { name: string; uid: number; gid: number } | null;
}

export type PostgresAvailability =
  | { installed: true; install: PostgresInstall }
  | { installed: false; reason: string };

/** The newest major version among Debian's `/usr/lib/postgresql/<version>` folder names. */
export function newestVersionDir(names: readonly string[]): string | null {
  const versions = names.filter((name) => /^\d+(\.\d+)?$/.test(name));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ?? null;
}

const hasPrograms = (dir: string) => PROGRAMS.every((program) => existsSync(join(dir, program)));

function findBinDir(): string | null {
  const fromEnv = process.env.BACKOFFICE_TEST_POSTGRES_BIN;
  if (fromEnv) return hasPrograms(fromEnv) ? fromEnv : null;
  if (existsSync(DEBIAN_ROOT)) {
    const newest = newestVersionDir(readdirSync(DEBIAN_ROOT));
    if (newest && hasPrograms(join(DEBIAN_ROOT, newest, 'bin'))) {
      return join(DEBIAN_ROOT, newest, 'bin');
    }
  }
  const onPath = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return onPath.find(hasPrograms) ?? null;
}

function userIds(name: string): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

export function findPostgres(): PostgresAvailability {
  const binDir = findBinDir();
  const fromEnv = process.env.BACKOFFICE_TEST_POSTGRES_BIN;
  if (!binDir) {
    const where = fromEnv
      ? `in BACKOFFICE_TEST_POSTGRES_BIN=${fromEnv}`
      : `in ${DEBIAN_ROOT}/<version>/bin or on PATH`;
    return {
      installed: false,
      reason:
        `no PostgreSQL server programs (${PROGRAMS.join(', ')}) ${where}; install Debian's ` +
        '"postgresql" package (apt-get install postgresql; bash .ci/run does)',
    };
  }
  if (process.getuid?.() !== 0) return { installed: true, install: { binDir, runAs: null } };
  // PostgreSQL refuses to run as root; Debian's package creates the `postgres` user for it.
  const ids = userIds('postgres');
  if (!ids || !existsSync('/usr/sbin/runuser')) {
    return {
      installed: false,
      reason:
        `PostgreSQL is installed (${binDir}) but these tests run as root, which initdb refuses, ` +
        'and there is no "postgres" user (or no runuser) to run it as',
    };
  }
  return { installed: true, install: { binDir, runAs: { name: 'postgres', ...ids } } };
}

/**
 * For `describe.skipIf`: true when no server can be started here, after a console line naming
 * what is missing. Throws instead where a server is required (CI).
 */
export function postgresMissing(suite: string): boolean {
  const found = findPostgres();
  if (found.installed) return false;
  if (process.env.BACKOFFICE_TEST_REQUIRE_POSTGRES === '1') {
    throw new Error(
      `${suite} needs PostgreSQL (BACKOFFICE_TEST_REQUIRE_POSTGRES=1): ${found.reason}`,
    );
  }
  console.warn(`${suite} skipped: ${found.reason}.`);
  return true;
}

export interface PostgresServer {
  readonly port: number;
  /** The URL of one database on it, as `--database-url` takes it. */
  url(database?: string): string;
  /** Creates a new empty database and returns its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server and deletes its folder; again is a no-op. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Runs a server program as the server's user; its output is in the error when it fails. */
function runProgram(install: PostgresInstall, program: string, args: string[]): void {
  const command = join(install.binDir, program);
  const [file, argv] = install.runAs
    ? ['/usr/sbin/runuser', ['-u', install.runAs.name, '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) {
    const output = result.error ? result.error.message : `${result.stdout}${result.stderr}`;
    throw new Error(`${program} ${args[0] ?? ''} failed (${result.status}): ${output.trim()}`);
  }
}

const logTail = (file: string) =>
  existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '(no log)';

export async function startPostgresServer(): Promise<PostgresServer> {
  const found = findPostgres();
  if (!found.installed) throw new Error(`cannot start PostgreSQL: ${found.reason}`);
  const { install } = found;
  const root = mkdtempSync(join(tmpdir(), 'backoffice-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  const logFile = join(root, 'server.log');
  const passwordFile = join(root, 'password');
  const password = randomBytes(18).toString('base64url');
  mkdirSync(socketDir);
  writeFileSync(passwordFile, password, { mode: 0o600 });
  if (install.runAs) {
    for (const path of [root, socketDir, passwordFile]) {
      chownSync(path, install.runAs.uid, install.runAs.gid);
    }
  }
  const ctl = (args: string[]) => runProgram(install, 'pg_ctl', ['-D', dataDir, ...args]);
  const stopNow = () => {
    try {
      if (existsSync(join(dataDir, 'postmaster.pid'))) ctl(['-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  // A test run that ends without stop() (a failed hook, an interrupted run) leaves no server.
  const onExit = () => {
    try {
      stopNow();
    } catch {
      // The process is ending; there is no one left to tell.
    }
  };
  process.once('exit', onExit);

  try {
    runProgram(install, 'initdb', [
      ...['-D', dataDir, '-U', SUPERUSER, '--pwfile', passwordFile],
      ...['--auth', 'scram-sha-256', '--encoding', 'UTF8', '--locale', 'C', '--no-sync'],
    ]);
    const port = await startOnFreePort(ctl, socketDir, logFile);
    const url = (database = 'postgres') =>
      `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${database}`;
    let databases = 0;
    return {
      port,
      url,
      async createDatabase() {
        databases += 1;
        const name = `test_${databases}`;
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        try {
          await client.query(`create database ${name}`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      stop() {
        process.removeListener('exit', onExit);
        stopNow();
        return Promise.resolve();
      },
    };
  } catch (error) {
    process.removeListener('exit', onExit);
    stopNow();
    throw error;
  }
}

/** Starts the cluster; a port taken between choosing and binding it gets another try. */
async function startOnFreePort(
  ctl: (args: string[]) => void,
  socketDir: string,
  logFile: string,
): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const settings = [
      ...['-c listen_addresses=127.0.0.1', `-p ${port}`, `-k ${socketDir}`],
      // A throwaway cluster: durability costs time and buys nothing.
      ...['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'],
    ];
    try {
      ctl(['-l', logFile, '-w', '-t', '30', '-o', settings.join(' '), 'start']);
      return port;
    } catch (error) {
      const log = logTail(logFile);
      if (attempt < 3 && /could not bind|already in use/i.test(log)) continue;
      throw new Error(`${(error as Error).message}\nserver log:\n${log}`, { cause: error });
    }
  }
}
