import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /**
   * The entry's DOS timestamp, `YYYY-MM-DD HH:MM:SS`: a wall-clock time without a zone, which
   * every unzip shows as it is. The same in the local header and the central directory.
   */
  modified: string;
  /**
   * The extended timestamp (Info-ZIP's "UT" field, seconds since 1970 UTC) when the entry has
   * one: a reader that knows it shows that instant in its own time zone instead.
   */
  unixTime: number | null;
}

/** A DOS date and time (2-second steps) as `YYYY-MM-DD HH:MM:SS`. */
function dosTimestamp(date: number, time: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${1980 + (date >> 9)}-${two((date >> 5) & 0xf)}-${two(date & 0x1f)} ` +
    `${two(time >> 11)}:${two((time >> 5) & 0x3f)}:${two((time & 0x1f) * 2)}`
  );
}

/** The modification time of the "UT" field among an entry's extra fields, if there is one. */
function extendedTime(extra: Buffer): number | null {
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    const modificationTimeGiven = (extra.readUInt8(at + 4) & 1) === 1;
    if (extra.readUInt16LE(at) === 0x5455 && modificationTimeGiven)
      return extra.readInt32LE(at + 5);
  }
  return null;
}

/**
 * Reads a ZIP from its central directory, checking each entry's CRC, so a test can tell a
 * valid archive from a truncated one. Stored (uncompressed) and deflated entries only; no
 * ZIP64, which test archives never need.
 */
export function zipEntries(zip: Buffer): ZipEntry[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a ZIP: no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const modified = dosTimestamp(zip.readUInt16LE(at + 14), zip.readUInt16LE(at + 12));
    const localModified = dosTimestamp(zip.readUInt16LE(local + 12), zip.readUInt16LE(local + 10));
    if (localModified !== modified)
      throw new Error(`${name}: modified ${localModified} locally, ${modified} centrally`);
    const extraStart = at + 46 + nameLength;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressedSize);
    const data = method === 0 ? raw : zlib.inflateRawSync(raw);
    if (data.length !== size || zlib.crc32(data) !== crc) throw new Error(`${name} is corrupt`);
    const unixTime = extendedTime(zip.subarray(extraStart, extraStart + extraLength));
    entries.push({ name, data, modified, unixTime });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
