import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { OrderStatusCode } from '@/lib/contract/enums';
import {
  carts,
  consentRecords,
  customerAddresses,
  customers,
  fiscalDocuments,
  loyaltyPoints,
  oneTimeTokens,
  orderLists,
  orders,
  outboxEmails,
  privacyRequests,
  refreshTokens,
  returnRequests,
  staffMembers,
} from '../db/schema';
import { signAccessToken } from '../services/access-tokens';
import { staffCallOf, staffToken } from '../staff/testing/route-matrix-context';
import { lastMail } from '../testing/auth-helpers';
import { pickOne } from '../testing/cart-helpers';
import { orderSuite } from '../testing/order-helpers';
import { complete, customerWithSession, placeOne, privacyClient, PRIVACY_PASSWORD, type SessionCustomer } from '../testing/privacy-helpers';
import { setOrder } from '../testing/return-helpers';

/**
 * Deleting one's account (issue #49 item 2, decision 0096): everything erased at once, the orders
 * and their fiscal documents kept for staff, and each refusal leaving the account as it was.
 */
jest.setTimeout(120_000);
const s = orderSuite();

const rowsOf = async (table: PgTable & { customerId: AnyPgColumn }, customerId: number) => {
  const [row] = await s.t.db.select({ n: count() }).from(table).where(eq(table.customerId, customerId));
  return row?.n ?? 0;
};
const customerRow = async (id: number) => (await s.t.db.select().from(customers).where(eq(customers.id, id)))[0]!;
const requestsOf = (customerId: number) => s.t.db.select().from(privacyRequests).where(eq(privacyRequests.customerId, customerId)).orderBy(privacyRequests.id);
const login = (email: string, password = PRIVACY_PASSWORD) => s.t.call('POST', '/Customers/Login', { email, password, partnerCode: 'acme' }, { ip: '192.0.2.77' });

/** A customer with one finished order (its receipt issued), an address, a list, points, a consent and a reset link. */
async function customerWithHistory(): Promise<SessionCustomer & { order: { id: number; uid: string; orderNumber: string } }> {
  const buyer = await customerWithSession(s.t);
  const order = await placeOne(s, buyer, { saveBilling: true });
  await complete(s.t, order.id);
  await buyer.cart.add(pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 5).variant.id, 1);
  const list = await s.t.call('POST', '/OrderLists', { name: 'Τα συνηθισμένα', from: 'cart' }, { token: buyer.token });
  expect(list.status).toBe(201);
  await s.t.db.insert(consentRecords).values({ visitorId: randomUUID(), partnerId: buyer.partnerId, customerId: buyer.id, version: '2026-11', preferences: true, embeds: false, createdAt: s.t.deps.now() });
  await s.t.db.insert(oneTimeTokens).values({ kind: 'reset', customerId: buyer.id, tokenHash: randomUUID(), expiresAt: new Date(s.t.deps.now().getTime() + 3_600_000) });
  await s.t.db.insert(outboxEmails).values({ recipient: buyer.email, kind: 'reset', language: 'el', subject: 'x', text: 'x', html: 'x' });
  await privacyClient(s.t, buyer.token).marketing(true);
  return { ...buyer, order };
}

