import { and, eq } from 'drizzle-orm';
import { zContentPage, zContentPageLinks } from '@/lib/contract/content-pages';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { staffAudit } from '../db/schema';
import { orderSuite } from '../testing/order-helpers';

/**
 * Content pages (issue #18 item 7): the storefront reads a partner's published pages (anyone, in
 * the request's language, sanitised); staff write them through the operations API (an
 * Employee's, audited), every role of the partner's staff reads them.
 */
const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });
const shop = (path: string, lang = 'el', partner = 'hellas') => s.t.call('GET', path, undefined, { partner, lang });
const page = (changes: Record<string, unknown> = {}) => ({
  title: { el: 'Συχνές ερωτήσεις', en: 'FAQ' },
  description: { el: 'Απαντήσεις', en: 'Answers' },
  body: { el: '<p>Γεια <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>', en: '<p>Hello <img src=x onerror=alert(1)></p>' },
  position: 5,
  ...changes,
});

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    tokens[role] = (await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD })).body.token;
  }
});

/** What the storefront's cache handler is told to expire (lib/cache/expire-tags.ts), while `run` runs. */
async function expiredTags(run: () => Promise<void>): Promise<string[][]> {
  const key = Symbol.for('partner-storefront.expire-cache-tags');
  const expired: string[][] = [];
  const slot = globalThis as unknown as Record<symbol, unknown>;
  slot[key] = async (tags: string[]) => void expired.push(tags);
  try {
    await run();
  } finally {
    delete slot[key];
  }
  return expired;
}

describe('content pages', () => {
  it("a write expires its partner's cached pages and data before it is answered; a refused one does not", async () => {
    const expired = await expiredTags(async () => {
      expect((await staffCall('PUT', '/staff/partners/hellas/pages/hours', tokens.Inspector, page())).status).toBe(403);
      expect((await staffCall('PUT', '/staff/partners/HELLAS/pages/hours', tokens.Employee, page())).status).toBe(200);
      expect((await staffCall('DELETE', '/staff/partners/hellas/pages/hours', tokens.Employee)).status).toBe(204);
    });
    expect(expired).toEqual([['partner:hellas'], ['partner:hellas']]);
  });

  it('the storefront reads the seeded pages by position, in either language, without a login', async () => {
    const links = await shop('/ContentPages', 'en', 'acme');
    expect(links.status).toBe(200);
    expect(zContentPageLinks.strict().safeParse(links.body).error).toBeUndefined();
    expect(links.body.items).toEqual([
      { eurl: 'terms', title: 'Terms of sale' },
      { eurl: 'delivery', title: 'Delivery' },
      { eurl: 'privacy', title: 'Privacy notice' },
    ]);
    const terms = await shop('/ContentPages/ByUrl/TERMS', 'el', 'acme');
    expect(terms.status).toBe(200);
    expect(zContentPage.strict().safeParse(terms.body).error).toBeUndefined();
    expect(terms.body).toMatchObject({ eurl: 'terms', title: 'Όροι πώλησης' });
    expect((await shop('/ContentPages/ByUrl/nope', 'el', 'acme')).body).toMatchObject({ error: 'content_page_not_found' });
    expect((await shop('/ContentPages/ByUrl/a%00b', 'el', 'acme')).status).toBe(400); // issue #44 item 4: a NUL is refused before any lookup
    expect((await s.t.call('GET', '/ContentPages', undefined, { partner: null })).status).toBe(400);
  });

  it('an Employee creates, changes and deletes a page: sanitised, audited, shown and gone in the storefront', async () => {
    const created = await staffCall('PUT', '/staff/partners/hellas/pages/faq', tokens.Employee, page());
    expect(created.status).toBe(200);
    expect(created.body.body.el).not.toMatch(/script|javascript:/);
    expect(created.body.body.en).not.toMatch(/onerror/);
    const shown = await shop('/ContentPages/ByUrl/faq', 'en');
    expect(shown.body).toMatchObject({ title: 'FAQ', description: 'Answers' });
    expect(shown.body.body).toContain('Hello');
    expect((await shop('/ContentPages')).body.items.map((l: { eurl: string }) => l.eurl)).toContain('faq');

    const hidden = await staffCall('PUT', '/staff/partners/hellas/pages/faq', tokens.Employee, page({ published: false }));
    expect(hidden.body.published).toBe(false);
    expect((await shop('/ContentPages/ByUrl/faq')).status).toBe(404);
    expect((await staffCall('GET', '/staff/partners/hellas/pages', tokens.Inspector)).body.items.map((p: { eurl: string }) => p.eurl)).toContain('faq');

    expect((await staffCall('DELETE', '/staff/partners/hellas/pages/faq', tokens.Employee)).status).toBe(204);
    expect((await staffCall('DELETE', '/staff/partners/hellas/pages/faq', tokens.Employee)).body).toMatchObject({ error: 'content_page_not_found' });
    const audit = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'partner'), eq(staffAudit.action, 'partner.page')));
    expect(audit.at(-1)).toMatchObject({ before: { page: 'faq', published: true }, after: { page: 'faq', published: false } });
  });

  it('refuses other roles, other partners, a bad address and bad fields; writes nothing', async () => {
    expect((await staffCall('PUT', '/staff/partners/acme/pages/faq', tokens.SalesPerson, page())).body).toMatchObject({ error: 'staff_role_forbidden' });
    expect((await staffCall('PUT', '/staff/partners/acme/pages/faq', tokens.Inspector, page())).status).toBe(403);
    expect((await staffCall('GET', '/staff/partners/hellas/pages', tokens.SalesPerson)).body).toMatchObject({ error: 'partner_not_found' });
    expect((await staffCall('PUT', '/staff/partners/hellas/pages/Bad_Name', tokens.Employee, page())).body).toMatchObject({ error: 'content_page_eurl_invalid', fields: { eurl: 'content_page_eurl_invalid' } });
    const bad = await staffCall('PUT', '/staff/partners/hellas/pages/ok', tokens.Employee, page({ title: { el: '', en: 'x' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty(['title.el']);
    expect((await staffCall('PUT', '/staff/partners/hellas/pages/ok', undefined, page())).status).toBe(401);
    expect((await shop('/ContentPages/ByUrl/ok')).status).toBe(404);
  });
});
