import { qrMatrix } from '@/lib/fiscal/qr-matrix';
import type { DocumentContent, DocumentRow } from './document-content';
import { pdfDocument, type PdfDoc } from './pdf-document';
import { drawTableHeader, drawTableRow, tableRowHeight, type PdfColumn, type PdfTable } from './pdf-table';

/**
 * Lays an order's document out on A4 pages with pdfkit: the seller and the title, the parties,
 * the lines (the header repeated on each new page), the totals, delivery and payment, the fiscal
 * block (MARK, UID and the QR code drawn as vector squares, issue #47), and a "page n of m" footer. Every text comes from `DocumentContent`; nothing is decided here.
 */
const MARGIN = 48;
const A4 = { width: 595.28, height: 841.89 };
const CONTENT = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 24; // room for the footer
const GREY = '#555555';
const RULE = '#999999';

const COLUMNS: readonly PdfColumn<keyof DocumentRow>[] = [
  { key: 'code', width: 72, align: 'left' },
  { key: 'name', width: 150, align: 'left' },
  { key: 'variant', width: 100, align: 'left' },
  { key: 'quantity', width: 35, align: 'right' },
  { key: 'unitPrice', width: 71, align: 'right' },
  { key: 'lineTotal', width: CONTENT - 72 - 150 - 100 - 35 - 71, align: 'right' },
];
const TABLE: PdfTable<keyof DocumentRow> = { columns: COLUMNS, left: MARGIN, width: CONTENT };

type Doc = PdfDoc;

function header(doc: Doc, content: DocumentContent): void {
  doc.font('bold').fontSize(15).fillColor('black').text(content.seller.lines[0] ?? '', MARGIN, MARGIN, { width: CONTENT / 2 });
  doc.font('bold').fontSize(20).text(content.title, MARGIN + CONTENT / 2, MARGIN, { width: CONTENT / 2, align: 'right' });
  doc.font('regular').fontSize(10).text(content.number, { width: CONTENT / 2, align: 'right' });
  if (content.reference) doc.text(content.reference, { width: CONTENT / 2, align: 'right' });
  doc.text(content.date, { width: CONTENT / 2, align: 'right' });
}

function parties(doc: Doc, content: DocumentContent, top: number): number {
  const width = CONTENT / 2 - 12;
  let bottom = top;
  for (const [index, party] of [content.seller, content.buyer].entries()) {
    const x = MARGIN + index * (CONTENT / 2 + 12);
    doc.font('bold').fontSize(10).fillColor(GREY).text(party.heading, x, top, { width });
    doc.fillColor('black').font('regular').fontSize(9.5);
    party.lines.forEach((line, i) => doc.font(i === 0 ? 'bold' : 'regular').text(line, x, undefined, { width }));
    bottom = Math.max(bottom, doc.y);
  }
  return bottom;
}

function tableHeader(doc: Doc, content: DocumentContent, top: number): number {
  return drawTableHeader(doc, TABLE, content.columns, top, 9);
}

function lines(doc: Doc, content: DocumentContent, top: number): number {
  let y = tableHeader(doc, content, top);
  for (const row of content.rows) {
    doc.font('regular').fontSize(9);
    if (y + tableRowHeight(doc, TABLE, row) > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, content, MARGIN);
      doc.font('regular').fontSize(9);
    }
    y = drawTableRow(doc, TABLE, row, y) + 5;
  }
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT, y).strokeColor(RULE).lineWidth(0.7).stroke();
  return y + 10;
}

function ensureRoom(doc: Doc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return MARGIN;
}

function totals(doc: Doc, content: DocumentContent, top: number): number {
  const labelWidth = 170;
  const amountWidth = 90;
  const x = MARGIN + CONTENT - labelWidth - amountWidth;
  let y = ensureRoom(doc, top, content.totals.length * 15 + 10);
  for (const row of content.totals) {
    const last = row.key === 'total';
    if (last) {
      doc.moveTo(x, y).lineTo(MARGIN + CONTENT, y).strokeColor(RULE).lineWidth(0.7).stroke();
      y += 4;
    }
    doc.font(last ? 'bold' : 'regular').fontSize(last ? 11 : 9.5);
    doc.text(row.label, x, y, { width: labelWidth, align: 'left' });
    doc.text(row.amount, x + labelWidth, y, { width: amountWidth, align: 'right' });
    y = doc.y + 3;
  }
  // The fiscal document's VAT per rate, under the totals.
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  for (const row of content.vatRates) {
    y = ensureRoom(doc, y, 14);
    doc.text(row.label, x, y, { width: labelWidth, align: 'left' });
    doc.text(row.amount, x + labelWidth, y, { width: amountWidth, align: 'right' });
    y = doc.y + 2;
  }
  doc.fillColor('black');
  return y + 8;
}

function methods(doc: Doc, content: DocumentContent, top: number): number {
  let y = ensureRoom(doc, top, 60);
  for (const method of content.methods) {
    doc.font('bold').fontSize(9.5).text(`${method.label}: `, MARGIN, y, { continued: true }).font('regular').text(method.value, { width: CONTENT });
    y = doc.y + 3;
  }
  doc.moveDown(0.8).fontSize(8.5).fillColor(GREY).text(content.note, MARGIN, undefined, { width: CONTENT }).fillColor('black');
  return doc.y + 12;
}

const QR_SIZE = 92;

/** The fiscal block: its lines at the left, the QR code (4 modules of quiet zone) at the right. */
function fiscal(doc: Doc, content: DocumentContent, top: number): void {
  const y = ensureRoom(doc, top, QR_SIZE + 8);
  const textWidth = content.fiscal.qrUrl ? CONTENT - QR_SIZE - 16 : CONTENT;
  doc.font('bold').fontSize(9.5).fillColor('black');
  content.fiscal.lines.forEach((line, i) => doc.font(i === 0 ? 'bold' : 'regular').text(line, MARGIN, i === 0 ? y : undefined, { width: textWidth }));
  if (content.fiscal.qrUrl) drawQrCode(doc, content.fiscal.qrUrl, MARGIN + CONTENT - QR_SIZE, y, QR_SIZE);
}

/** A QR code as vector squares, `size` wide with 4 modules of quiet zone (the fiscal documents' and the delivery notes'). */
export function drawQrCode(doc: Doc, text: string, left: number, top: number, size: number): void {
  const matrix = qrMatrix(text);
  const cell = size / (matrix.length + 8);
  doc.rect(left, top, size, size).fill('white');
  matrix.forEach((row, r) => row.forEach((dark, c) => dark && doc.rect(left + (c + 4) * cell, top + (r + 4) * cell, cell, cell)));
  doc.fill('black');
}

function footers(doc: Doc, content: DocumentContent): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Writing below the bottom margin would start a new page: lift the margin for the footer.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(GREY);
    doc.text(`${content.metaTitle} · ${content.pageLabel(i + 1, range.count)}`, MARGIN, A4.height - MARGIN, { width: CONTENT, align: 'center', lineBreak: false });
  }
}

/** The document as PDF bytes. */
export function renderDocumentPdf(content: DocumentContent, createdAt: Date): Promise<Uint8Array> {
  const { doc, done } = pdfDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: content.language,
    info: { Title: content.metaTitle, Author: content.seller.lines[0] ?? '', CreationDate: createdAt },
  });
  header(doc, content);
  const partiesBottom = parties(doc, content, Math.max(doc.y, MARGIN + 60) + 24);
  const linesBottom = lines(doc, content, partiesBottom + 24);
  fiscal(doc, content, methods(doc, content, totals(doc, content, linesBottom)));
  footers(doc, content);
  doc.end();
  return done;
}
