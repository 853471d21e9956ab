import PDFDocument from 'pdfkit';
import { DOCUMENT_FONTS } from './document-fonts';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * A pdfkit document with the documents' fonts registered as `regular` and `bold` (DejaVu Sans:
 * Greek, Latin and €), and its bytes once it ends: the one way the shop's own PDFs start (the
 * order's documents, the delivery notes).
 */
export function pdfDocument(options: ConstructorParameters<typeof PDFDocument>[0]): { doc: PdfDoc; done: Promise<Uint8Array> } {
  const doc = new PDFDocument({ font: DOCUMENT_FONTS.regular, ...options });
  doc.registerFont('regular', DOCUMENT_FONTS.regular);
  doc.registerFont('bold', DOCUMENT_FONTS.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, done };
}
