import { DEMO_CUSTOMERS, DEMO_LOGINS, DEMO_PARTNERS, DEMO_PASSWORD } from './demo-partners';

describe('demo partners and customers', () => {
  it('has acme, hellas (index 1: restricted products point there) and a disabled partner', () => {
    expect(DEMO_PARTNERS.map((p) => [p.code, p.registrationCode, p.status])).toEqual([
      ['acme', 'ACME-2026', 'active'],
      ['hellas', 'HELLAS-2026', 'active'],
      ['retired', 'RETIRED-2026', 'disabled'],
    ]);
    const [acme, hellas] = DEMO_PARTNERS;
    expect(acme).toMatchObject({ name: 'Acme Supplies', promotionKind: 'Percentage', promotionValue: 15, quotaLimit: 20, quotaPeriod: 'month', defaultLanguage: 'el' });
    expect(hellas).toMatchObject({ name: 'Hellas Trade', promotionKind: 'FixedAmount', promotionValue: 500, quotaLimit: 10, quotaPeriod: 'month' });
  });

  it('gives every partner rich landing content in both languages; acme embeds a video', () => {
    for (const p of DEMO_PARTNERS) {
      for (const html of [p.content.el, p.content.en]) {
        expect(html).toMatch(/<h2>.+<\/h2>/);
        expect(html).toMatch(/<p>.+<\/p>/);
        expect(html).toMatch(/<ul><li>.+<\/li><\/ul>/);
      }
    }
    expect(DEMO_PARTNERS[0]?.content.el).toContain('<iframe src="https://www.youtube-nocookie.com/embed/');
    expect(DEMO_PARTNERS[0]?.content.en).toContain('<iframe src="https://www.youtube-nocookie.com/embed/');
  });

  it('has the customers of DESIGN §8, each on an existing partner, unique per partner', () => {
    const codes = new Set(DEMO_PARTNERS.map((p) => p.code));
    for (const c of DEMO_CUSTOMERS) expect(codes.has(c.partnerCode)).toBe(true);
    expect(new Set(DEMO_CUSTOMERS.map((c) => `${c.partnerCode}/${c.email}`)).size).toBe(DEMO_CUSTOMERS.length);
    expect(DEMO_CUSTOMERS.find((c) => c.email === 'demo@acme.test')).toMatchObject({ firstName: 'Μαρία', lastName: 'Παπαδοπούλου', language: 'el', status: 'active', verified: true });
    expect(DEMO_CUSTOMERS.find((c) => c.email === 'demo@hellas.test')).toMatchObject({ firstName: 'Nikos', lastName: 'Georgiou', language: 'en', status: 'active', verified: true });
    expect(DEMO_CUSTOMERS.find((c) => c.email === 'pending@acme.test')).toMatchObject({ status: 'pending', verified: false });
    expect(DEMO_CUSTOMERS.every((c) => c.password === DEMO_PASSWORD)).toBe(true);
  });

  it('exports the demo logins', () => {
    expect(DEMO_LOGINS.map((l) => l.email)).toEqual(['demo@acme.test', 'demo@hellas.test', 'second@acme.test', 'pending@acme.test', 'demo@retired.test']);
    expect(DEMO_LOGINS[0]).toEqual({ partner: 'acme', email: 'demo@acme.test', password: 'Demo-2026!', note: 'active' });
  });
});
