import path from 'node:path';

/**
 * The documents' fonts: DejaVu Sans (Latin, Greek and the euro sign) from the `dejavu-fonts-ttf`
 * npm package, as TrueType, which pdfkit embeds (subset to the glyphs used). Read from the
 * package's folder under the server's working directory: the repository's in development and
 * tests, `.next/standalone` in production (next.config.mjs traces the two files into it), never
 * the network nor the system's fonts.
 */
export const DOCUMENT_FONTS = {
  // Each file named in full: a folder joined here would have the build trace the whole folder (11 fonts).
  regular: path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: path.join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
