/**
 * Reads zip answers back in tests, independently of the service's own zip writer: the end of
 * central directory, each central entry, its local header and data, inflated and checked
 * against the CRC-32 and sizes the archive states. Only what the service writes is read:
 * stored or deflated entries, no ZIP64, no encryption.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import { parseCsv } from './csv-reader.js';

export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

export function readZip(archive: Uint8Array): ZipEntry[] {
  const zip = Buffer.from(archive);
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${index}: no central header`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.toString(flags & (1 << 11) ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + skip;

    if (zip.readUInt32LE(offset) !== 0x04034b50) throw new Error(`${name}: no local header`);
    const localName = zip.toString(
      'utf8',
      offset + 30,
      offset + 30 + zip.readUInt16LE(offset + 26),
    );
    if (localName !== name) throw new Error(`${name}: local header names ${localName}`);
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const packed = zip.subarray(start, start + packedSize);
    const bytes = method === 8 ? inflateRawSync(packed) : method === 0 ? Buffer.from(packed) : null;
    if (bytes === null) throw new Error(`${name}: method ${method}`);
    if (bytes.length !== size) throw new Error(`${name}: ${bytes.length} bytes, stated ${size}`);
    if (crc32(bytes) !== crc) throw new Error(`${name}: CRC-32 differs`);
    entries.push({ name, bytes });
  }
  return entries;
}

/** A report's CSV tables as a zip answer: each file's rows by its name, BOM checked. */
export async function getCsvTables(
  url: string,
  token: string,
  delimiter: ',' | ';',
): Promise<{ headers: Headers; tables: Map<string, string[][]> }> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${response.status}: ${bytes.toString()}`);
  if (response.headers.get('content-type') !== 'application/zip') {
    throw new Error(`not a zip: ${response.headers.get('content-type')}`);
  }
  const tables = new Map<string, string[][]>();
  for (const entry of readZip(bytes)) {
    const text = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(entry.bytes);
    if (!text.startsWith('\uFEFF')) throw new Error(`${entry.name}: no BOM`);
    tables.set(entry.name, parseCsv(text, delimiter));
  }
  return { headers: response.headers, tables };
}
