import type { StoredAttempt } from '../provider';
import { winbankHashKey } from './hash-key';
import { sandboxReturnFields, type SandboxDecision } from './sandbox-return';
import { winbankVerdict } from './verify-return';

const ids = { posId: '2141384532', acquirerId: '14' };
const ticket = '4236ece6142b4639925eb6f80217122f';
const now = new Date('2026-11-22T10:00:00Z');
const attempt: StoredAttempt = {
  uid: '0123456789abcdef0123456789abcdef',
  providerRef: '0123456789abcdef0123456789abcdef-1a2b3c4d',
  amountCents: 1234,
  currency: 'EUR',
  data: { ticket, ticketExpiresAt: '2026-11-22T10:30:00.000Z' },
};

const returnOf = (decision: SandboxDecision, overrides: Record<string, string> = {}) => ({
  ...sandboxReturnFields({ decision, ticket, ids, merchantReference: attempt.providerRef, parameters: attempt.uid, languageCode: 'el-GR', now }),
  ...overrides,
});
/** A return re-signed after a change (what the bank would send with those values). */
const signed = (fields: Record<string, string>) => ({ ...fields, HashKey: winbankHashKey(ticket, ids, fields) });

describe('winbankVerdict', () => {
  it('pays a signed success for the attempt’s amount', () => {
    const params = returnOf('pay');
    expect(winbankVerdict(params, attempt, 'success', ids, now)).toEqual({ result: 'paid', amountCents: 1234, currency: 'EUR', transactionId: params.TransactionId });
  });

  it('refuses a tampered or missing HashKey on a success', () => {
    const params = returnOf('pay');
    expect(winbankVerdict({ ...params, HashKey: `${params.HashKey.slice(0, -1)}${params.HashKey.endsWith('0') ? '1' : '0'}` }, attempt, 'success', ids, now)).toBeUndefined();
    expect(winbankVerdict({ ...params, ApprovalCode: '999999' }, attempt, 'success', ids, now)).toBeUndefined();
    expect(winbankVerdict({ ...params, HashKey: '' }, attempt, 'success', ids, now)).toBeUndefined();
    expect(winbankVerdict({ ...params, HashKey: '' }, attempt, 'cancel', ids, now)).toBeUndefined();
  });

  it('refuses a return signed with another ticket, for other ids, or naming another attempt', () => {
    const params = returnOf('pay');
    expect(winbankVerdict(params, { ...attempt, data: { ...attempt.data, ticket: 'ffffffffffffffffffffffffffffffff' } }, 'success', ids, now)).toBeUndefined();
    expect(winbankVerdict(params, attempt, 'success', { ...ids, posId: '1' }, now)).toBeUndefined();
    expect(winbankVerdict(params, { ...attempt, providerRef: 'other' }, 'success', ids, now)).toBeUndefined();
    expect(winbankVerdict(params, { ...attempt, data: {} }, 'success', ids, now)).toBeUndefined();
  });

  it('refuses a success after the ticket expired, or without a recorded expiry', () => {
    const params = returnOf('pay');
    expect(winbankVerdict(params, attempt, 'success', ids, new Date('2026-11-22T10:30:00.000Z'))?.result).toBe('paid');
    expect(winbankVerdict(params, attempt, 'success', ids, new Date('2026-11-22T10:30:00.001Z'))).toBeUndefined();
    expect(winbankVerdict(params, { ...attempt, data: { ticket } }, 'success', ids, now)).toBeUndefined();
  });

  it('fails a signed decline on either return page', () => {
    const params = returnOf('decline');
    for (const outcome of ['success', 'cancel'] as const) expect(winbankVerdict(params, attempt, outcome, ids, now)).toEqual({ result: 'failed', amountCents: 1234, currency: 'EUR', transactionId: params.TransactionId });
    expect(winbankVerdict({ ...params, ResponseCode: '05' }, attempt, 'cancel', ids, now)).toBeUndefined();
  });

  it('fails a signed success whose ResponseCode is not an approval', () => {
    expect(winbankVerdict(signed({ ...returnOf('pay'), ResponseCode: '51' }), attempt, 'success', ids, now)?.result).toBe('failed');
  });

  it('fails an unsigned failure only on the cancel page', () => {
    const params = returnOf('cancel');
    expect(params.HashKey).toBe('');
    expect(winbankVerdict(params, attempt, 'cancel', ids, now)).toEqual({ result: 'failed', amountCents: 1234, currency: 'EUR', transactionId: null, unsigned: true });
    expect(winbankVerdict(params, attempt, 'success', ids, now)).toBeUndefined();
    const { HashKey: _dropped, ...withoutHashKey } = params;
    expect(winbankVerdict(withoutHashKey, attempt, 'cancel', ids, now)?.result).toBe('failed');
    // An unsigned post that does not say failure proves nothing.
    expect(winbankVerdict({ ...params, StatusFlag: 'Success', ResultCode: '0' }, attempt, 'cancel', ids, now)).toBeUndefined();
    expect(winbankVerdict({ ...params, ResultCode: 'x' }, attempt, 'cancel', ids, now)).toBeUndefined();
  });

  it('answers pending for a signed Asynchronous result', () => {
    expect(winbankVerdict(signed({ ...returnOf('pay'), StatusFlag: 'Asynchronous', ResponseCode: '' }), attempt, 'success', ids, now)?.result).toBe('pending');
  });
});
