/**
 * The text of an uploaded CSV: UTF-8 (with or without a byte-order mark) when its bytes are valid
 * UTF-8, else Greek Windows-1253 (a superset of ISO-8859-7 in the Greek letters, what Excel saves
 * as "CSV" on a Greek Windows). The delimiter is a comma, a semicolon (Excel in Greek and most of
 * Europe) or a tab: whichever the header line holds most of, outside quotes.
 */
export type DecodedText = { text: string; encoding: 'utf-8' | 'windows-1253' };

export function decodeText(bytes: Uint8Array): DecodedText {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1253').decode(body), encoding: 'windows-1253' };
  }
}

export function detectDelimiter(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}
