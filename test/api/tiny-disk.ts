/**
 * A disk of a few megabytes of its own, for the tests of a full disk (issue 57): a tmpfs
 * mounted on a temporary folder, filled by one file until the kernel answers ENOSPC, so every
 * write the service makes there meets a real full disk, not an imitation of one. Mounting
 * needs root (or CAP_SYS_ADMIN); `.ci/run` runs as root. Where it cannot mount, the tests skip
 * with a console line saying so, and with BACKOFFICE_TEST_REQUIRE_TINY_DISK=1 (set by
 * `.ci/run`) they fail instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TinyDisk {
  /** The mounted folder. */
  readonly path: string;
  /** Fills every block that is left, with one file. */
  fill(): Promise<void>;
  /** Removes that file: the disk has room again. */
  free(): Promise<void>;
  /** Unmounts it and removes the folder; again is a no-op. */
  unmount(): void;
}

const mount = (folder: string, megabytes: number) =>
  spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0711`, 'tmpfs', folder], {
    encoding: 'utf8',
  });

/** For `describe.skipIf`: true when no tmpfs can be mounted here, after a line saying why. */
export function tinyDiskMissing(suite: string): boolean {
  const folder = mkdtempSync(join(tmpdir(), 'tiny-disk-probe-'));
  const mounted = mount(folder, 1);
  const reason =
    mounted.status === 0
      ? null
      : `mounting a tmpfs needs root or CAP_SYS_ADMIN: ${(mounted.stderr || String(mounted.error)).trim()}`;
  if (mounted.status === 0) spawnSync('umount', [folder]);
  rmSync(folder, { recursive: true, force: true });
  if (reason === null) return false;
  if (process.env.BACKOFFICE_TEST_REQUIRE_TINY_DISK === '1') {
    throw new Error(`${suite} needs a tmpfs (BACKOFFICE_TEST_REQUIRE_TINY_DISK=1): ${reason}`);
  }
  console.warn(`${suite} skipped: ${reason}.`);
  return true;
}

const isFull = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOSPC';

export function mountTinyDisk(megabytes: number): TinyDisk {
  const path = mkdtempSync(join(tmpdir(), 'tiny-disk-'));
  const mounted = mount(path, megabytes);
  if (mounted.status !== 0) throw new Error(`cannot mount a tmpfs: ${mounted.stderr}`);
  const filler = join(path, 'filler');
  let unmounted = false;
  return {
    path,
    async fill() {
      const file = await open(filler, 'a');
      try {
        // Large pieces, then pages: a tmpfs hands out whole pages, so none is left after.
        for (const size of [256 * 1024, 4096]) {
          const piece = Buffer.alloc(size, 1);
          for (;;) {
            try {
              await file.write(piece);
            } catch (error) {
              if (isFull(error)) break;
              throw error;
            }
          }
        }
      } finally {
        await file.close();
      }
    },
    free: () => rm(filler, { force: true }),
    unmount() {
      if (unmounted) return;
      unmounted = true;
      spawnSync('umount', ['-l', path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}
