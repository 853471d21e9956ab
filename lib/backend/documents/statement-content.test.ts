import type { CompanyStatement } from '@/lib/contract/staff-companies';
import { statementContent } from './statement-content';

const issuer = { name: 'Storefront Demo', address: 'Συγγρού 100', vatNumber: 'EL999999999', taxOffice: 'ΦΑΕ Αθηνών', registryNumber: '1', phone: '210', email: 'a@b.c' };
const statement: CompanyStatement = {
  company: { id: 1, name: 'Αλφα Α.Ε.', vatNumber: '094014201', taxOffice: 'ΦΑΕ Αθηνών', activity: 'Εμπόριο', partner: 'acme' },
  paymentTermsDays: null,
  creditLimitCents: 0,
  credit: { owedCents: -1_000, availableCents: 1_000, overdueCents: 0, oldestDueAt: null },
  period: { from: '2026-11-01', to: null },
  openingBalanceCents: 2_000,
  closingBalanceCents: -1_000,
  lines: [
    { id: 1, date: '2026-11-22T10:00:00Z', kind: 'cancel', orderNumber: 'ACM-1', purchaseOrderNumber: 'PO-9', reference: null, amountCents: -2_000, dueAt: null, balanceCents: 0 },
    { id: 2, date: '2026-11-22T23:30:00Z', kind: 'payment', orderNumber: null, purchaseOrderNumber: null, reference: 'ΕΜΒ-1', amountCents: -1_000, dueAt: null, balanceCents: -1_000 },
  ],
  generatedAt: '2026-11-22T10:00:00Z',
};

describe('the statement on paper', () => {
  it('in Greek: no terms, the period from its first day, an order line with its PO, a payment with its reference, dates in Athens', () => {
    const c = statementContent({ statement, language: 'el', issuer, shopName: 'Acme' });
    expect(c.summary[0]).toEqual({ label: 'Όροι πληρωμής', value: 'Χωρίς πίστωση' });
    expect(c.period).toBe('Περίοδος: 01/11/2026 – 22/11/2026');
    expect(c.rows.map((r) => [r.date, r.entry, r.reference, r.amount, r.balance])).toEqual([
      ['22/11/2026', 'Ακύρωση παραγγελίας', 'ACM-1 · Εντολή αγοράς PO-9', '-20,00\u00a0€', '0,00\u00a0€'],
      ['23/11/2026', 'Πληρωμή', 'ΕΜΒ-1', '-10,00\u00a0€', '-10,00\u00a0€'],
    ]);
    expect([c.opening.amount, c.closing.amount, c.fileName]).toEqual(['20,00\u00a0€', '-10,00\u00a0€', 'statement-094014201-2026-11-22.pdf']);
    expect(c.issuer[0]).toBe('Storefront Demo');
  });

  it('in English, with every label in English', () => {
    const c = statementContent({ statement: { ...statement, paymentTermsDays: 1, period: { from: null, to: null } }, language: 'en', issuer, shopName: 'Acme' });
    expect([c.title, c.summary[0]!.value, c.period, c.rows[1]!.entry, c.pageLabel(1, 2)]).toEqual(['Account statement', '1 day', 'Period: the start – 22/11/2026', 'Payment received', 'Page 1 of 2']);
  });
});
