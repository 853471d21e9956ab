import { and, eq } from 'drizzle-orm';
import { SHOP_DEMO, shopConfigOf } from '@/lib/config/shop-config';
import { PRIVACY_PAGE_EURL, TERMS_PAGE_EURL } from '@/lib/content/legal-pages';
import { contentPages, partners, type PartnerIssuer } from '../db/schema';
import { seedContentPages } from '../db/seed/demo-pages';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { createTestApi, type TestApi } from '../testing/test-api';
import { ensureLegalPages } from './legal-pages';

/**
 * Every partner's privacy notice and terms of sale (issue #49 item 4, decision 0098): seeded for
 * every partner, added for a new one, read by the storefront like any content page, and never
 * written over a page staff changed.
 */
let t: TestApi;
let employee = '';
beforeAll(async () => {
  t = await createTestApi();
  employee = (await t.call('POST', '/staff/login', { email: 'employee@shop.test', password: DEMO_STAFF_PASSWORD }, { partner: null })).body.token;
});
afterAll(() => t.close());

const shop = (path: string, partner: string, lang = 'el') => t.call('GET', path, undefined, { partner, lang });
const pagesOf = async (partnerId: number) =>
  (await t.db.select().from(contentPages).where(eq(contentPages.partnerId, partnerId))).sort((a, b) => a.eurl.localeCompare(b.eurl));

