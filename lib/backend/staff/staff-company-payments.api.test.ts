import { and, eq } from 'drizzle-orm';
import { zStaffPayment } from '@/lib/contract/staff-companies';
import type { Cart } from '@/lib/contract/cart';
import { owedOf } from '@/lib/rules/company/credit-ledger';
import { companies, companyCreditEntries, orders, staffAudit } from '../db/schema';
import { chargeOnAccount, readLedger } from '../services/companies/credit';
import { pickOne } from '../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';
import { bareCompany } from './testing/company-matrix';
import { staffCallOf, staffToken } from './testing/route-matrix-context';

/**
 * Payments received on a company's credit (issue #50 item 5, decision 0101): recorded once per
 * Idempotency-Key (the same key and body answer the first payment again, another body is 409), a
 * payment larger than what is owed kept as credit, and — with the company row locked — two
 * payments with one key at once, or a payment racing an on-account charge, leave the ledger
 * consistent (what is owed is the sum of its entries and never passes the limit). Also on
 * PostgreSQL: `node scripts/test-pg.mjs lib/backend/staff/staff-company-payments.api.test.ts`.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';
const pay = (id: number, body: unknown) => staffCallOf(s.t)('POST', `/staff/companies/${id}/payments`, employee, body);
const payWithKey = (id: number, body: unknown, key: string) => s.t.call('POST', `/staff/companies/${id}/payments`, body, { partner: null, token: employee, headers: { 'Idempotency-Key': key } });
const entriesOf = (id: number) => s.t.db.select().from(companyCreditEntries).where(eq(companyCreditEntries.companyId, id)).orderBy(companyCreditEntries.id);

/** An order row (a cash-on-delivery order of a new customer) an on-account charge can name. */
async function anOrder(): Promise<number> {
  const buyer = await freshCustomer(s.t, 'acme');
  const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const placed = await orderClient(s.t, buyer.token, 'acme').place(orderBody(s.t, cart));
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  return row!.id;
}

const charge = (companyId: number, orderId: number, amountCents: number) => s.t.db.transaction((tx) => chargeOnAccount(tx, { companyId, orderId, amountCents, reference: 'PO-77', now: s.t.deps.now() }));

beforeAll(async () => {
  employee = await staffToken(s.t, 'Employee');
});

