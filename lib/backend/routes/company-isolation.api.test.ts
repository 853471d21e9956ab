import { eq } from 'drizzle-orm';
import { zCompanyAddressList, zCompanyOrder, zCompanyOrderList } from '@/lib/contract/companies';
import { OrderStatusCode } from '@/lib/contract/enums';
import { zSavedOrderList, zSavedOrderListSummaries } from '@/lib/contract/order-lists';
import { companies, companyAddresses, companyMembers } from '../db/schema';
import { createCompany, type TestCompany } from '../testing/company-helpers';
import { ADDRESS, callAs, companyOrder, knownAddress } from '../testing/company-core-helpers';
import { orderSuite } from '../testing/order-helpers';

/**
 * What one company's members reach of another's (issue #50 "a buyer of one company never sees
 * another company's addresses, orders or requests", decision 0103): two companies A and B of one
 * partner (acme) and a company H of the other (hellas); the shared address book, the company's
 * orders with their filters, and order lists shared within a company.
 */
jest.setTimeout(120_000);

const s = orderSuite();
let A: TestCompany;
let B: TestCompany;
let H: TestCompany;
let aOrders: { uid: string }[];
let bOrder: { uid: string };
let hOrder: { uid: string };

beforeAll(async () => {
  A = await createCompany(s.t);
  B = await createCompany(s.t);
  H = await createCompany(s.t, { partner: 'hellas' });
  aOrders = [await companyOrder(s, A.members.buyer, A.id), await companyOrder(s, A.members.approver, A.id, { status: OrderStatusCode.Completed }), await companyOrder(s, A.members.buyer, A.id, { status: OrderStatusCode.Completed })];
  bOrder = await companyOrder(s, B.members.buyer, B.id);
  hOrder = await companyOrder(s, H.members.buyer, H.id);
});

describe('the shared address book', () => {
  it('its admin adds, changes and deletes; members who place orders read it; another company reaches none of it', async () => {
    const admin = callAs(s.t, A.members.admin);
    const created = await admin('POST', '/Company/Addresses', ADDRESS);
    expect(created).toMatchObject({ status: 201, body: { title: 'Κεντρικά', postalCode: '11854', mobile: '6912345678', region: null } });
    const id = created.body.id as number;
    const list = await callAs(s.t, A.members.buyer)('GET', '/Company/Addresses');
    expect(zCompanyAddressList.strict().safeParse(list.body).error).toBeUndefined();
    expect(list.body).toMatchObject({ max: 50, items: [expect.objectContaining({ id })] });
    for (const [who, partner] of [[B.members.admin, 'acme'], [H.members.admin, 'hellas']] as const) {
      const other = callAs(s.t, { token: who.token, partner });
      expect((await other('GET', '/Company/Addresses')).body.items).toEqual([]);
      expect(await other('PUT', `/Company/Addresses/${id}`, ADDRESS)).toMatchObject({ status: 404, body: { error: 'company_address_not_found' } });
      expect(await other('DELETE', `/Company/Addresses/${id}`)).toMatchObject({ status: 404, body: { error: 'company_address_not_found' } });
    }
    expect(await admin('PUT', `/Company/Addresses/${id}`, { ...ADDRESS, city: 'Πειραιάς' })).toMatchObject({ status: 200, body: { id, city: 'Πειραιάς' } });
    expect((await admin('DELETE', `/Company/Addresses/${id}`)).status).toBe(204);
    expect((await admin('GET', '/Company/Addresses')).body.items).toEqual([]);
  });

  it('refuses a bad postal code, a default flag and more than 50 addresses', async () => {
    const C = await createCompany(s.t);
    const admin = callAs(s.t, C.members.admin);
    expect(await admin('POST', '/Company/Addresses', { ...ADDRESS, postalCode: '999' })).toMatchObject({ status: 400, body: { fields: { postalCode: 'postal_code_invalid' } } });
    expect(await admin('POST', '/Company/Addresses', { ...ADDRESS, isDefault: true })).toMatchObject({ status: 400, body: { fields: { isDefault: 'not_allowed_values' } } });
    for (let i = 0; i < 49; i++) await knownAddress(s.t, C.id, `Σημείο ${i}`);
    expect((await admin('POST', '/Company/Addresses', ADDRESS)).status).toBe(201);
    expect(await admin('POST', '/Company/Addresses', ADDRESS)).toMatchObject({ status: 409, body: { error: 'company_addresses_full', params: { addresses: { max: 50 } } } });
    expect(await s.t.db.select().from(companyAddresses).where(eq(companyAddresses.companyId, C.id))).toHaveLength(50);
  });
});

