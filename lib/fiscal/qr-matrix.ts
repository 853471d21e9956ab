/**
 * A QR code's modules for a URL (issue #47: the QR of a fiscal document, which opens it at AADE),
 * with qrcode-generator: error correction M, the smallest version that holds the text. The PDF
 * draws each dark module as a square (lib/backend/documents/render-pdf.ts), so it stays vector and
 * sharp at any zoom. Pure.
 */
import qrcode from 'qrcode-generator';

export function qrMatrix(text: string): boolean[][] {
  if (text.length === 0 || text.length > 1000) throw new RangeError('a QR code here holds 1 to 1000 characters');
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}
