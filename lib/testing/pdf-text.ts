import { PDFParse } from 'pdf-parse';

/**
 * The text of a PDF as pdf-parse reads it (tests only: the API's documents and the e2e downloads),
 * with no-break spaces made plain (prices are written with one) and the page markers removed.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { text } = await parser.getText();
    return text.replace(/\u00a0/g, ' ').replace(/^-- \d+ of \d+ --$/gm, '');
  } finally {
    await parser.destroy();
  }
}
