/**
 * A new database folder made from the build's pristine copy (pglite-template.ts): its files
 * written into the folder a block at a time, before the engine opens the folder as a database
 * it already has. Handed to the engine instead (PGlite's `loadDataDir`), the 25 MB copy was read
 * whole, copied into the engine's thread, copied again there and unpacked, and the memory of
 * those copies, once freed, stayed with the process: the service's resident memory was some
 * 45–75 MB higher for as long as it ran (docs/decisions/0046, addendum). The copy is
 * a tar as PGlite writes one (`dumpDataDir('none')`): plain files and folders, names relative
 * to the database folder.
 */
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const BLOCK = 512;
/** Bytes copied per read: one buffer, reused for every file. */
const CHUNK = 1024 * 1024;
/** Written last: a folder without it is a new one (pglite-store.ts), so a cut-off unpack is redone. */
const VERSION_FILE = 'PG_VERSION';

export interface TarEntry {
  /** Relative to the folder unpacked into, `/`-separated. */
  path: string;
  type: 'file' | 'folder';
  size: number;
}

const text = (block: Uint8Array, start: number, length: number): string => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString('utf8');
};

const octal = (block: Uint8Array, start: number, length: number): number => {
  const digits = text(block, start, length).trim();
  if (!/^[0-7]+$/.test(digits)) throw new Error(`the template's tar has a bad number: ${digits}`);
  return parseInt(digits, 8);
};

/** The header sums to its checksum field with that field counted as spaces. */
function checksumHolds(block: Uint8Array): boolean {
  let sum = 0;
  for (let index = 0; index < BLOCK; index++) {
    sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
  }
  return sum === octal(block, 148, 8);
}

/**
 * The entry a 512-byte tar header names; null for the end (a block of zeros). Anything but a
 * plain file or folder, a header that does not add up, or a name that would leave the folder is
 * an error: the copy is the build's own, so any of those means it is damaged.
 */
export function tarEntryOf(block: Uint8Array): TarEntry | null {
  if (block.length !== BLOCK) throw new Error('a tar header is 512 bytes');
  if (block.every((byte) => byte === 0)) return null;
  if (!checksumHolds(block)) throw new Error("the template's tar has a damaged header");
  const name = text(block, 0, 100);
  const prefix = text(block, 257, 5) === 'ustar' ? text(block, 345, 155) : '';
  const parts = (prefix === '' ? name : `${prefix}/${name}`)
    .split('/')
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.some((part) => part === '.' || part === '..')) {
    throw new Error(`the template's tar names a path outside its folder: ${name}`);
  }
  const kind = String.fromCharCode(block[156] ?? 0);
  if (kind === '5') return { path: parts.join('/'), type: 'folder', size: 0 };
  if (kind !== '0' && kind !== '\0') {
    throw new Error(`the template's tar holds an entry of type ${JSON.stringify(kind)}`);
  }
  return { path: parts.join('/'), type: 'file', size: octal(block, 124, 12) };
}

/** Reads exactly `length` bytes at `position` into the buffer's start. */
async function readExactly(tar: FileHandle, buffer: Buffer, length: number, position: number) {
  let done = 0;
  while (done < length) {
    const { bytesRead } = await tar.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) throw new Error("the template's tar ends inside an entry");
    done += bytesRead;
  }
}

async function writeAll(file: FileHandle, bytes: Uint8Array): Promise<void> {
  let done = 0;
  while (done < bytes.length) done += (await file.write(bytes, done)).bytesWritten;
}

/** Copies one file's `size` bytes from the tar at `position` into `target`. */
async function copyOut(
  tar: FileHandle,
  buffer: Buffer,
  entry: { size: number; position: number },
  target: string,
): Promise<void> {
  const out = await open(target, 'w', 0o600);
  try {
    for (let copied = 0; copied < entry.size;) {
      const length = Math.min(CHUNK, entry.size - copied);
      await readExactly(tar, buffer, length, entry.position + copied);
      await writeAll(out, buffer.subarray(0, length));
      copied += length;
    }
  } finally {
    await out.close();
  }
}

/**
 * Writes the tar's files and folders into `folder` (which exists), overwriting what a cut-off
 * earlier unpack left; the version file comes last.
 */
export async function unpackTar(file: string, folder: string): Promise<void> {
  const tar = await open(file, 'r');
  const buffer = Buffer.alloc(CHUNK);
  let versionFile: { size: number; position: number } | null = null;
  try {
    for (let position = 0; ;) {
      await readExactly(tar, buffer, BLOCK, position);
      const entry = tarEntryOf(buffer.subarray(0, BLOCK));
      if (entry === null) break;
      position += BLOCK;
      const target = join(folder, ...entry.path.split('/'));
      if (entry.type === 'folder') {
        await mkdir(target, { recursive: true, mode: 0o700 });
        continue;
      }
      const content = { size: entry.size, position };
      position += Math.ceil(entry.size / BLOCK) * BLOCK;
      if (entry.path === VERSION_FILE) {
        versionFile = content;
        continue;
      }
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await copyOut(tar, buffer, content, target);
    }
    if (!versionFile) throw new Error(`the template's tar holds no ${VERSION_FILE}`);
    await copyOut(tar, buffer, versionFile, join(folder, VERSION_FILE));
  } finally {
    await tar.close();
  }
}
