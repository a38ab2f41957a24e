/**
 * A zip archive of a few files made in memory (a report's tables as CSV files, each a few
 * kilobytes): PKWARE's APPNOTE format, each file deflated, UTF-8 names (flag bit 11), no
 * ZIP64 (an archive stays far below 4 GiB and 65,535 files; larger input is refused rather
 * than written wrong). Windows Explorer, macOS and Excel's users' unzip tools all open it.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { amsterdamOffsetMinutes } from '../../../../shared/dates.js';

export interface ZipFile {
  /** The name inside the archive (a plain name: no folders). */
  name: string;
  bytes: Uint8Array;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Version 2.0: deflate. */
const VERSION = 20;
const UTF8_NAMES = 1 << 11;
const DEFLATE = 8;
const LIMIT = 0xffffffff;

/** The MS-DOS date and time a zip entry carries: the Amsterdam wall clock of the instant. */
function dosDateTime(instant: number): { date: number; time: number } {
  const wall = new Date(instant + amsterdamOffsetMinutes(instant) * 60_000);
  const year = Math.min(Math.max(wall.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((wall.getUTCMonth() + 1) << 5) | wall.getUTCDate(),
    time: (wall.getUTCHours() << 11) | (wall.getUTCMinutes() << 5) | (wall.getUTCSeconds() >> 1),
  };
}

/** The archive of the files, in their order, each dated `modifiedAt` (epoch milliseconds). */
export function zipOf(files: readonly ZipFile[], modifiedAt: number): Buffer {
  if (files.length > 0xffff) throw new Error('a zip without ZIP64 holds at most 65,535 files');
  const { date, time } = dosDateTime(modifiedAt);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const data = deflateRawSync(file.bytes);
    if (file.bytes.length >= LIMIT || offset + data.length >= LIMIT) {
      throw new Error('a zip without ZIP64 holds at most 4 GiB');
    }
    const crc = crc32(file.bytes);
    // The fields the local and the central header share, from "version needed" on.
    const shared = Buffer.alloc(26);
    shared.writeUInt16LE(VERSION, 0);
    shared.writeUInt16LE(UTF8_NAMES, 2);
    shared.writeUInt16LE(DEFLATE, 4);
    shared.writeUInt16LE(time, 6);
    shared.writeUInt16LE(date, 8);
    shared.writeUInt32LE(crc, 10);
    shared.writeUInt32LE(data.length, 14);
    shared.writeUInt32LE(file.bytes.length, 18);
    shared.writeUInt16LE(name.length, 22);
    shared.writeUInt16LE(0, 24); // no extra field

    const local = Buffer.alloc(4);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    locals.push(local, shared, name, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4); // made by: MS-DOS, version 2.0
    shared.copy(central, 6);
    // comment length, disk number, internal and external attributes: 0
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + shared.length + name.length + data.length;
  }
  const centralSize = centrals.reduce((size, part) => size + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