describe('idempotency', () => {
  it('the same key and body answer the first payment again and record it once; another body is 409; a malformed key 400', async () => {
    const id = await bareCompany(s.t, { paymentTermsDays: 30, creditLimitCents: 100_000 });
    const body = { amountCents: 12_345, reference: 'ΕΜΒ 2026/118', note: 'Πειραιώς' };
    const first = await payWithKey(id, body, 'erp-payment-0001');
    expect(first.status).toBe(201);
    expect(zStaffPayment.strict().safeParse(first.body).error).toBeUndefined();
    expect(first.body).toMatchObject({ companyId: id, amountCents: 12_345, reference: 'ΕΜΒ 2026/118', note: 'Πειραιώς', idempotencyKey: 'erp-payment-0001', recordedBy: { name: expect.any(String) } });
    // Key order and spacing do not matter; the answer is the first one.
    const again = await payWithKey(id, { note: 'Πειραιώς', reference: 'ΕΜΒ 2026/118', amountCents: 12_345 }, 'erp-payment-0001');
    expect([again.status, again.body]).toEqual([201, first.body]);
    const other = await payWithKey(id, { ...body, amountCents: 12_346 }, 'erp-payment-0001');
    expect([other.status, other.body.error]).toEqual([409, 'idempotency_key_reused']);
    const malformed = await payWithKey(id, body, 'no spaces allowed');
    expect([malformed.status, malformed.body.fields]).toEqual([400, { 'Idempotency-Key': 'invalid_format' }]);
    expect((await entriesOf(id)).map((e) => [e.kind, e.owedCents, e.idempotencyKey])).toEqual([['payment', -12_345, 'erp-payment-0001']]);
    // The same key is another payment for another company.
    const elsewhere = await bareCompany(s.t);
    expect((await payWithKey(elsewhere, body, 'erp-payment-0001')).status).toBe(201);
    const audits = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'company.payment'), eq(staffAudit.targetId, id)));
    expect(audits.map((a) => a.after)).toEqual([{ paymentId: first.body.id, amountCents: 12_345, reference: 'ΕΜΒ 2026/118', idempotencyKey: 'erp-payment-0001' }]);
  });

  it('without a key each post is a payment (the console sends one per form it shows)', async () => {
    const id = await bareCompany(s.t);
    await pay(id, { amountCents: 500, reference: 'A' });
    await pay(id, { amountCents: 500, reference: 'A' });
    expect((await entriesOf(id)).length).toBe(2);
  });

  it('refuses 0, a reference over 80 characters and an unknown company, writing nothing', async () => {
    const id = await bareCompany(s.t);
    const zero = await pay(id, { amountCents: 0, reference: '' });
    expect([zero.status, Object.keys(zero.body.fields).sort()]).toEqual([400, ['amountCents', 'reference']]);
    expect((await pay(id, { amountCents: 100, reference: 'x'.repeat(81) })).body.fields).toEqual({ reference: 'max_characters' });
    expect((await pay(999_999, { amountCents: 100, reference: 'x' })).body.error).toBe('company_not_found');
    expect(await entriesOf(id)).toEqual([]);
  });

  it('two posts with the same key at once record one payment and both get its answer', async () => {
    const id = await bareCompany(s.t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payWithKey(id, { amountCents: 7_000, reference: 'ERP-42' }, 'erp-concurrent-42')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await entriesOf(id)).length).toBe(1);
  });
});

describe('the ledger', () => {
  it('keeps a payment larger than what is owed: the company is then in credit and may charge more than its limit', async () => {
    const id = await bareCompany(s.t, { paymentTermsDays: 30, creditLimitCents: 100_000 });
    await charge(id, await anOrder(), 30_000);
    expect((await pay(id, { amountCents: 50_000, reference: 'ΕΜΒ-1' })).status).toBe(201);
    const company = await staffCallOf(s.t)('GET', `/staff/companies/${id}`, employee);
    expect(company.body.credit).toEqual({ owedCents: -20_000, availableCents: 120_000, overdueCents: 0, oldestDueAt: null });
    await charge(id, await anOrder(), 110_000);
    expect(owedOf(await readLedger(s.t.db, id))).toBe(90_000);
  });

  it('a payment racing an on-account charge: one after the other, never past the limit, what is owed always the sum of the entries', async () => {
    for (let round = 0; round < 4; round += 1) {
      const id = await bareCompany(s.t, { paymentTermsDays: 30, creditLimitCents: 100_000 });
      await charge(id, await anOrder(), 100_000);
      const orderId = await anOrder();
      const [paid, charged] = await Promise.allSettled([pay(id, { amountCents: 40_000, reference: `R-${round}` }), charge(id, orderId, 40_000)]);
      expect(paid.status === 'fulfilled' && paid.value.status).toBe(201);
      const entries = await entriesOf(id);
      const owed = entries.reduce((sum, e) => sum + e.owedCents, 0);
      const [row] = await s.t.db.select({ limit: companies.creditLimitCents }).from(companies).where(eq(companies.id, id));
      expect(owed).toBeLessThanOrEqual(row!.limit);
      expect(entries.filter((e) => e.kind === 'payment').length).toBe(1);
      if (charged.status === 'fulfilled') {
        // The payment came first: the charge fitted.
        expect([owed, entries.length]).toEqual([100_000, 3]);
      } else {
        // The charge came first and found no room: refused, nothing of it written.
        expect((charged.reason as { error?: string }).error).toBe('credit_insufficient');
        expect([owed, entries.length]).toEqual([60_000, 2]);
      }
    }
  });
});
