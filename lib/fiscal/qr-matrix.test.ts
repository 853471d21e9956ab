import jsQR from 'jsqr';
import { qrMatrix } from './qr-matrix';

/** The matrix drawn as an RGBA image (4 px a module, a 4-module quiet zone), as a camera would see it. */
function raster(matrix: boolean[][], scale = 4, quiet = 4): { data: Uint8ClampedArray; size: number } {
  const size = (matrix.length + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const i = (((r + quiet) * scale + y) * size + (c + quiet) * scale + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }),
  );
  return { data, size };
}

describe('the QR code of a fiscal document', () => {
  it('reads back as the URL it was made from', () => {
    const url = 'https://mydatapi.aade.gr/TimologioQR/QRInfo?q=E983749569A44D1417B39328DED86B6E84AF6B59';
    const matrix = qrMatrix(url);
    expect(matrix.length).toBeGreaterThanOrEqual(21);
    expect(matrix.every((row) => row.length === matrix.length)).toBe(true);
    const { data, size } = raster(matrix);
    expect(jsQR(data, size, size)?.data).toBe(url);
  });

  it('refuses an empty or oversized text', () => {
    expect(() => qrMatrix('')).toThrow(RangeError);
    expect(() => qrMatrix('x'.repeat(1001))).toThrow(RangeError);
  });
});
