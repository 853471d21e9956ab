import { and, eq } from 'drizzle-orm';
import { zStaffCoupon } from '@/lib/contract/coupons';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { staffAudit } from '../db/schema';
import { orderSuite } from '../testing/order-helpers';

/**
 * Coupons in the operations API (issue #18 item 4): an Employee creates and changes a partner's
 * coupons (audited), every member who sees the partner reads them, a SalesPerson cannot write.
 */
const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });
const body = (changes: Record<string, unknown> = {}) => ({ code: 'vip 25', kind: 'Percentage', value: 25, policy: 'Maximum', maxRedemptions: 100, ...changes });

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    tokens[role] = (await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD })).body.token;
  }
});

describe('staff coupons', () => {
  it('an Employee creates a coupon by its code and changes it; both audited; the list shows it with its redemptions', async () => {
    const created = await staffCall('PUT', '/staff/partners/acme/coupons/VIP25', tokens.Employee, body());
    expect(created.status).toBe(200);
    expect(zStaffCoupon.strict().safeParse(created.body).error).toBeUndefined();
    expect(created.body).toMatchObject({ code: 'VIP25', kind: 'Percentage', value: 25, policy: 'Maximum', active: true, maxRedemptions: 100, perCustomerLimit: 1, redemptions: 0 });
    const changed = await staffCall('PUT', '/staff/partners/acme/coupons/vip25', tokens.Employee, body({ active: false }));
    expect([changed.status, changed.body.active, changed.body.id]).toEqual([200, false, created.body.id]);
    const list = await staffCall('GET', '/staff/partners/acme/coupons', tokens.Inspector);
    expect(list.body.items.find((c: { code: string }) => c.code === 'VIP25')).toMatchObject({ active: false, redemptions: 0 });
    expect(list.body.items.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['WELCOME10', 'SAVE20', 'BOGO']));
    const audit = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'partner.coupon')));
    expect(audit.map((a) => [a.before === null, (a.after as { active: boolean }).active])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('refuses bad terms with field keys, a code that does not match the path, and anyone but an Employee', async () => {
    const put = (token: string, code: string, b: unknown) => staffCall('PUT', `/staff/partners/acme/coupons/${code}`, token, b);
    expect((await put(tokens.Employee, 'HALF', body({ code: 'HALF', value: 150 }))).body.fields).toEqual({ value: 'coupon_value_invalid' });
    expect((await put(tokens.Employee, 'OFF', body({ code: 'OFF', kind: 'FixedAmount', value: 0 }))).body.fields).toEqual({ value: 'coupon_value_invalid' });
    const dates = await put(tokens.Employee, 'DATES', body({ code: 'DATES', startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }));
    expect([dates.status, dates.body.fields]).toEqual([400, { endsAt: 'coupon_dates_invalid' }]);
    expect((await put(tokens.Employee, 'ONE', body({ code: 'TWO' }))).body).toMatchObject({ error: 'coupon_code_mismatch' });
    expect((await put(tokens.Employee, 'A_B', body({ code: 'A_B' }))).body).toMatchObject({ error: 'coupon_code_invalid' });
    expect((await put(tokens.SalesPerson, 'SALES', body({ code: 'SALES' }))).status).toBe(403);
    expect((await put(tokens.Inspector, 'INSP', body({ code: 'INSP' }))).status).toBe(403);
    expect((await staffCall('GET', '/staff/partners/nope/coupons', tokens.Employee)).status).toBe(404);
    expect((await staffCall('GET', '/staff/partners/acme/coupons', undefined)).status).toBe(401);
  });
});
