import sharp from 'sharp';

/**
 * Real picture files for the tests, made with sharp (issue #45 item 2): a camera JPEG lying on its
 * side (EXIF orientation 6) with a GPS position, a PNG, and the bad files an upload must refuse.
 */

/** 300 × 200, red left half and blue right half: upright (orientation 6 → turned 90° clockwise) it is 200 × 300, red on top. */
export async function cameraJpeg(): Promise<Buffer> {
  const half = await sharp({ create: { width: 150, height: 200, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Field 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '23/1 43/1 0/1' } })
    .toBuffer();
}

/** A plain picture of one colour, as PNG (or another format). */
export function plainPicture(color: string, format: 'png' | 'jpeg' | 'webp' | 'avif' = 'png', size = { width: 64, height: 48 }): Promise<Buffer> {
  return sharp({ create: { ...size, channels: 3, background: color } }).toFormat(format).toBuffer();
}

/**
 * An image bomb: a valid PNG header that says 30 000 × 30 000 (900 MP) with almost no data
 * behind it. (Its IDAT is a tiny deflate stream, so the file is a few hundred bytes.)
 */
export function pngBombHeader(width = 30_000, height = 30_000): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

export const SVG_WITH_SCRIPT = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');

export const TEXT_FILE = Buffer.from('name,price\nboots,120\n');

/** A JPEG with a ZIP archive and an HTML page with a script appended (a "GIFAR"-style polyglot). */
export async function polyglotJpeg(): Promise<Buffer> {
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('payload.html'), Buffer.alloc(30), Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
  return Buffer.concat([await plainPicture('#22aa66', 'jpeg'), zip, Buffer.from('<html><script>alert(1)</script></html>')]);
}
