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

/** A PDF page with the documents' fonts, and its bytes once it ends. */
function pdfPage(paper: 'A6' | 'A4', margin: number, title: string, producer: string) {
  const doc = new PDFDocument({ size: [...PAGES[paper]], margin, info: { Title: title, Producer: producer } });
  doc.registerFont('regular', DOCUMENT_FONTS.regular);
  doc.registerFont('bold', DOCUMENT_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, done };
}

export function renderSandboxLabel(facts: LabelFacts): Promise<Uint8Array> {
  const { doc, done } = pdfPage(facts.paper, 18, `${facts.carrier} ${facts.parcelId}`, `${facts.carrier} sandbox`);
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

/** The sandbox's pickup list: an A4 page with the list's number, day, and each voucher with its reference, recipient and cash to collect. */
export function renderPickupList(number: string, day: string, rows: readonly { voucher: string; reference: string; recipient: string; cod: string | null }[]): Promise<Uint8Array> {
  const { doc, done } = pdfPage('A4', 36, `ACS pickup list ${number}`, 'ACS Courier sandbox');
  doc.font('bold').fontSize(16).text(`ACS Courier (sandbox) — Λίστα παραλαβής / Pickup list ${number}`);
  doc.font('regular').fontSize(11).text(`Ημερομηνία / Date: ${day} · Αποστολές / Vouchers: ${rows.length}`);
  doc.moveDown();
  for (const row of rows) doc.text(`${row.voucher}  ${row.reference}  ${row.recipient}${row.cod ? `  Αντικαταβολή / COD ${row.cod} €` : ''}`);
  doc.moveDown(2).text('Υπογραφή courier / Courier signature: ____________________');
  doc.end();
  return done;
}