describe("the company's orders", () => {
  it('lists every order placed for the company with its buyer, newest first, filtered by buyer and status', async () => {
    const viewer = callAs(s.t, A.members.viewer);
    const all = await viewer('GET', '/Company/Orders');
    expect(zCompanyOrderList.strict().safeParse(all.body).error).toBeUndefined();
    expect(all.body.total).toBe(3);
    expect(new Set(all.body.items.map((o: { uid: string }) => o.uid))).toEqual(new Set(aOrders.map((o) => o.uid)));
    expect(all.body.items[0]).toMatchObject({ buyer: { customerId: expect.any(Number), name: 'Ελένη Κώστα' }, paymentMethod: 'cod', awaitingApproval: false, purchaseOrderNumber: null });
    expect(all.body.buyers.map((b: { customerId: number }) => b.customerId).sort()).toEqual([A.members.buyer.id, A.members.approver.id].sort());
    const byBuyer = await viewer('GET', `/Company/Orders?buyer=${A.members.buyer.id}`);
    expect(byBuyer.body.items.map((o: { uid: string }) => o.uid).sort()).toEqual([aOrders[0]!.uid, aOrders[2]!.uid].sort());
    const completedOfBuyer = await viewer('GET', `/Company/Orders?buyer=${A.members.buyer.id}&status=${OrderStatusCode.Completed}`);
    expect(completedOfBuyer.body.items.map((o: { uid: string }) => o.uid)).toEqual([aOrders[2]!.uid]);
    expect(await viewer('GET', `/Company/Orders?buyer=${B.members.buyer.id}`)).toMatchObject({ status: 200, body: { items: [], total: 0 } });
    expect(await viewer('GET', '/Company/Orders?status=abc')).toMatchObject({ status: 400 });
    expect(await viewer('GET', '/Company/Orders?page=2')).toMatchObject({ status: 200, body: { items: [], total: 3, page: 2, pageSize: 20 } });
  });

  it('never lists or answers another company’s or partner’s order', async () => {
    const bList = await callAs(s.t, B.members.admin)('GET', '/Company/Orders');
    expect(bList.body.items.map((o: { uid: string }) => o.uid)).toEqual([bOrder.uid]);
    const hList = await callAs(s.t, { token: H.members.admin.token, partner: 'hellas' })('GET', '/Company/Orders');
    expect(hList.body.items.map((o: { uid: string }) => o.uid)).toEqual([hOrder.uid]);
    for (const uid of [bOrder.uid, hOrder.uid, 'x'.repeat(22), 'not-a-uid']) {
      expect(await callAs(s.t, A.members.admin)('GET', `/Company/Orders/${uid}`)).toMatchObject({ status: 404, body: { error: 'order_not_found' } });
      expect(await callAs(s.t, A.members.admin)('POST', `/Company/Orders/${uid}/Reorder`)).toMatchObject({ status: 404, body: { error: 'order_not_found' } });
    }
    expect(await callAs(s.t, { token: H.members.admin.token, partner: 'hellas' })('GET', `/Company/Orders/${aOrders[0]!.uid}`)).toMatchObject({ status: 404 });
  });

  it("answers one order as its buyer sees it, with who placed it; a reorder fills the caller's own cart", async () => {
    const res = await callAs(s.t, A.members.approver)('GET', `/Company/Orders/${aOrders[0]!.uid}`);
    expect(zCompanyOrder.strict().safeParse(res.body).error).toBeUndefined();
    const own = await callAs(s.t, A.members.buyer)('GET', `/Orders/${aOrders[0]!.uid}`);
    expect(res.body).toMatchObject({ buyer: { customerId: A.members.buyer.id, email: A.members.buyer.email }, awaitingApproval: false });
    expect(res.body.order).toEqual(own.body);
    const reorder = await callAs(s.t, A.members.admin)('POST', `/Company/Orders/${aOrders[0]!.uid}/Reorder`);
    expect(reorder).toMatchObject({ status: 200, body: { addedUnits: 1, skipped: [] } });
    expect((await A.members.admin.cart.get()).body.lines.map((l: { quantity: number }) => l.quantity)).toEqual([1]);
    expect((await A.members.buyer.cart.get()).body.lines).toEqual([]);
    // A company staff disabled shows its orders to nobody.
    await s.t.db.update(companies).set({ status: 'disabled' }).where(eq(companies.id, B.id));
    expect(await callAs(s.t, B.members.admin)('GET', '/Company/Orders')).toMatchObject({ status: 404, body: { error: 'company_not_found' } });
    await s.t.db.update(companies).set({ status: 'active' }).where(eq(companies.id, B.id));
  });
});