describe('the legal pages', () => {
  it('every seeded partner has its privacy notice and terms, with its name and the shop as seller', async () => {
    const all = await t.db.select({ id: partners.id, code: partners.code, name: partners.name }).from(partners);
    expect(all.map((p) => p.code).sort()).toEqual(['acme', 'hellas', 'retired']);
    for (const partner of all) {
      const pages = await pagesOf(partner.id);
      for (const eurl of [PRIVACY_PAGE_EURL, TERMS_PAGE_EURL]) {
        const legal = pages.find((p) => p.eurl === eurl);
        expect(legal).toMatchObject({ published: true });
        for (const lang of ['el', 'en'] as const) {
          expect(legal!.body[lang]).toContain(partner.name);
          expect(legal!.body[lang]).toContain(SHOP_DEMO.name[lang]);
          expect(legal!.body[lang]).toContain(`mailto:${SHOP_DEMO.email}`);
        }
      }
    }
    // The demo's delivery page stays (acme and hellas only).
    expect((await pagesOf(all.find((p) => p.code === 'retired')!.id)).map((p) => p.eurl)).toEqual(['privacy', 'terms']);
  });

  it('the storefront lists and opens them in either language, without a login', async () => {
    expect((await shop('/ContentPages', 'hellas', 'en')).body.items).toEqual([
      { eurl: 'terms', title: 'Terms of sale' },
      { eurl: 'delivery', title: 'Delivery' },
      { eurl: 'privacy', title: 'Privacy notice' },
    ]);
    const privacy = await shop('/ContentPages/ByUrl/privacy', 'hellas', 'el');
    expect(privacy.status).toBe(200);
    expect(privacy.body).toMatchObject({ eurl: 'privacy', title: 'Πολιτική απορρήτου' });
    expect(privacy.body.description).toContain('Hellas Trade');
    expect(privacy.body.body).toContain('<h2>Υπεύθυνος επεξεργασίας</h2>');
    expect(privacy.body.body).toContain('https://www.dpa.gr');
    const terms = await shop('/ContentPages/ByUrl/terms', 'acme', 'en');
    expect(terms.body.body).toContain('<h2>Right of withdrawal (consumers)</h2>');
    expect(terms.body.body).toContain('Acme Supplies');
  });

  it("a new partner gets both, its own issuer as the seller; once, and its cached pages expire", async () => {
    const issuer: PartnerIssuer = {
      name: { el: 'Νέος Πωλητής Α.Ε.', en: 'New Seller S.A.' },
      address: { el: 'Σταδίου 5, Αθήνα', en: '5 Stadiou Street, Athens' },
      vatNumber: '094014201',
      taxOffice: 'ΦΑΕ Αθηνών',
      registryNumber: '000999888777',
      phone: '+30 210 555 0000',
      email: 'sales@new-seller.example',
    };
    const [created] = await t.db
      .insert(partners)
      .values({ code: 'newco', name: 'NewCo & Partners', status: 'active', registrationCode: 'NEWCO-1', defaultLanguage: 'el', content: { el: '', en: '' }, promotionKind: 'Percentage', promotionValue: 10, quotaLimit: 5, issuer })
      .returning({ id: partners.id, pagesVersion: partners.pagesVersion });
    expect(await pagesOf(created!.id)).toEqual([]);
    expect(await ensureLegalPages(t.db, shopConfigOf(t.deps.env), [created!.id])).toBe(2);
    const pages = await pagesOf(created!.id);
    expect(pages.map((p) => [p.eurl, p.position])).toEqual([
      ['privacy', 3],
      ['terms', 1],
    ]);
    for (const page of pages) {
      expect(page.body.el).toContain('Νέος Πωλητής Α.Ε.');
      expect(page.body.en).toContain('New Seller S.A.');
      expect(page.body.en).toContain('NewCo &amp; Partners');
      expect(page.body.en).toContain('mailto:sales@new-seller.example');
      expect(page.body.en).not.toContain(SHOP_DEMO.name.en);
    }
    const [after] = await t.db.select({ pagesVersion: partners.pagesVersion }).from(partners).where(eq(partners.id, created!.id));
    expect(after!.pagesVersion).toBe(created!.pagesVersion + 1);
    // Asked again: nothing to add, nothing bumped.
    expect(await ensureLegalPages(t.db, shopConfigOf(t.deps.env), [created!.id])).toBe(0);
    const [again] = await t.db.select({ pagesVersion: partners.pagesVersion }).from(partners).where(eq(partners.id, created!.id));
    expect(again!.pagesVersion).toBe(after!.pagesVersion);
  });

  it('a page staff edited is not written over by seeding again; a deleted one comes back', async () => {
    const edited = {
      title: { el: 'Απόρρητο', en: 'Privacy' },
      description: { el: 'Δική μας', en: 'Our own' },
      body: { el: '<p>Το κείμενο του νομικού μας.</p>', en: '<p>Our lawyer’s text.</p>' },
      position: 7,
    };
    expect((await t.call('PUT', '/staff/partners/hellas/pages/privacy', edited, { partner: null, token: employee })).status).toBe(200);
    expect((await t.call('DELETE', '/staff/partners/hellas/pages/terms', undefined, { partner: null, token: employee })).status).toBe(204);
    await seedContentPages(t.db);
    const [hellas] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'hellas'));
    const [privacy] = await t.db.select().from(contentPages).where(and(eq(contentPages.partnerId, hellas!.id), eq(contentPages.eurl, 'privacy')));
    expect(privacy).toMatchObject({ title: edited.title, body: edited.body, position: 7 });
    expect((await shop('/ContentPages/ByUrl/privacy', 'hellas', 'en')).body.body).toBe('<p>Our lawyer’s text.</p>');
    expect((await shop('/ContentPages/ByUrl/terms', 'hellas', 'en')).body.title).toBe('Terms of sale');
  });

  it("replaces the short demo terms of a database seeded before them, if nobody changed them", async () => {
    const OLD = {
      el: '<h2>Παραγγελίες</h2><p>Οι τιμές περιλαμβάνουν ΦΠΑ.</p>',
      en: '<h2>Orders</h2><p>Prices include VAT. The partner discount applies up to the period’s unit quota.</p><h2>Returns</h2><p>You may return products within <strong>14 days</strong> of delivery.</p>',
    };
    const [acme] = await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
    const terms = and(eq(contentPages.partnerId, acme!.id), eq(contentPages.eurl, 'terms'));
    await t.db.update(contentPages).set({ body: OLD }).where(terms);
    await seedContentPages(t.db);
    const [replaced] = await t.db.select().from(contentPages).where(terms);
    expect(replaced!.body.en).toContain('<h2>Right of withdrawal (consumers)</h2>');
    // Changed by staff (another text): kept.
    await t.db.update(contentPages).set({ body: { ...OLD, en: `${OLD.en}<p>Our addition.</p>` } }).where(terms);
    await seedContentPages(t.db);
    const [kept] = await t.db.select().from(contentPages).where(terms);
    expect(kept!.body.en).toContain('Our addition.');
  });
});
