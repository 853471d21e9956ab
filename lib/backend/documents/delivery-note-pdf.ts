import type { DeliveryNoteContent } from './delivery-note-content';
import { pdfDocument, type PdfDoc } from './pdf-document';
import { drawQrCode } from './render-pdf';

/**
 * A delivery note on an A4 page with pdfkit (decision 0089): the title and number, the sender and
 * the recipient side by side, the dispatch, purpose and carrier, the goods (code, description,
 * quantity; the header repeated on a new page) and the fiscal block with the QR code the carrier
 * scans. Every text comes from `DeliveryNoteContent`.
 */
const MARGIN = 48;
const A4 = { width: 595.28, height: 841.89 };
const CONTENT = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN;
const GREY = '#555555';
const QR_SIZE = 110;
const COLUMNS = [
  { key: 'code', width: 100, align: 'left' },
  { key: 'description', width: CONTENT - 160, align: 'left' },
  { key: 'quantity', width: 60, align: 'right' },
] as const;

type Doc = PdfDoc;

function tableHeader(doc: Doc, content: DeliveryNoteContent, top: number): number {
  let x = MARGIN;
  doc.font('bold').fontSize(9.5).fillColor(GREY);
  for (const column of COLUMNS) {
    doc.text(content.columns[column.key], x, top, { width: column.width - 6, align: column.align });
    x += column.width;
  }
  doc.moveTo(MARGIN, doc.y + 2).lineTo(MARGIN + CONTENT, doc.y + 2).strokeColor('#999999').stroke();
  return doc.y + 6;
}

export function renderDeliveryNotePdf(content: DeliveryNoteContent, createdAt: Date): Promise<Uint8Array> {
  const { doc, done } = pdfDocument({ size: 'A4', margin: MARGIN, lang: content.language, info: { Title: `${content.title} ${content.number}`, Author: content.sender.lines[0] ?? '', CreationDate: createdAt } });

  doc.font('bold').fontSize(20).fillColor('black').text(content.title, MARGIN, MARGIN, { width: CONTENT });
  doc.font('regular').fontSize(10).text(content.number).text(content.reference);
  for (const line of content.lines) doc.text(line);
  let top = doc.y + 14;
  let bottom = top;
  for (const [index, party] of [content.sender, content.recipient].entries()) {
    const x = MARGIN + index * (CONTENT / 2 + 12);
    const width = CONTENT / 2 - 12;
    doc.font('bold').fontSize(10).fillColor(GREY).text(party.heading, x, top, { width });
    doc.fillColor('black').fontSize(9.5);
    party.lines.forEach((line, i) => doc.font(i === 0 ? 'bold' : 'regular').text(line, x, undefined, { width }));
    bottom = Math.max(bottom, doc.y);
  }
  top = tableHeader(doc, content, bottom + 16);
  doc.font('regular').fontSize(9.5).fillColor('black');
  for (const row of content.rows) {
    const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(row[c.key], { width: c.width - 6 })));
    if (top + height > BOTTOM) {
      doc.addPage();
      top = tableHeader(doc, content, MARGIN);
      doc.font('regular').fontSize(9.5).fillColor('black');
    }
    let x = MARGIN;
    for (const column of COLUMNS) {
      doc.text(row[column.key], x, top, { width: column.width - 6, align: column.align });
      x += column.width;
    }
    top += height + 4;
  }
  if (top + QR_SIZE + 16 > BOTTOM) {
    doc.addPage();
    top = MARGIN;
  }
  top += 16;
  const textWidth = content.fiscal.qrUrl ? CONTENT - QR_SIZE - 16 : CONTENT;
  content.fiscal.lines.forEach((line, i) => doc.font(i === 0 ? 'bold' : 'regular').fontSize(9.5).text(line, MARGIN, i === 0 ? top : undefined, { width: textWidth }));
  if (content.fiscal.qrUrl) drawQrCode(doc, content.fiscal.qrUrl, MARGIN + CONTENT - QR_SIZE, top, QR_SIZE);
  doc.end();
  return done;
}
