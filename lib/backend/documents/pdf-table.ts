import type { PdfDoc } from './pdf-document';

/**
 * The A4 documents' line tables (the invoice or receipt, the company statement): columns of fixed
 * width from the page's left margin, a row as tall as its tallest cell, and a header row in grey
 * with a rule under it.
 */
export type PdfColumn<K extends string> = { key: K; width: number; align: 'left' | 'right' };

const CELL_GAP = 6;
const GREY = '#555555';
const RULE = '#999999';

export type PdfTable<K extends string> = { columns: readonly PdfColumn<K>[]; left: number; width: number };

export function tableRowHeight<K extends string>(doc: PdfDoc, table: PdfTable<K>, row: Record<K, string>): number {
  return Math.max(...table.columns.map((c) => doc.heightOfString(row[c.key] || ' ', { width: c.width - CELL_GAP })));
}

/** Draws a row at `top`; answers where it ends. */
export function drawTableRow<K extends string>(doc: PdfDoc, table: PdfTable<K>, row: Record<K, string>, top: number): number {
  const height = tableRowHeight(doc, table, row);
  let x = table.left;
  for (const column of table.columns) {
    doc.text(row[column.key], x, top, { width: column.width - CELL_GAP, align: column.align });
    x += column.width;
  }
  return top + height;
}

/** Draws the header row (bold, grey, `fontSize`) and its rule; answers where the first row starts. */
export function drawTableHeader<K extends string>(doc: PdfDoc, table: PdfTable<K>, names: Record<K, string>, top: number, fontSize: number): number {
  doc.font('bold').fontSize(fontSize).fillColor(GREY);
  const bottom = drawTableRow(doc, table, names, top) + 3;
  doc.moveTo(table.left, bottom).lineTo(table.left + table.width, bottom).strokeColor(RULE).lineWidth(0.7).stroke();
  doc.fillColor('black');
  return bottom + 5;
}
