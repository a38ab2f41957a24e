/** The zip writer, read back by the tests' own reader (test/api/zip-reader.ts). */
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../electron/service/domain/export/zip.js';
import { readZip } from '../../api/zip-reader.js';

describe('zipOf', () => {
  it('holds each file by its UTF-8 name, empty and repetitive ones too', () => {
    const files = [
      { name: '01 Omzet (incl. btw) – €.csv', bytes: Buffer.from('\uFEFFa;b\r\n1,00;2\r\n') },
      { name: 'empty.csv', bytes: new Uint8Array() },
      { name: 'long.csv', bytes: Buffer.from('0123456789;'.repeat(10_000)) },
    ];
    const archive = zipOf(files, Date.parse('2026-03-29T01:30:00Z'));
    const entries = readZip(archive);
    expect(entries.map((entry) => entry.name)).toEqual(files.map((file) => file.name));
    // Compared as bytes: a deep equal of 110 kB would take most of a second.
    entries.forEach((entry, index) => {
      expect(entry.bytes.equals(Buffer.from(files[index]?.bytes ?? []))).toBe(true);
    });
    // Deflated: a repetitive file takes far less room than its bytes.
    expect(archive.length).toBeLessThan(2_000);
  });

  it('dates each entry with the Amsterdam wall clock (MS-DOS date and time)', () => {
    // 29 March 2026 01:30 UTC is 03:30 summer time in Amsterdam.
    const archive = zipOf(
      [{ name: 'a.csv', bytes: Buffer.from('x') }],
      Date.parse('2026-03-29T01:30:00Z'),
    );
    const time = archive.readUInt16LE(10);
    const date = archive.readUInt16LE(12);
    expect([time >> 11, (time >> 5) & 0x3f, (time & 0x1f) * 2]).toEqual([3, 30, 0]);
    expect([(date >> 9) + 1980, (date >> 5) & 0x0f, date & 0x1f]).toEqual([2026, 3, 29]);
  });
});
