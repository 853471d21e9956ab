/**
 * The identity myDATA gives a document before it has a MARK (issue #47 item 3, decision 0069):
 * the UID, SHA-1 of `issuerVat-issueDate-branch-invoiceType-series-aa` in ISO-8859-7 (the Greek
 * code page myDATA hashes in), upper-case hex. myDATA refuses a second document with the same UID
 * and names the first one's MARK, so a resend after a lost answer is harmless: `duplicateOf`
 * reads that MARK back. Pure.
 */
import { createHash } from 'node:crypto';

export type UidParts = { issuerVat: string; issueDate: string; branch: number; invoiceType: string; series: string; aa: number | string };

/** ISO-8859-7: ASCII as is, Greek U+0384–U+03CE at 0xB4–0xFE; anything else has no byte there. */
export function iso88597(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code >= 0x384 && code <= 0x3ce && code !== 0x38b && code !== 0x38d && code !== 0x3a2) bytes.push(code - 0x2d0);
    else throw new RangeError(`"${char}" has no ISO-8859-7 byte (a series is Latin or Greek letters and digits)`);
  }
  return Buffer.from(bytes);
}

export function invoiceUid(parts: UidParts): string {
  const text = [parts.issuerVat, parts.issueDate, parts.branch, parts.invoiceType, parts.series, parts.aa].join('-');
  return createHash('sha1').update(iso88597(text)).digest('hex').toUpperCase();
}

const athensDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `issueDate` as myDATA takes it: the day in Athens, `YYYY-MM-DD`. */
export function athensIssueDate(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('issue date of an invalid date');
  return athensDay.format(at);
}

/**
 * The MARK of the document a refused one duplicates: myDATA answers a UID it already has with a
 * validation error (228 on the ERP and provider channels, 233 in older versions) whose message
 * says the UID "has already been sent" and names the first document's MARK. Any other error: none.
 */
export function duplicateOf(errors: readonly { code: string; message: string }[]): string | undefined {
  for (const error of errors) {
    if (error.code !== '228' && error.code !== '233') continue;
    if (!/already been sent/i.test(error.message)) continue;
    const mark = /MARK\s*:\s*(\d{1,20})/i.exec(error.message)?.[1];
    if (mark) return mark;
  }
  return undefined;
}