describe('deleting one’s account', () => {
  it('erases the personal data at once, keeps the order and its receipt for staff, and ends every session', async () => {
    const buyer = await customerWithHistory();
    expect(await rowsOf(customerAddresses, buyer.id)).toBeGreaterThan(0);
    expect(await rowsOf(loyaltyPoints, buyer.id)).toBeGreaterThan(0);
    expect(await rowsOf(orderLists, buyer.id)).toBe(1);
    const [receipt] = await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, buyer.order.id));
    expect(receipt).toBeDefined();

    const res = await privacyClient(s.t, buyer.token).remove(PRIVACY_PASSWORD);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });

    // The account: no name, address, mobile, birthday or usable password; the row stays for the orders.
    const row = await customerRow(buyer.id);
    expect(row).toMatchObject({ email: `deleted-${buyer.id}@deleted.invalid`, firstName: '', lastName: '', mobile: null, gender: null, dateOfBirth: null, status: 'disabled', marketingOptInAt: null, passwordHash: 'deleted' });
    expect(row.deletedAt).toEqual(s.t.deps.now());
    for (const table of [customerAddresses, carts, orderLists, loyaltyPoints, oneTimeTokens]) expect(await rowsOf(table, buyer.id)).toBe(0);
    expect(await s.t.db.select().from(outboxEmails).where(and(eq(outboxEmails.recipient, buyer.email), eq(outboxEmails.kind, 'reset')))).toEqual([]);
    expect(await s.t.db.select({ customerId: consentRecords.customerId }).from(consentRecords).where(eq(consentRecords.customerId, buyer.id))).toEqual([]);
    expect(await s.t.db.select().from(refreshTokens).where(eq(refreshTokens.customerId, buyer.id))).toEqual([expect.objectContaining({ revokedAt: s.t.deps.now() })]);
    expect(await requestsOf(buyer.id)).toEqual([expect.objectContaining({ kind: 'delete', status: 'completed', reason: null, staffId: null })]);

    // The order keeps what its receipt prints; its free text and the recipient's name and mobile are gone.
    const [order] = await s.t.db.select().from(orders).where(eq(orders.id, buyer.order.id));
    expect(order).toMatchObject({ email: 'orders@example.gr', comments: null, billing: expect.objectContaining({ firstName: 'Ελένη', lastName: 'Κώστα', address: 'Ερμού 24' }) });
    expect(await s.t.db.select({ id: fiscalDocuments.id }).from(fiscalDocuments).where(eq(fiscalDocuments.orderId, buyer.order.id))).toEqual([{ id: receipt!.id }]);

    // Login with the old pair is an unknown one; the old access token and refresh token are refused.
    expect(await login(buyer.email)).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } });
    expect((await privacyClient(s.t, buyer.token).profile()).status).toBe(401);
    expect((await s.t.call('POST', '/account/refreshtoken', { at: buyer.token, rt: buyer.rt })).status).toBe(401);

    // Staff still find the order and download its receipt.
    const staff = staffCallOf(s.t);
    const employee = await staffToken(s.t, 'Employee');
    expect((await staff('GET', `/staff/orders/${buyer.order.id}`, employee)).body).toMatchObject({ orderNumber: buyer.order.orderNumber });
    const pdf = await s.t.call('GET', `/staff/orders/${buyer.order.id}/document?lang=el`, undefined, { partner: null, token: employee });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // One mail says so, to the address the account had, in its language.
    expect(await lastMail(s.t, buyer.email, 'accountDeleted')).toMatchObject({ language: 'el', subject: expect.stringContaining('διαγράφηκε') });
  });

  it('an order that never had a document keeps no name or contact, and the same person may register again', async () => {
    const buyer = await customerWithSession(s.t);
    const order = await placeOne(s, buyer);
    await setOrder(s.t, order.uid, OrderStatusCode.Cancelled);
    expect((await privacyClient(s.t, buyer.token).remove(PRIVACY_PASSWORD)).status).toBe(200);
    const [kept] = await s.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept!.email).toBe(`deleted-${buyer.id}@deleted.invalid`);
    expect(kept!.billing).toMatchObject({ firstName: '', lastName: '', address: '', mobile: '', city: 'Αθήνα' });
    // The address is free again: a new, empty account may take it.
    const [acme] = await s.t.db.select({ id: customers.partnerId }).from(customers).where(eq(customers.id, buyer.id));
    await s.t.db.insert(customers).values({ partnerId: acme!.id, email: buyer.email, passwordHash: 'x', firstName: 'Ελένη', lastName: 'Νέα', status: 'active' });
    expect(await s.t.db.select({ id: customers.id }).from(customers).where(eq(customers.email, buyer.email))).toHaveLength(1);
  });

  it('a wrong password: 400 at the password field, nothing changes', async () => {
    const buyer = await customerWithSession(s.t);
    const res = await privacyClient(s.t, buyer.token).remove('Not-The-Password-1');
    expect(res).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { password: 'current_password_incorrect' } } });
    expect(await customerRow(buyer.id)).toMatchObject({ email: buyer.email, deletedAt: null, status: 'active' });
    expect(await requestsOf(buyer.id)).toEqual([]);
    expect((await privacyClient(s.t, buyer.token).profile()).status).toBe(200);
  });

  it('an empty password is bad input', async () => {
    const buyer = await customerWithSession(s.t);
    expect(await privacyClient(s.t, buyer.token).remove('')).toMatchObject({ status: 400, body: { fields: { password: 'required' } } });
  });

  it('a sales person shopping as the customer may not delete the account: 403, nothing changes', async () => {
    const buyer = await customerWithSession(s.t);
    const [sales] = await s.t.db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.role, 'SalesPerson')).limit(1);
    const token = await signAccessToken(s.t.deps, { customerId: buyer.id, partnerId: buyer.partnerId, partnerCode: 'acme', familyId: randomUUID(), impersonatorId: sales!.id });
    expect(await privacyClient(s.t, token).remove(PRIVACY_PASSWORD)).toMatchObject({ status: 403, body: { error: 'impersonation_forbidden' } });
    expect((await customerRow(buyer.id)).deletedAt).toBeNull();
  });

  it('an open order refuses it (409 with the order numbers), changes nothing, and records the refusal', async () => {
    const buyer = await customerWithSession(s.t);
    const open = await placeOne(s, buyer);
    const done = await placeOne(s, buyer);
    await complete(s.t, done.id);
    const returned = await placeOne(s, buyer);
    await complete(s.t, returned.id);
    const asked = await s.t.call('POST', '/Returns', { orderUid: returned.uid, lines: [{ line: 0, quantity: 1 }], reason: 'size_or_fit' }, { token: buyer.token });
    expect(asked.status).toBe(201);
    const before = await customerRow(buyer.id);

    const res = await privacyClient(s.t, buyer.token).remove(PRIVACY_PASSWORD);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'account_has_open_orders',
      params: { orders: { [open.orderNumber]: open.uid, [returned.orderNumber]: returned.uid }, reasons: { [open.orderNumber]: 'order_open', [returned.orderNumber]: 'return_open' }, count: { total: 2 } },
    });
    expect(await customerRow(buyer.id)).toEqual(before);
    expect((await s.t.db.select({ comments: orders.comments }).from(orders).where(eq(orders.id, open.id)))[0]!.comments).toBe('Ring twice, ask for Ελένη');
    expect(await rowsOf(refreshTokens, buyer.id)).toBe(1);
    expect((await privacyClient(s.t, buyer.token).profile()).status).toBe(200);
    expect(await requestsOf(buyer.id)).toEqual([expect.objectContaining({ kind: 'delete', status: 'refused', reason: 'account_has_open_orders', staffId: null })]);

    // Once the business is over, the same request goes through.
    await complete(s.t, open.id);
    await staffCallOf(s.t)('POST', `/staff/returns/${await returnIdOf(returned.id)}/status`, await staffToken(s.t, 'Employee'), { status: 'Rejected', expectedStatus: 'Requested' });
    expect((await privacyClient(s.t, buyer.token).remove(PRIVACY_PASSWORD)).status).toBe(200);
  });
});

async function returnIdOf(orderId: number): Promise<number> {
  const [row] = await s.t.db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.orderId, orderId));
  return row!.id;
}
