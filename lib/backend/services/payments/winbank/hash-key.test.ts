import { hashKeyMatches, isApprovedResponseCode, md5Hex, winbankHashKey } from './hash-key';

/**
 * No HashKey example is public; the vector below was computed independently with
 * `openssl dgst -sha256 -hmac <TranTicket>` over the `;`-joined string the manual describes
 * (TranTicket;PosId;AcquirerId;MerchantReference;ApprovalCode;Parameters;ResponseCode;
 * SupportReferenceID;AuthStatus;PackageNo;StatusFlag).
 */
const ticket = '4236ece6142b4639925eb6f80217122f';
const ids = { posId: '2141384532', acquirerId: '14' };
const fields = {
  MerchantReference: '0123456789abcdef0123456789abcdef-1a2b3c4d',
  ApprovalCode: '103962',
  Parameters: '0123456789abcdef0123456789abcdef',
  ResponseCode: '00',
  SupportReferenceID: '732150489',
  AuthStatus: '01',
  PackageNo: '1',
  StatusFlag: 'Success',
  // Not covered by the HashKey:
  TransactionId: '123',
  ResultCode: '0',
};
const VECTOR = 'A11AA3E7D2233B7F9D98E7D80B6D143A8D0C886A8F8985A9BC88683987730D9C';

describe('winbankHashKey', () => {
  it('is the uppercase HMAC-SHA256 (key = TranTicket) of the documented fields joined by ";"', () => {
    expect(winbankHashKey(ticket, ids, fields)).toBe(VECTOR);
  });

  it('ignores fields outside the hash and counts missing ones as empty', () => {
    expect(winbankHashKey(ticket, ids, { ...fields, TransactionId: '999', ResultDescription: 'x' })).toBe(VECTOR);
    const withoutApproval = { ...fields, ApprovalCode: '' };
    const { ApprovalCode: _omitted, ...missing } = fields;
    expect(winbankHashKey(ticket, ids, missing)).toBe(winbankHashKey(ticket, ids, withoutApproval));
  });

  it('changes with every covered field, the ids and the ticket', () => {
    for (const name of ['MerchantReference', 'ApprovalCode', 'Parameters', 'ResponseCode', 'SupportReferenceID', 'AuthStatus', 'PackageNo', 'StatusFlag'] as const) {
      expect(winbankHashKey(ticket, ids, { ...fields, [name]: `${fields[name]}x` })).not.toBe(VECTOR);
    }
    expect(winbankHashKey(ticket, { ...ids, posId: '2141384533' }, fields)).not.toBe(VECTOR);
    expect(winbankHashKey(ticket, { ...ids, acquirerId: '15' }, fields)).not.toBe(VECTOR);
    expect(winbankHashKey(`${ticket.slice(0, -1)}0`, ids, fields)).not.toBe(VECTOR);
  });
});

describe('hashKeyMatches', () => {
  it('accepts the HashKey (hex in either case) and refuses anything else', () => {
    expect(hashKeyMatches(VECTOR, ticket, ids, fields)).toBe(true);
    expect(hashKeyMatches(VECTOR.toLowerCase(), ticket, ids, fields)).toBe(true);
    expect(hashKeyMatches(`${VECTOR.slice(0, -1)}D`, ticket, ids, fields)).toBe(false);
    expect(hashKeyMatches(VECTOR.slice(0, -2), ticket, ids, fields)).toBe(false);
    expect(hashKeyMatches(`${VECTOR}00`, ticket, ids, fields)).toBe(false);
    expect(hashKeyMatches('', ticket, ids, fields)).toBe(false);
    expect(hashKeyMatches(VECTOR, '', ids, fields)).toBe(false);
    expect(hashKeyMatches(VECTOR, ticket, ids, { ...fields, StatusFlag: 'Failure' })).toBe(false);
  });
});

describe('md5Hex and approved ResponseCodes', () => {
  it('hashes the password as the ticketing service expects', () => {
    expect(md5Hex('secret')).toBe('5ebe2294ecd0e0f08eab7690d2a6ee69');
  });

  it('approves 00, 08, 10, 11 and 16 (also written without the leading zero)', () => {
    for (const code of ['00', '0', '08', '8', '10', '11', '16']) expect(isApprovedResponseCode(code)).toBe(true);
    for (const code of ['', '05', '12', '51', '000', 'x', ' 00']) expect(isApprovedResponseCode(code)).toBe(false);
  });
});
