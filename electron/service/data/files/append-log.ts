/**
 * An append-only JSON-lines file in the data folder: one snapshot line, then one line per
 * change. Guards against lost changes and against rewriting a large state for a small change:
 * a change is one line appended and fsync'd, so once `append` returns it survives `kill -9`
 * or a power cut, and it costs the bytes of that change only; a change is held only once its
 * line is written, so one refused by a full disk is not held either. A crash mid-append can leave a
 * torn last line; it is ignored on load, and the file is compacted (the whole state written
 * to a temporary file, fsync'd and renamed over it) before anything is appended again, so a
 * new line is never glued onto a torn one. Compaction also runs once the lines since the
 * snapshot outgrow it, which keeps the file about twice the size of the state at most.
 * Without a data folder nothing is written.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { assertFolderKept } from './folder-guard.js';
import { fieldOf } from '../../../../shared/guards.js';

/** Lines since the snapshot may add up to this much before a compaction, at the least. */
const MIN_COMPACTION_BYTES = 256 * 1024;
const FORMAT = 1;

interface AppendLogContents<S, E> {
  snapshot: S | undefined;
  entries: E[];
  /** Lines that could not be read: a torn last line, or damage (reported by the caller). */
  unreadable: { torn: boolean; damaged: number };
}

const isMissing = (error: unknown): boolean => fieldOf(error, 'code') === 'ENOENT';

/** Splits the file into its snapshot and entries, stopping at the first unreadable line. */
export function parseAppendLog<S, E>(text: string): AppendLogContents<S, E> {
  const lines = text.split('\n');
  // A file that ends with a newline has an empty last piece; one that does not was torn.
  const complete = lines.slice(0, -1);
  const tail = lines.at(-1) ?? '';
  const contents: AppendLogContents<S, E> = {
    snapshot: undefined,
    entries: [],
    unreadable: { torn: tail !== '', damaged: 0 },
  };
  for (const [index, line] of complete.entries()) {
    let parsed: { v?: unknown; snapshot?: S; entry?: E };
    try {
      parsed = JSON.parse(line) as typeof parsed;
    } catch {
      contents.unreadable.damaged = complete.length - index;
      break;
    }
    if (index === 0 && parsed.v === FORMAT && parsed.snapshot !== undefined) {
      contents.snapshot = parsed.snapshot;
    } else if (index > 0 && parsed.entry !== undefined) {
      contents.entries.push(parsed.entry);
    } else {
      contents.unreadable.damaged = complete.length - index;
      break;
    }
  }
  return contents;
}

async function syncFolder(folder: string): Promise<void> {
  // A rename is durable once the folder is synced; Windows cannot open a folder for that.
  let handle: FileHandle | undefined;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Best effort where the platform does not allow it.
  } finally {
    await handle?.close();
  }
}

export class AppendLog<S, E> {
  private handle: FileHandle | null = null;
  private queue: Promise<void> = Promise.resolve();
  private snapshotBytes = 0;
  private appendedBytes = 0;
  /** A failed append may have left part of a line: the next change rewrites the file. */
  private mustRewrite = false;

  constructor(
    private readonly dataDir: string | null,
    private readonly name: string,
  ) {}

  get path(): string | null {
    return this.dataDir === null ? null : join(this.dataDir, this.name);
  }

  /** The stored contents; undefined when there is no file (or no data folder). */
  async read(): Promise<AppendLogContents<S, E> | undefined> {
    const path = this.path;
    if (path === null) return undefined;
    try {
      return parseAppendLog<S, E>(await readFile(path, 'utf8'));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /**
   * Appends one change, disk first: the line is written and synced, and only then is the
   * change held (`apply`, which changes the caller's state and answers it), so a change that
   * could not be written (a full disk) is not held either. After a failed append the file may
   * end in part of a line: the next change rewrites it whole instead, from `withChange` (the
   * state as it would be with that change, not yet held). Compacts afterwards when the lines
   * since the snapshot outgrew it.
   */
  append(entry: E, apply: () => S, withChange: () => S): Promise<void> {
    if (this.path === null) {
      apply(); // Memory only: nothing to write.
      return Promise.resolve();
    }
    const line = `${JSON.stringify({ entry })}\n`;
    return this.serialise(async () => {
      if (this.mustRewrite) {
        await this.rewrite(withChange());
        apply();
        return;
      }
      try {
        const handle = await this.appendHandle();
        await handle.write(line);
        await handle.datasync();
      } catch (error) {
        this.mustRewrite = true;
        throw error;
      }
      const state = apply();
      this.appendedBytes += Buffer.byteLength(line);
      if (this.appendedBytes > Math.max(MIN_COMPACTION_BYTES, this.snapshotBytes)) {
        // The change is on disk already; a compaction that fails (a full disk) leaves the file
        // as it was and is tried again after the next change.
        await this.rewrite(state).catch(() => undefined);
      }
    });
  }

  /** Replaces the file by one snapshot line (atomically: a crash leaves the old or the new). */
  compact(state: S): Promise<void> {
    return this.serialise(() => this.rewrite(state));
  }

  /** After the writes queued before it (also into a lost folder: closing writes nothing). */
  async close(): Promise<void> {
    const closing = this.queue.then(async () => {
      await this.handle?.close();
      this.handle = null;
    });
    this.queue = closing.catch(() => undefined);
    await closing;
  }

  private serialise(write: () => Promise<void>): Promise<void> {
    if (this.path === null) return Promise.resolve();
    const run = () => {
      // Not into a folder that is no longer this service's (folder-guard.ts).
      assertFolderKept(this.dataDir);
      return write();
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async appendHandle(): Promise<FileHandle> {
    if (this.handle) return this.handle;
    const path = this.path ?? '';
    await mkdir(this.dataDir ?? '.', { recursive: true, mode: 0o700 });
    this.handle = await open(path, 'a', 0o600);
    return this.handle;
  }

  private async rewrite(state: S): Promise<void> {
    const path = this.path ?? '';
    const folder = this.dataDir ?? '.';
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const text = `${JSON.stringify({ v: FORMAT, snapshot: state })}\n`;
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const file = await open(temporary, 'wx', 0o600);
      try {
        await file.writeFile(text, 'utf8');
        await file.sync();
      } finally {
        await file.close();
      }
      await this.handle?.close();
      this.handle = null;
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await syncFolder(folder);
    this.snapshotBytes = Buffer.byteLength(text);
    this.appendedBytes = 0;
    this.mustRewrite = false;
  }
}