describe('order lists shared within the company', () => {
  it('a colleague sees a shared list with its owner, reads it and adds it to their cart, but cannot change or delete it', async () => {
    const owner = callAs(s.t, A.members.buyer);
    const created = await owner('POST', '/OrderLists', { name: 'Αναλώσιμα γραφείου', from: 'order', orderUid: aOrders[0]!.uid });
    const id = created.body.id as number;
    const colleague = callAs(s.t, A.members.approver);
    expect((await colleague('GET', '/OrderLists')).body.items.map((l: { id: number }) => l.id)).not.toContain(id);
    expect(await colleague('GET', `/OrderLists/${id}`)).toMatchObject({ status: 404 });

    const shared = await owner('PUT', `/OrderLists/${id}/Sharing`, { shared: true });
    expect(shared).toMatchObject({ status: 200, body: { id, shared: true, lineCount: 1 } });
    expect(shared.body.own).toBeUndefined();
    const seen = await colleague('GET', '/OrderLists');
    expect(zSavedOrderListSummaries.strict().safeParse(seen.body).error).toBeUndefined();
    expect(seen.body.items.find((l: { id: number }) => l.id === id)).toMatchObject({ shared: true, own: false, ownerName: 'Ελένη Κώστα' });
    const got = await colleague('GET', `/OrderLists/${id}`);
    expect(zSavedOrderList.strict().safeParse(got.body).error).toBeUndefined();
    expect(got.body).toMatchObject({ id, own: false, ownerName: 'Ελένη Κώστα', lines: [expect.objectContaining({ quantity: 1 })] });
    expect(await colleague('POST', `/OrderLists/${id}/AddToCart`)).toMatchObject({ status: 200 });
    expect(await colleague('PUT', `/OrderLists/${id}`, { name: 'Δική μου', lines: [] })).toMatchObject({ status: 404, body: { error: 'order_list_not_found' } });
    expect(await colleague('DELETE', `/OrderLists/${id}`)).toMatchObject({ status: 404, body: { error: 'order_list_not_found' } });
    expect(await colleague('PUT', `/OrderLists/${id}/Sharing`, { shared: false })).toMatchObject({ status: 404, body: { error: 'order_list_not_found' } });

    // Another company of the partner, or of the other partner, never sees it.
    expect((await callAs(s.t, B.members.admin)('GET', '/OrderLists')).body.items).toEqual([]);
    expect(await callAs(s.t, B.members.admin)('GET', `/OrderLists/${id}`)).toMatchObject({ status: 404 });
    expect(await callAs(s.t, B.members.admin)('POST', `/OrderLists/${id}/AddToCart`)).toMatchObject({ status: 404 });
    expect(await callAs(s.t, { token: H.members.admin.token, partner: 'hellas' })('GET', `/OrderLists/${id}`)).toMatchObject({ status: 404 });

    // Unshared: gone for the colleague.
    await owner('PUT', `/OrderLists/${id}/Sharing`, { shared: false });
    expect(await colleague('GET', `/OrderLists/${id}`)).toMatchObject({ status: 404 });
  });

  it('a member who is removed no longer sees the company’s lists; a customer in no company cannot share', async () => {
    const owner = callAs(s.t, A.members.admin);
    const list = await owner('POST', '/OrderLists', { name: 'Κοινή', from: 'empty' });
    await owner('PUT', `/OrderLists/${list.body.id}/Sharing`, { shared: true });
    const C = await createCompany(s.t);
    const mover = C.members.viewer;
    // The viewer of C is moved to A by the database (as staff would): they see A's shared list, then are removed.
    await s.t.db.update(companyMembers).set({ companyId: A.id }).where(eq(companyMembers.id, mover.memberId));
    expect((await callAs(s.t, mover)('GET', '/OrderLists')).body.items.map((l: { id: number }) => l.id)).toContain(list.body.id);
    expect((await owner('DELETE', `/Company/Members/${mover.memberId}`)).status).toBe(204);
    expect((await callAs(s.t, mover)('GET', '/OrderLists')).body.items).toEqual([]);
    expect(await callAs(s.t, mover)('GET', `/OrderLists/${list.body.id}`)).toMatchObject({ status: 404 });
    const own = await callAs(s.t, mover)('POST', '/OrderLists', { name: 'Μόνος', from: 'empty' });
    expect(await callAs(s.t, mover)('PUT', `/OrderLists/${own.body.id}/Sharing`, { shared: true })).toMatchObject({ status: 404, body: { error: 'company_not_found' } });
  });
});
