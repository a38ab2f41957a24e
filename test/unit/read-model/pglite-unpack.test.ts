/**
 * A new database folder is filled from the build's tar a block at a time (pglite-unpack.ts):
 * files and folders land where the tar names them with their bytes, the version file last, and
 * a header that is damaged, of another kind or naming a path outside the folder is refused.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  tarEntryOf,
  unpackTar,
} from '../../../electron/service/data/read-model/pglite/pglite-unpack.js';

const root = mkdtempSync(join(tmpdir(), 'backoffice-unpack-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A ustar header as PGlite's dumpDataDir writes one: name, mode, size, type, checksum. */
function header(name: string, type: '0' | '5' | '2', size = 0): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, 'utf8');
  block.write('0000600\0', 100);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(type, 156);
  block.write('ustar\u000000', 257);
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padded = (bytes: Buffer) =>
  Buffer.concat([bytes, Buffer.alloc((512 - (bytes.length % 512)) % 512)]);

function tarOf(entries: { name: string; type: '0' | '5'; content?: Buffer }[]): string {
  const blocks = entries.flatMap(({ name, type, content = Buffer.alloc(0) }) => [
    header(name, type, content.length),
    padded(content),
  ]);
  const file = join(mkdtempSync(join(root, 'tar-')), 'template.tar');
  writeFileSync(file, Buffer.concat([...blocks, Buffer.alloc(1024)]));
  return file;
}

describe('tarEntryOf', () => {
  it('reads a file, a folder and the end of the tar', () => {
    expect(tarEntryOf(header('/global/1213', '0', 8192))).toEqual({
      path: 'global/1213',
      type: 'file',
      size: 8192,
    });
    expect(tarEntryOf(header('/pg_wal/', '5'))).toEqual({
      path: 'pg_wal',
      type: 'folder',
      size: 0,
    });
    expect(tarEntryOf(Buffer.alloc(512))).toBeNull();
  });

  it('refuses a damaged header, a link, and a name outside the folder', () => {
    const damaged = header('/global/1213', '0', 10);
    damaged[0] = 'x'.charCodeAt(0);
    expect(() => tarEntryOf(damaged)).toThrow(/damaged header/);
    expect(() => tarEntryOf(header('/base/link', '2'))).toThrow(/entry of type "2"/);
    expect(() => tarEntryOf(header('/base/../../etc/passwd', '0', 1))).toThrow(
      /outside its folder/,
    );
    expect(() => tarEntryOf(header('/', '5'))).toThrow(/outside its folder/);
  });
});

describe('unpackTar', () => {
  it('writes every file with its bytes, larger than one copy buffer too, and the version file', async () => {
    const large = Buffer.alloc(1024 * 1024 + 700, 7);
    const file = tarOf([
      { name: '/PG_VERSION', type: '0', content: Buffer.from('18\n') },
      { name: '/pg_wal', type: '5' },
      { name: '/pg_wal/000000010000000000000001', type: '0', content: large },
      { name: '/base/5/1259', type: '0', content: Buffer.from('rows') },
      { name: '/postmaster.opts', type: '0' },
    ]);
    const folder = mkdtempSync(join(root, 'db-'));
    await unpackTar(file, folder);
    expect(readFileSync(join(folder, 'PG_VERSION'), 'utf8')).toBe('18\n');
    expect(readFileSync(join(folder, 'pg_wal', '000000010000000000000001')).equals(large)).toBe(
      true,
    );
    expect(readFileSync(join(folder, 'base', '5', '1259'), 'utf8')).toBe('rows');
    expect(readdirSync(folder).sort()).toEqual(['PG_VERSION', 'base', 'pg_wal', 'postmaster.opts']);
  });

  it('says so when the tar ends inside a file, and leaves no version file then', async () => {
    const full = readFileSync(
      tarOf([
        { name: '/global/1213', type: '0', content: Buffer.alloc(2048, 1) },
        { name: '/PG_VERSION', type: '0', content: Buffer.from('18\n') },
      ]),
    );
    const file = join(mkdtempSync(join(root, 'cut-')), 'template.tar');
    writeFileSync(file, full.subarray(0, 1024));
    const folder = mkdtempSync(join(root, 'db-'));
    await expect(unpackTar(file, folder)).rejects.toThrow(/ends inside an entry/);
    expect(readdirSync(folder)).not.toContain('PG_VERSION');
  });
});
