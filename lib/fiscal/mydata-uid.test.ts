import { createHash } from 'node:crypto';
import { athensIssueDate, duplicateOf, invoiceUid, iso88597 } from './mydata-uid';

describe("myDATA's document identity", () => {
  it('encodes Greek in ISO-8859-7 (Α = 0xC1, ω = 0xF9, ά = 0xDC), ASCII as is', () => {
    expect([...iso88597('ΑΛΠ')]).toEqual([0xc1, 0xcb, 0xd0]);
    expect([...iso88597('ωά-1')]).toEqual([0xf9, 0xdc, 0x2d, 0x31]);
    expect(() => iso88597('€')).toThrow(RangeError);
  });

  it('hashes issuer, date, branch, type, series and number joined by hyphens, upper-case', () => {
    const parts = { issuerVat: '094014201', issueDate: '2026-11-30', branch: 0, invoiceType: '11.1', series: 'ΑΛΠ', aa: 42 };
    const expected = createHash('sha1')
      .update(Buffer.concat([Buffer.from('094014201-2026-11-30-0-11.1-'), Buffer.from([0xc1, 0xcb, 0xd0]), Buffer.from('-42')]))
      .digest('hex')
      .toUpperCase();
    expect(invoiceUid(parts)).toBe(expected);
    expect(invoiceUid(parts)).toMatch(/^[0-9A-F]{40}$/);
    expect(invoiceUid({ ...parts, aa: 43 })).not.toBe(expected);
  });

  it("dates a document by Athens' calendar", () => {
    expect(athensIssueDate(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(athensIssueDate(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
    expect(() => athensIssueDate(new Date('nope'))).toThrow(RangeError);
  });

  it("reads the first document's MARK from a duplicate refusal, and only from one", () => {
    const message = 'The UID: E983749569A44D1417B39328DED86B6E84AF6B59 is invalid . It has already been sent for another invoice (MARK:400001966030681 , AUTHENTICATION_CODE:ABC)';
    expect(duplicateOf([{ code: '228', message }])).toBe('400001966030681');
    expect(duplicateOf([{ code: '101', message: 'x' }, { code: '233', message }])).toBe('400001966030681');
    expect(duplicateOf([{ code: '228', message: 'The INVOICE TYPE: 11.5 is invalid' }])).toBeUndefined();
    expect(duplicateOf([{ code: '102', message }])).toBeUndefined();
    expect(duplicateOf([])).toBeUndefined();
  });
});
