import { eq } from 'drizzle-orm';
import { SHOP_DEMO } from '@/lib/config/shop-config';
import { partners, quotaUsage } from '../db/schema';
import { forgetPartners } from '../services/partner-cache';
import { createTestApi, type TestApi } from '../testing/test-api';
import { login } from '../testing/auth-helpers';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe('GET /Partners/ByCode/{code}', () => {
  it('returns the partner with content in the request language, without login', async () => {
    const el = await t.call('GET', '/Partners/ByCode/acme', undefined, { partner: null, lang: 'el' });
    const en = await t.call('GET', '/Partners/ByCode/ACME', undefined, { partner: null, lang: 'en' });
    expect(el.status).toBe(200);
    expect(el.body).toMatchObject({ code: 'acme', name: 'Acme Supplies' });
    expect(el.body.id).toBeGreaterThan(0);
    expect(el.body.content).not.toBe(en.body.content);
    expect(en.body.id).toBe(el.body.id);
  });
  it("carries the partner's promotion, the same for every visitor (the landing shows it from the cached partner)", async () => {
    const acme = await t.call('GET', '/Partners/ByCode/acme', undefined, { partner: null });
    const hellas = await t.call('GET', '/Partners/ByCode/hellas', undefined, { partner: null });
    expect(acme.body.promotion).toEqual({ discount: { kind: 'Percentage', value: 15 }, combinationPolicy: 'ProductOnly' });
    expect(hellas.body.promotion.discount).toEqual({ kind: 'FixedAmount', value: 500 });
  });
  it('says whether checkout payments are tests (a sandbox is offered), as the checkout options do', async () => {
    expect((await t.call('GET', '/Partners/ByCode/acme', undefined, { partner: null })).body.testPayments).toBe(true);
    const live = await createTestApi({ PAYMENT_PROVIDERS: 'alpha', ALPHA_MID: '1', ALPHA_SHARED_SECRET: 's' }, { onDatabaseOf: t });
    try {
      expect((await live.call('GET', '/Partners/ByCode/acme', undefined, { partner: null })).body.testPayments).toBe(false);
    } finally {
      await live.close();
    }
  });
  it("names the seller's contact e-mail: the partner's own issuer's, else the shop's (issue #49: the accessibility statement)", async () => {
    expect((await t.call('GET', '/Partners/ByCode/hellas', undefined, { partner: null })).body.contactEmail).toBe(SHOP_DEMO.email);
    const issuer = { name: { el: 'Πωλητής', en: 'Seller' }, address: { el: 'Αθήνα', en: 'Athens' }, vatNumber: '094014201', taxOffice: 'ΦΑΕ Αθηνών', registryNumber: '1', phone: '+30 210 0000000', email: 'shop@hellas.example' };
    await t.db.update(partners).set({ issuer }).where(eq(partners.code, 'hellas'));
    forgetPartners(t.db);
    try {
      expect((await t.call('GET', '/Partners/ByCode/hellas', undefined, { partner: null })).body.contactEmail).toBe('shop@hellas.example');
    } finally {
      await t.db.update(partners).set({ issuer: null }).where(eq(partners.code, 'hellas'));
      forgetPartners(t.db);
    }
  });
  it('answers 404 for unknown and disabled partners', async () => {
    expect((await t.call('GET', '/Partners/ByCode/nosuch', undefined, { partner: null })).body).toEqual({ error: 'partner_not_found' });
    expect((await t.call('GET', '/Partners/ByCode/retired', undefined, { partner: null })).body).toEqual({ error: 'partner_disabled' });
  });
});

describe('GET /Partners/PromotionInfo', () => {
  it('gives the partner discount and the customer quota for the current period', async () => {
    const session = await login(t);
    await t.db.insert(quotaUsage).values([
      { customerId: session.id, partnerId: 1, periodStart: '2026-11-01', units: 3 },
      { customerId: session.id, partnerId: 1, periodStart: '2026-10-01', units: 7 }, // last month: not counted
    ]);
    const res = await t.call('GET', '/Partners/PromotionInfo', undefined, { token: session.at });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      discount: { kind: 'Percentage', value: 15 },
      combinationPolicy: 'ProductOnly',
      quota: { limit: 20, used: 3, remaining: 17, period: 'month', periodStart: '2026-11-01', periodEnd: '2026-12-01' },
    });
  });
  it('is per partner', async () => {
    const session = await login(t, 'demo@hellas.test', 'hellas');
    const res = await t.call('GET', '/Partners/PromotionInfo', undefined, { token: session.at, partner: 'hellas' });
    expect(res.body.discount).toEqual({ kind: 'FixedAmount', value: 500 });
    expect(res.body.quota.remaining).toBe(10);
  });
  it('needs a login', async () => {
    expect((await t.call('GET', '/Partners/PromotionInfo')).status).toBe(401);
  });
});

describe('hostile partner codes', () => {
  it.each(["acme'--", '%3Cscript%3E', 'a'.repeat(200)])('%s → 404, never 500', async (code) => {
    expect((await t.call('GET', `/Partners/ByCode/${code}`, undefined, { partner: null })).status).toBe(404);
  });
  // Issue #44 item 4: a NUL or an over-long value names nothing and is refused before any lookup.
  it.each([['%00', 'invalid_characters'], ['a'.repeat(500), 'max_characters']])('%s → 400 %s', async (code, key) => {
    expect((await t.call('GET', `/Partners/ByCode/${code}`, undefined, { partner: null })).body).toMatchObject({ error: 'validation_failed', fields: { code: key } });
  });
});

describe('GET /Partners', () => {
  it('lists the active partners by code, without login or partner header', async () => {
    const res = await t.call('GET', '/Partners', undefined, { partner: null });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { code: 'acme', name: 'Acme Supplies', defaultLanguage: 'el' },
      { code: 'hellas', name: 'Hellas Trade', defaultLanguage: 'el' },
    ]);
  });
  it('leaves disabled partners out', async () => {
    const res = await t.call('GET', '/Partners', undefined, { partner: null });
    expect(res.body.items.map((p: { code: string }) => p.code)).not.toContain('retired');
  });
  it('ignores a partner header, even of a disabled partner', async () => {
    const res = await t.call('GET', '/Partners', undefined, { partner: 'retired' });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
  });
});
