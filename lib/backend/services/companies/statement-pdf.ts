import { eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { CompanyStatement } from '@/lib/contract/staff-companies';
import type { ApiDeps } from '../../context';
import { partners } from '../../db/schema';
import { documentIssuerOf } from '../../documents/order-document';
import { pdfDocument, type PdfDoc } from '../../documents/pdf-document';
import { drawTableHeader, drawTableRow, tableRowHeight, type PdfColumn, type PdfTable } from '../../documents/pdf-table';
import { statementContent, type StatementContent, type StatementRow } from '../../documents/statement-content';

/**
 * A company's credit statement as an A4 PDF (issue #50 item 5, decision 0101) with pdfkit and the
 * documents' fonts (DejaVu Sans: Greek renders): the issuer (the partner's own issuer, else the
 * shop's company) and the title, the company and the figures side by side, the period's opening
 * balance, one row per ledger entry (the header repeated on each new page), the closing balance,
 * and "page n of m". Every text comes from statement-content.ts. Answered by `statementAttachment`.
 */
const MARGIN = 48;
const A4 = { width: 595.28, height: 841.89 };
const CONTENT = A4.width - 2 * MARGIN;
const BOTTOM = A4.height - MARGIN - 24;
const GREY = '#555555';
const RULE = '#999999';

const COLUMNS: readonly PdfColumn<keyof StatementRow>[] = [
  { key: 'date', width: 56, align: 'left' },
  { key: 'entry', width: 94, align: 'left' },
  { key: 'reference', width: 150, align: 'left' },
  { key: 'amount', width: 68, align: 'right' },
  { key: 'due', width: 56, align: 'right' },
  { key: 'balance', width: CONTENT - 56 - 94 - 150 - 68 - 56, align: 'right' },
];

const TABLE: PdfTable<keyof StatementRow> = { columns: COLUMNS, left: MARGIN, width: CONTENT };

function tableHeader(doc: PdfDoc, content: StatementContent, top: number): number {
  return drawTableHeader(doc, TABLE, content.columns, top, 8.5);
}

function balanceLine(doc: PdfDoc, line: { label: string; amount: string }, top: number): number {
  doc.font('bold').fontSize(9.5).fillColor('black');
  doc.text(line.label, MARGIN, top, { width: CONTENT - 120 });
  doc.text(line.amount, MARGIN + CONTENT - 120, top, { width: 120, align: 'right' });
  return doc.y + 6;
}

function head(doc: PdfDoc, content: StatementContent): number {
  const half = CONTENT / 2 - 12;
  doc.font('bold').fontSize(12).fillColor('black').text(content.issuer[0] ?? '', MARGIN, MARGIN, { width: half });
  doc.font('regular').fontSize(8.5).fillColor(GREY);
  for (const line of content.issuer.slice(1)) doc.text(line, MARGIN, undefined, { width: half });
  const issuerBottom = doc.y;
  doc.font('bold').fontSize(18).fillColor('black').text(content.title, MARGIN + CONTENT / 2, MARGIN, { width: CONTENT / 2, align: 'right' });
  doc.font('regular').fontSize(9.5).text(content.issued, { width: CONTENT / 2, align: 'right' });
  doc.text(content.period, { width: CONTENT / 2, align: 'right' });
  let top = Math.max(issuerBottom, doc.y) + 20;
  // The company at the left, the figures at the right.
  doc.font('bold').fontSize(10).fillColor(GREY).text(content.customer.heading, MARGIN, top, { width: half });
  doc.fillColor('black').fontSize(9.5);
  content.customer.lines.forEach((line, i) => doc.font(i === 0 ? 'bold' : 'regular').text(line, MARGIN, undefined, { width: half }));
  const customerBottom = doc.y;
  const x = MARGIN + CONTENT / 2 + 12;
  for (const row of content.summary) {
    doc.font('regular').fontSize(9.5).text(row.label, x, top, { width: half - 100 });
    doc.font('bold').text(row.value, x + half - 100, top, { width: 100, align: 'right' });
    top = doc.y + 3;
  }
  return Math.max(customerBottom, top) + 18;
}

export function renderStatementPdf(content: StatementContent, createdAt: Date): Promise<Uint8Array> {
  const { doc, done } = pdfDocument({ size: 'A4', margin: MARGIN, bufferPages: true, lang: content.language, info: { Title: content.metaTitle, Author: content.issuer[0] ?? '', CreationDate: createdAt } });
  let y = balanceLine(doc, content.opening, head(doc, content));
  y = tableHeader(doc, content, y + 4);
  if (content.rows.length === 0) {
    doc.font('regular').fontSize(9).fillColor(GREY).text(content.empty, MARGIN, y, { width: CONTENT });
    y = doc.y + 6;
    doc.fillColor('black');
  }
  for (const row of content.rows) {
    doc.font('regular').fontSize(8.5);
    if (y + tableRowHeight(doc, TABLE, row) > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, content, MARGIN);
      doc.font('regular').fontSize(8.5);
    }
    y = drawTableRow(doc, TABLE, row, y) + 4;
  }
  doc.moveTo(MARGIN, y).lineTo(MARGIN + CONTENT, y).strokeColor(RULE).lineWidth(0.7).stroke();
  if (y + 60 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  y = balanceLine(doc, content.closing, y + 8);
  doc.font('regular').fontSize(8).fillColor(GREY).text(content.note, MARGIN, y + 6, { width: CONTENT });
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(GREY).text(`${content.metaTitle} · ${content.pageLabel(i + 1, range.count)}`, MARGIN, A4.height - MARGIN, { width: CONTENT, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}

/** The statement as a PDF in `language`, with the company's partner's issuer (or the shop's company) at the top. */
export async function statementPdf(deps: Pick<ApiDeps, 'db' | 'env'>, statement: CompanyStatement, partnerId: number, language: Language): Promise<{ fileName: string; pdf: Uint8Array }> {
  const [partner] = await deps.db.select({ name: partners.name, issuer: partners.issuer }).from(partners).where(eq(partners.id, partnerId));
  const issuer = documentIssuerOf(deps.env, partner?.issuer ?? null, language, undefined);
  const content = statementContent({ statement, language, issuer, shopName: partner?.name ?? '' });
  return { fileName: content.fileName, pdf: await renderStatementPdf(content, new Date(statement.generatedAt)) };
}

/** The PDF as a download, never cached (it is one company's). */
export const statementAttachment = (document: { fileName: string; pdf: Uint8Array }): Response =>
  new Response(document.pdf as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${document.fileName}"`, 'Cache-Control': 'private, no-store' },
  });
