import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';

/**
 * The QR code on a PDF's first page as a phone's camera would read it (tests only): the page
 * rendered by pdf.js (pdf-parse), decoded to pixels by sharp, read by jsQR. Undefined when none.
 */
export async function pdfQrText(bytes: Uint8Array): Promise<string | undefined> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const shot = await parser.getScreenshot({ partial: [1], scale: 3, imageBuffer: true, imageDataUrl: false });
    const png = shot.pages[0]?.data;
    if (!png) return undefined;
    const { data, info } = await sharp(Buffer.from(png)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
  } finally {
    await parser.destroy();
  }
}
