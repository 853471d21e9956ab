import { availableCredit, dueDate, onAccountRefusal, openDebits, overdueDebits, owedOf, statementLines, type LedgerEntry } from './credit-ledger';

const day = (d: number) => new Date(Date.UTC(2026, 10, d, 10));
let nextId = 1;
const entry = (kind: LedgerEntry['kind'], owedCents: number, at: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({ id: nextId++, kind, owedCents, orderId: null, dueAt: null, createdAt: day(at), ...extra });
const charge = (orderId: number, cents: number, at: number, due: number) => entry('charge', cents, at, { orderId, dueAt: day(due) });

describe('credit ledger', () => {
  it('owes the sum of its entries and may charge the limit less that', () => {
    const entries = [charge(1, 10_000, 1, 20), entry('payment', -4_000, 5)];
    expect(owedOf(entries)).toBe(6_000);
    expect(availableCredit(50_000, owedOf(entries))).toBe(44_000);
  });

  it('applies a cancel to its own order first and payments oldest due first', () => {
    const entries = [charge(1, 10_000, 1, 10), charge(2, 5_000, 2, 5), entry('cancel', -10_000, 3, { orderId: 1 }), entry('payment', -3_000, 4)];
    const open = openDebits(entries);
    expect(open.find((d) => d.orderId === 1)!.openCents).toBe(0);
    expect(open.find((d) => d.orderId === 2)!.openCents).toBe(2_000);
  });

  it('puts what a return leaves over into the pool for the other debits', () => {
    const entries = [charge(1, 1_000, 1, 10), charge(2, 5_000, 2, 12), entry('payment', -1_000, 3), entry('return', -1_000, 4, { orderId: 1 })];
    // The payment settled order 1 (oldest due); its return then has nothing of its own left to settle, so it pays order 2.
    const open = openDebits(entries);
    expect(open.find((d) => d.orderId === 1)!.openCents).toBe(0);
    expect(open.find((d) => d.orderId === 2)!.openCents).toBe(4_000);
  });

  it('is overdue only while a debit past its date is open', () => {
    const entries = [charge(1, 10_000, 1, 10), charge(2, 5_000, 2, 30)];
    expect(overdueDebits(entries, day(9))).toEqual([]);
    expect(overdueDebits(entries, day(11)).map((d) => d.orderId)).toEqual([1]);
    expect(overdueDebits([...entries, entry('payment', -10_000, 11)], day(12))).toEqual([]);
  });

  it('keeps a payment larger than what is owed as credit for the next charges', () => {
    const entries = [charge(1, 1_000, 1, 10), entry('payment', -3_000, 2)];
    expect(owedOf(entries)).toBe(-2_000);
    expect(availableCredit(10_000, owedOf(entries))).toBe(12_000);
    expect(openDebits([...entries, charge(2, 1_500, 3, 5)]).find((d) => d.orderId === 2)!.openCents).toBe(0);
  });

  it('refuses on account without terms, with an overdue invoice, or beyond the credit', () => {
    const terms = { paymentTermsDays: 30, creditLimitCents: 10_000 };
    const entries = [charge(1, 6_000, 1, 20)];
    expect(onAccountRefusal({ ...terms, paymentTermsDays: null }, [], 1, day(2))).toBe('on_account_unavailable');
    expect(onAccountRefusal(terms, entries, 4_000, day(2))).toBeUndefined();
    expect(onAccountRefusal(terms, entries, 4_001, day(2))).toBe('credit_insufficient');
    expect(onAccountRefusal(terms, entries, 1, day(21))).toBe('credit_overdue');
  });

  it('dates a charge its terms after the invoice', () => {
    expect(dueDate(day(1), 30).toISOString()).toBe(new Date(Date.UTC(2026, 11, 1, 10)).toISOString());
  });

  it('states every entry in order with the balance after it', () => {
    const entries = [entry('payment', -2_000, 5), charge(1, 5_000, 1, 30), entry('cancel', -5_000, 3, { orderId: 1 })];
    expect(statementLines(entries).map((l) => [l.kind, l.balanceCents])).toEqual([
      ['charge', 5_000],
      ['cancel', 0],
      ['payment', -2_000],
    ]);
  });
});
