/**
 * The operating system's hold on a data folder: a local socket named after the folder's real path,
 * which one process at a time can listen on (a Linux abstract socket, a Windows named pipe). The
 * kernel lets it go when the process ends, however it ends (kill -9, a power cut), and nothing in
 * the folder can be emptied or deleted to fool it, as a lock file can be
 * (docs/decisions/0098-disk-first-and-one-holder.md). Whoever holds it answers a connection with
 * who it is, so a second service names the first from the first itself, alive, not from a file.
 * macOS and the BSDs have no such name: there the lock file's pid and start time decide alone
 * (data-folder-lock.ts; docs/decisions/0098-disk-first-and-one-holder.md).
 */
import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';

export interface FolderHold {
  /** Lets the folder go. */
  release(): Promise<void>;
}

/** What taking the hold came to. */
export type HoldOutcome =
  | { held: FolderHold }
  /** Another process holds it; `holder` is what it answered (null: it said nothing readable). */
  | { heldElsewhere: unknown }
  /** No such hold on this system. */
  | { unsupported: true };

const WHO_ARE_YOU_MS = 1_000;

/** The socket's name: the folder's real path hashed, so two paths to one folder are one name. */
async function socketName(folder: string): Promise<string | null> {
  const hash = createHash('sha256')
    .update(await realpath(folder))
    .digest('hex')
    .slice(0, 32);
  if (process.platform === 'linux') return `\0backoffice-desk-${hash}`;
  if (process.platform === 'win32') return `\\\\.\\pipe\\backoffice-desk-${hash}`;
  return null;
}

function listen(server: Server, name: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    };
    server.once('error', failed);
    server.listen({ path: name, exclusive: true }, () => {
      server.off('error', failed);
      resolve(true);
    });
  });
}

/** What the holder says of itself when asked; null when it says nothing in time. */
function askHolder(name: string): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    const socket = connect({ path: name });
    const done = (value: unknown) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), WHO_ARE_YOU_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => {
      try {
        done(JSON.parse(text));
      } catch {
        done(null);
      }
    });
    socket.on('error', () => done(null));
  });
}

/** Takes the system's hold on the folder, answering `holder` (JSON) to whoever asks. */
export async function holdFolder(folder: string, holder: object): Promise<HoldOutcome> {
  const name = await socketName(folder);
  if (name === null) return { unsupported: true };
  const answer = JSON.stringify(holder);
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.end(answer);
  });
  if (!(await listen(server, name))) return { heldElsewhere: await askHolder(name) };
  // It never keeps the process alive by itself: the service does, while it runs.
  server.unref();
  return {
    held: {
      release: () => new Promise<void>((resolve) => server.close(() => resolve())),
    },
  };
}
