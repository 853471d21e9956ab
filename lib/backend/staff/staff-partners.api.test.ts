import { and, eq } from 'drizzle-orm';
import type { StaffPartner } from '@/lib/contract/staff-partners';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { staffAudit } from '../db/schema';
import { forgetPartners } from '../services/partner-cache';
import { buyerWithCart, freshCustomer, orderBody, orderSuite } from '../testing/order-helpers';

/**
 * Partner settings (issue #17 item 3): each role, the version check, the limits, the sanitised
 * landing content and the audit row; the storefront's discount follows.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });
const read = async (code = 'hellas') => (await staffCall('GET', `/staff/partners/${code}`, tokens.Employee)).body as StaffPartner;
const settings = (p: StaffPartner, changes: Record<string, unknown> = {}) => ({
  registrationCode: p.registrationCode,
  discountKind: p.discountKind,
  discountValue: p.discountValue,
  quotaLimit: p.quotaLimit,
  quotaPeriod: p.quotaPeriod,
  content: p.content,
  expectedFingerprint: p.fingerprint,
  ...changes,
});
const put = (body: unknown, token = tokens.Employee, code = 'hellas') => staffCall('PUT', `/staff/partners/${code}`, token, body);

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    tokens[role] = (await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD })).body.token;
  }
});

describe('reading partners', () => {
  it('lists every partner for an Employee and the assigned ones for a SalesPerson', async () => {
    expect((await staffCall('GET', '/staff/partners', tokens.Employee)).body.items.map((p: StaffPartner) => p.code)).toEqual(expect.arrayContaining(['acme', 'hellas', 'retired']));
    expect((await staffCall('GET', '/staff/partners', tokens.SalesPerson)).body.items.map((p: StaffPartner) => p.code)).toEqual(['acme']);
    expect((await staffCall('GET', '/staff/partners/hellas', tokens.SalesPerson)).body).toMatchObject({ error: 'partner_not_found' });
    expect((await staffCall('GET', '/staff/partners/nope', tokens.Employee)).status).toBe(404);
  });
});

describe('changing settings', () => {
  it('is an Employee\'s: an Inspector, a SalesPerson and a customer are refused', async () => {
    const p = await read();
    const customer = await freshCustomer(s.t, 'hellas');
    expect(await put(settings(p, { quotaLimit: 1 }), tokens.Inspector)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect(await put(settings(p, { quotaLimit: 1 }), tokens.SalesPerson)).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect((await put(settings(p, { quotaLimit: 1 }), customer.token)).status).toBe(401);
    expect((await read()).quotaLimit).toBe(p.quotaLimit);
  });

  it('changes discount, quota, code and content (sanitised) with the audit row; the storefront prices follow', async () => {
    const p = await read();
    const customer = await freshCustomer(s.t, 'hellas');
    const res = await put(
      settings(p, {
        registrationCode: ' hellas-2027 ',
        discountKind: 'Percentage',
        discountValue: 20,
        quotaLimit: 12,
        quotaPeriod: 'quarter',
        content: { el: '<p>Καλώς ήρθατε</p><script>alert(1)</script>', en: '<p onclick="x()">Welcome</p>' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ registrationCode: 'HELLAS-2027', discountKind: 'Percentage', discountValue: 20, quotaLimit: 12, quotaPeriod: 'quarter', content: { el: '<p>Καλώς ήρθατε</p>', en: '<p>Welcome</p>' } });
    expect(res.body.fingerprint).not.toBe(p.fingerprint);
    forgetPartners(s.t.db);
    const info = await s.t.call('GET', '/Partners/PromotionInfo', undefined, { token: customer.token, partner: 'hellas' });
    expect(info.body).toMatchObject({ discount: { kind: 'Percentage', value: 20 }, quota: { limit: 12, period: 'quarter' } });
    const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'partner.settings'), eq(staffAudit.targetKind, 'partner')));
    expect(audit).toMatchObject({ before: { discountKind: 'FixedAmount', quotaLimit: p.quotaLimit, content: 'el,en' }, after: { discountKind: 'Percentage', discountValue: 20, registrationCode: 'HELLAS-2027' } });
  });

  it('refuses a stale fingerprint, values out of range and bad codes, and changes nothing', async () => {
    const p = await read();
    expect(await put(settings(p, { quotaLimit: 3, expectedFingerprint: 'stale' }))).toMatchObject({ status: 409, body: { error: 'partner_changed' } });
    expect(await put(settings(p, { discountKind: 'Percentage', discountValue: 95 }))).toMatchObject({ status: 400, body: { fields: { discountValue: 'discount_too_high' } } });
    const bad = await put(settings(p, { registrationCode: 'ab', quotaLimit: -1, content: { el: 'x'.repeat(12_001), en: '' } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['content.el', 'quotaLimit', 'registrationCode']);
    expect(await read()).toEqual(p);
  });
});

describe("a partner's free-delivery threshold", () => {
  it("reaches the partner view, the cart, the checkout options and the order's shipping; null gives back the shop's", async () => {
    const { buyer, client } = await buyerWithCart(s);
    const p = await read('acme');
    expect(p.freeDeliveryThreshold).toBeNull();
    expect((await buyer.cart.get()).body.freeDeliveryThreshold).toBe(10_000);
    // 1 cent: every cart of acme now ships free.
    const changed = await put(settings(p, { freeDeliveryThreshold: 1 }), tokens.Employee, 'acme');
    expect(changed).toMatchObject({ status: 200, body: { freeDeliveryThreshold: 1 } });
    forgetPartners(s.t.db);
    expect((await s.t.call('GET', '/Partners/ByCode/acme', undefined, { partner: null })).body.freeDeliveryThreshold).toBe(1);
    const options = (await s.t.call('GET', '/Checkout/Options', undefined, { token: buyer.token, partner: 'acme' })).body;
    expect(options).toMatchObject({ freeDeliveryThreshold: 1, shipping: [{ method: 'courier', cost: 450, freeFrom: 1 }, { method: 'store_pickup' }, { method: 'boxnow', freeFrom: 1 }] });
    const cart = (await buyer.cart.get()).body;
    expect(cart.freeDeliveryThreshold).toBe(1);
    const placed = await client.place(orderBody(s.t, cart));
    expect(placed.status).toBe(201);
    expect((await client.get(placed.body.uid)).body.totals).toMatchObject({ shipping: 0, codFee: 200, total: cart.totals.total + 200 });
    const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'partner.settings'), eq(staffAudit.targetId, buyer.partnerId)));
    expect(audit).toMatchObject({ before: { freeDeliveryThreshold: null }, after: { freeDeliveryThreshold: 1 } });

    const back = await put(settings(changed.body, { freeDeliveryThreshold: null }), tokens.Employee, 'acme');
    expect(back.body.freeDeliveryThreshold).toBeNull();
    forgetPartners(s.t.db);
    expect((await buyer.cart.get()).body.freeDeliveryThreshold).toBe(10_000);
  });

  it('is kept when a request leaves it out, and refused out of range or as text', async () => {
    const p = await read('acme');
    const set = await put(settings(p, { freeDeliveryThreshold: 5_000 }), tokens.Employee, 'acme');
    const kept = await put(settings(set.body, { quotaLimit: set.body.quotaLimit + 1 }), tokens.Employee, 'acme');
    expect(kept.body).toMatchObject({ freeDeliveryThreshold: 5_000, quotaLimit: set.body.quotaLimit + 1 });
    const problems = [];
    for (const bad of [-1, 1_000_001, 12.5, '50 €']) problems.push((await put(settings(kept.body, { freeDeliveryThreshold: bad }), tokens.Employee, 'acme')).body.fields);
    expect(problems).toEqual([{ freeDeliveryThreshold: 'min_number' }, { freeDeliveryThreshold: 'max_number' }, { freeDeliveryThreshold: 'integer' }, { freeDeliveryThreshold: 'integer' }]);
    expect((await read('acme')).freeDeliveryThreshold).toBe(5_000);
    await put(settings(await read('acme'), { freeDeliveryThreshold: null }), tokens.Employee, 'acme');
  });
});

describe("a partner's loyalty rates (issue #18 item 5)", () => {
  it('are changed with the audit row and priced by the cart; left out they are kept; out of range or text they are refused', async () => {
    const { buyer } = await buyerWithCart(s, 2);
    const p = await read('acme');
    expect(p).toMatchObject({ loyaltyPointsPerEuro: 1, loyaltyRegisterPoints: 100, loyaltyBirthdayPoints: 50, loyaltyCentsPerPoint: 1 });
    const changed = await put(settings(p, { loyaltyPointsPerEuro: 2, loyaltyCentsPerPoint: 5 }), tokens.Employee, 'acme');
    expect(changed).toMatchObject({ status: 200, body: { loyaltyPointsPerEuro: 2, loyaltyRegisterPoints: 100, loyaltyCentsPerPoint: 5 } });
    const audits = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'partner.settings'), eq(staffAudit.targetId, buyer.partnerId)));
    expect(audits.at(-1)).toMatchObject({ before: { loyaltyPointsPerEuro: 1, loyaltyCentsPerPoint: 1 }, after: { loyaltyPointsPerEuro: 2, loyaltyCentsPerPoint: 5 } });
    expect((await buyer.cart.get()).body.points.centsPerPoint).toBe(5);
    const kept = await put(settings(changed.body, { quotaLimit: changed.body.quotaLimit + 1 }), tokens.Employee, 'acme');
    expect(kept.body).toMatchObject({ loyaltyPointsPerEuro: 2, loyaltyCentsPerPoint: 5 });
    const problems = [];
    for (const [field, bad] of [['loyaltyPointsPerEuro', 101], ['loyaltyRegisterPoints', -1], ['loyaltyBirthdayPoints', ''], ['loyaltyCentsPerPoint', 1.5]] as const) problems.push((await put(settings(kept.body, { [field]: bad }), tokens.Employee, 'acme')).body.fields);
    expect(problems).toEqual([{ loyaltyPointsPerEuro: 'max_number' }, { loyaltyRegisterPoints: 'min_number' }, { loyaltyBirthdayPoints: 'integer' }, { loyaltyCentsPerPoint: 'integer' }]);
    await put(settings(await read('acme'), { quotaLimit: p.quotaLimit, loyaltyPointsPerEuro: 1, loyaltyCentsPerPoint: 1 }), tokens.Employee, 'acme');
    expect(await read('acme')).toMatchObject({ quotaLimit: p.quotaLimit, loyaltyPointsPerEuro: 1, loyaltyCentsPerPoint: 1 });
  });
});
