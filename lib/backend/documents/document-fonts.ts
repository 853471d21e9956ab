import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The documents' fonts: DejaVu Sans (Latin, Greek and the euro sign) from the `dejavu-fonts-ttf`
 * npm package, as TrueType, which pdfkit embeds (subset to the glyphs used). Read from the
 * package's folder under the server's working directory: the repository's in development and
 * tests, `.next/standalone` in production (next.config.mjs traces the two files into it), never
 * the network nor the system's fonts.
 */
export const DOCUMENT_FONT_FILES = {
  // Each file named in full: a folder joined here would have the build trace the whole folder (11 fonts).
  regular: path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

export type DocumentFonts = Record<keyof typeof DOCUMENT_FONT_FILES, fontkit.Font>;

let parsed: DocumentFonts | undefined;

/**
 * The two fonts parsed once per process and shared by every document (pdfkit takes a fontkit font
 * as it is and subsets it per document): parsing DejaVu's tables again for each document cost
 * most of its 200–300 ms; with them parsed a document takes 40–90 ms (two busy cores).
 */
export function documentFonts(): DocumentFonts {
  parsed ??= {
    regular: fontkit.create(readFileSync(DOCUMENT_FONT_FILES.regular)) as fontkit.Font,
    bold: fontkit.create(readFileSync(DOCUMENT_FONT_FILES.bold)) as fontkit.Font,
  };
  return parsed;
}
