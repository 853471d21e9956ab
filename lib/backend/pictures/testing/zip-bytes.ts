import { deflateRawSync } from 'node:zlib';

/**
 * ZIP files written byte by byte for the tests (decision 0042): a zip writer library would refuse
 * the bad ones (a name that climbs, sizes that lie). Each entry is stored or deflated; `declaredSize`
 * replaces the true uncompressed size in both headers (a ZIP bomb that lies about its size).
 */
export type TestZipEntry = { name: string; data: Uint8Array | string; deflate?: boolean; declaredSize?: number };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function zipBytes(entries: readonly TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data);
    const body = entry.deflate ? deflateRawSync(data) : data;
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? data.byteLength;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(entry.deflate ? 8 : 0, at + 4);
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(body.byteLength, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.byteLength, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + body.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
