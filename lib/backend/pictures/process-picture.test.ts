import sharp from 'sharp';
import { sniffPicture } from './picture-format';
import { PICTURE_BODY_MAX_BYTES, PICTURE_MAX_BYTES } from '@/lib/rules/picture-limits';
import { processPicture, PictureRefusedError } from './process-picture';
import { readUploadForm } from './read-upload';
import { cameraJpeg, plainPicture, pngBombHeader, polyglotJpeg, SVG_WITH_SCRIPT, TEXT_FILE } from './testing/picture-files';

const refusal = (promise: Promise<unknown>) => promise.then(() => 'accepted', (error: unknown) => (error instanceof PictureRefusedError ? error.key : String(error)));

describe('processPicture', () => {
  it('turns a camera JPEG upright and strips its EXIF and GPS', async () => {
    const input = await cameraJpeg();
    const before = await sharp(input).metadata();
    expect([before.width, before.height, before.orientation]).toEqual([300, 200, 6]);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer
    const master = await processPicture(input);
    const after = await sharp(master.bytes).metadata();
    expect(after.format).toBe('webp');
    expect([master.width, master.height, after.width, after.height]).toEqual([200, 300, 200, 300]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(master.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    // red was on the left: upright, it is on top
    const { data } = await sharp(master.bytes).extract({ left: 100, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
    expect(master.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each(['png', 'jpeg', 'webp', 'avif'] as const)('accepts a %s and stores WebP', async (format) => {
    const master = await processPicture(await plainPicture('#cc8800', format));
    expect((await sharp(master.bytes).metadata()).format).toBe('webp');
    expect([master.width, master.height, master.sourceFormat]).toEqual([64, 48, format]);
  });

  it('scales a large picture down to the master size', async () => {
    const master = await processPicture(await plainPicture('#123456', 'jpeg', { width: 3000, height: 1500 }));
    expect([master.width, master.height]).toEqual([2400, 1200]);
  });

  it('refuses an image bomb (30000 × 30000 in a tiny file) before decoding it', async () => {
    const bomb = pngBombHeader();
    expect(bomb.length).toBeLessThan(200);
    expect(await refusal(processPicture(bomb))).toBe('picture_too_many_pixels');
  });

  it('refuses a text file, an SVG (with a script or without), a GIF and a truncated JPEG', async () => {
    expect(await refusal(processPicture(TEXT_FILE))).toBe('picture_not_image');
    expect(await refusal(processPicture(SVG_WITH_SCRIPT))).toBe('picture_svg_refused');
    expect(await refusal(processPicture(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe('picture_svg_refused');
    expect(await refusal(processPicture(await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer()))).toBe('picture_format_unsupported');
    const jpeg = await plainPicture('#ff00ff', 'jpeg', { width: 400, height: 300 });
    expect(await refusal(processPicture(jpeg.subarray(0, 200)))).toBe('picture_unreadable');
    expect(await refusal(processPicture(new Uint8Array()))).toBe('picture_not_image');
  });

  it('a PNG named or typed as anything is still sniffed from its bytes; a text file with a .jpg name is not an image', () => {
    expect(sniffPicture(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toEqual({ format: 'png' });
    expect(sniffPicture(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toEqual({ format: 'webp' });
    expect(sniffPicture(Buffer.from('\0\0\0\x1cftypheic\0\0\0\0mif1heic'))).toEqual({ refused: 'picture_format_unsupported' });
    expect(sniffPicture(Buffer.from('\0\0\0\x1cftypmif1\0\0\0\0mif1avif'))).toEqual({ format: 'avif' });
  });

  it('sanitises a polyglot JPEG (a ZIP and an HTML script appended): the stored picture keeps none of it', async () => {
    const input = await polyglotJpeg();
    expect(input.includes(Buffer.from('<script>'))).toBe(true);
    const master = await processPicture(input);
    for (const marker of ['PK', '<script>', '<html>', 'payload.html']) expect(master.bytes.includes(Buffer.from(marker))).toBe(false);
    expect((await sharp(master.bytes).metadata()).format).toBe('webp');
  });

  it('refuses a file over the byte limit', async () => {
    expect(await refusal(processPicture(new Uint8Array(PICTURE_MAX_BYTES + 1)))).toBe('picture_too_large');
  });
});

describe('readUploadForm', () => {
  const form = async (file: Uint8Array) => {
    const data = new FormData();
    data.set('file', new Blob([new Uint8Array(file)]), 'x.png');
    data.set('color', 'red');
    return new Request('http://shop.test/upload', { method: 'POST', body: data });
  };

  it('reads the file and the fields', async () => {
    const png = await plainPicture('#00ff00');
    const read = await readUploadForm(await form(png));
    expect(Buffer.from(read.file!).equals(png)).toBe(true);
    expect(read.fields).toEqual({ color: 'red' });
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({ pull: (c) => { pulled++; c.enqueue(new Uint8Array(1024)); } });
    const request = new Request('http://shop.test/upload', { method: 'POST', body, headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) }, duplex: 'half' } as RequestInit);
    expect(await refusal(readUploadForm(request))).toBe('picture_too_large');
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it('stops reading a 200 MB chunked upload as soon as it passes the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 200 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://shop.test/upload', { method: 'POST', body, headers: { 'content-type': 'multipart/form-data; boundary=x' }, duplex: 'half' } as RequestInit);
    expect(await refusal(readUploadForm(request))).toBe('picture_too_large');
    expect(sent).toBeLessThan(PICTURE_BODY_MAX_BYTES + 4 * 1024 * 1024);
  });

  const post = (body: string, type: string) => readUploadForm(new Request('http://shop.test/upload', { method: 'POST', body, headers: { 'content-type': type } }));

  it('a body that is neither a form nor JSON, or JSON without base64 in `file`, has no file', async () => {
    expect((await post('file=x', 'application/x-www-form-urlencoded')).file).toBeUndefined();
    expect((await post('{"file":"%%"}', 'application/json')).file).toBeUndefined();
    expect((await post('[1]', 'application/json')).file).toBeUndefined();
    expect((await post('{nope', 'application/json')).file).toBeUndefined();
  });

  it('reads JSON with the file in base64 (an ERP) and its text fields', async () => {
    const read = await post(JSON.stringify({ file: Buffer.from('abc').toString('base64'), color: 'red', alt_en: 'Front', extra: 3 }), 'application/json');
    expect(Buffer.from(read.file!).toString()).toBe('abc');
    expect(read.fields).toEqual({ color: 'red', alt_en: 'Front' });
  });
});
