import PDFDocument from 'pdfkit';
import { DOCUMENT_FONTS } from '../../documents/document-fonts';
import { escapeHtml } from '../../mail/templates';

/**
 * The carrier sandboxes' parcel label (decisions 0082–0083): an A6 page (105 × 148 mm, a thermal
 * label) or the label on an A4 sheet, as a carrier prints it, with the parcel or voucher number
 * large, the barcode's text, the recipient, where it goes and what to collect. A real PDF, read back
 * by the tests. Never used by the live adapters (the carriers print their own).
 */
const PAGES = { A6: [297.64, 419.53], A4: [595.28, 841.89] } as const;

export type LabelFacts = { carrier: string; paper: 'A6' | 'A4'; parcelId: string; orderNumber: string; recipient: string; phone: string; destination: string; cod: string | null; item: number; items: number };

export function renderSandboxLabel(facts: LabelFacts): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: [...PAGES[facts.paper]], margin: 18, info: { Title: `${facts.carrier} ${facts.parcelId}`, Producer: `${facts.carrier} sandbox` } });
  doc.registerFont('regular', DOCUMENT_FONTS.regular);
  doc.registerFont('bold', DOCUMENT_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('bold').fontSize(18).text(`${facts.carrier} (sandbox)`);
  doc.moveDown(0.5).font('bold').fontSize(26).text(facts.parcelId);
  doc.font('regular').fontSize(9).text(`*${facts.parcelId}*`);
  doc.moveDown().font('regular').fontSize(11).text(`Παραλήπτης / Recipient: ${facts.recipient}`);
  doc.text(`Τηλ. / Phone: ${facts.phone}`);
  doc.text(`Προς / To: ${facts.destination}`);
  doc.text(`Παραγγελία / Order: ${facts.orderNumber}`);
  doc.text(`Δέμα / Parcel: ${facts.item + 1}/${facts.items}`);
  doc.moveDown().font('bold').fontSize(14).text(facts.cod ? `Αντικαταβολή / COD: ${facts.cod} €` : 'Προπληρωμένο / Prepaid');
  doc.end();
  return done;
}

/** A carrier sandbox's public tracking page: what the customer's "follow the parcel" link opens in a demo. */
export const trackingPage = (carrier: string, line: string): string =>
  `<!doctype html><html lang="el"><meta charset="utf-8"><title>${escapeHtml(carrier)} sandbox</title><main><h1>${escapeHtml(carrier)} (sandbox)</h1><p>Δοκιμαστική παρακολούθηση, όχι της μεταφορικής. / A test tracking page, not the carrier's.</p><p>${escapeHtml(line)}</p></main></html>`;
