import PDFDocument from 'pdfkit';
import { DOCUMENT_FONTS } from '../../documents/document-fonts';

/**
 * The sandbox's parcel label (decision 0082): an A6 page (105 × 148 mm) as a carrier prints it,
 * with the parcel id large, the barcode's text, the recipient, the locker and what to collect.
 * A real PDF, read back by the tests. Never used by the live adapter (Box Now prints its own).
 */
const A6 = [297.64, 419.53] as const;

export type LabelFacts = { parcelId: string; orderNumber: string; recipient: string; phone: string; locker: string; cod: string | null; item: number; items: number };

export function renderSandboxLabel(facts: LabelFacts): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: [...A6], margin: 18, info: { Title: `BOX NOW ${facts.parcelId}`, Producer: 'Box Now sandbox' } });
  doc.registerFont('regular', DOCUMENT_FONTS.regular);
  doc.registerFont('bold', DOCUMENT_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(18).text('BOX NOW (sandbox)');
  doc.moveDown(0.5).font('bold').fontSize(26).text(facts.parcelId);
  doc.font('regular').fontSize(9).text(`*${facts.parcelId}*`);
  doc.moveDown().font('regular').fontSize(11).text(`Παραλήπτης / Recipient: ${facts.recipient}`);
  doc.text(`Τηλ. / Phone: ${facts.phone}`);
  doc.text(`Locker: ${facts.locker}`);
  doc.text(`Παραγγελία / Order: ${facts.orderNumber}`);
  doc.text(`Δέμα / Parcel: ${facts.item + 1}/${facts.items}`);
  doc.moveDown().font('bold').fontSize(14).text(facts.cod ? `Αντικαταβολή / COD: ${facts.cod} €` : 'Προπληρωμένο / Prepaid');
  doc.end();
  return done;
}
