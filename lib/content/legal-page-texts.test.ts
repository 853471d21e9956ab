import { RETENTION_DAYS } from '@/lib/config/retention';
import { Languages, type Language } from '@/lib/contract/enums';
import { sanitizeRichText } from './sanitize';
import { legalBody, legalPages, legalTexts, type LegalSeller } from './legal-page-texts';
import { PRIVACY_PAGE_EURL, TERMS_PAGE_EURL } from './legal-pages';
import { PRIVACY_SECTIONS, retentionYears, TERMS_SECTIONS } from './legal-text-types';

/** The privacy notice and the terms of sale of every partner (issue #49 item 4, decision 0098). */
const SELLER: LegalSeller = {
  partnerName: 'Ακμή & Σία <Ο.Ε.>',
  name: { el: 'Πωλητής Α.Ε.', en: 'Seller S.A.' },
  address: { el: 'Ερμού 1, 105 63 Αθήνα', en: '1 Ermou Street, 105 63 Athens' },
  vatNumber: 'EL094014201',
  taxOffice: 'ΦΑΕ Αθηνών',
  registryNumber: '000123456789',
  phone: '+30 210 111 2222',
  email: 'hello@seller.example',
};
const texts = legalTexts(SELLER);
const pages = legalPages(SELLER);
const page = (eurl: string) => pages.find((p) => p.eurl === eurl)!;
const bodies = pages.flatMap((p) => Languages.map((lang) => ({ eurl: p.eurl, lang, html: p.body[lang] })));

describe('the legal pages of a partner', () => {
  it('are the terms and the privacy notice, titled in both languages', () => {
    expect(pages.map((p) => p.eurl)).toEqual([TERMS_PAGE_EURL, PRIVACY_PAGE_EURL]);
    expect(page(PRIVACY_PAGE_EURL).title).toEqual({ el: 'Πολιτική απορρήτου', en: 'Privacy notice' });
    expect(page(TERMS_PAGE_EURL).title).toEqual({ el: 'Όροι πώλησης', en: 'Terms of sale' });
  });

  it.each(Languages)('have every section, in order, with a heading each (%s)', (lang: Language) => {
    expect(texts.privacy[lang].sections.map((s) => s.key)).toEqual([...PRIVACY_SECTIONS]);
    expect(texts.terms[lang].sections.map((s) => s.key)).toEqual([...TERMS_SECTIONS]);
    for (const text of [texts.privacy[lang], texts.terms[lang]]) {
      const headings = text.sections.map((s) => s.heading);
      expect(new Set(headings).size).toBe(headings.length);
      for (const section of text.sections) expect(section.html).toMatch(/^<(p|ul)>/);
      expect(legalBody(text).match(/<h2>/g)).toHaveLength(text.sections.length);
    }
  });

  it('fill in the partner and the seller, escaped in the HTML, plain in the description', () => {
    for (const { html } of bodies) {
      expect(html).toContain('Ακμή &amp; Σία &lt;Ο.Ε.&gt;');
      expect(html).not.toContain('<Ο.Ε.>');
      expect(html).toContain('<a href="mailto:hello@seller.example">hello@seller.example</a>');
      expect(html).toContain('EL094014201');
      expect(html).toContain('000123456789');
    }
    for (const lang of Languages) {
      expect(page(PRIVACY_PAGE_EURL).body[lang]).toContain(SELLER.name[lang]);
      expect(page(TERMS_PAGE_EURL).body[lang]).toContain(SELLER.address[lang]);
      expect(page(PRIVACY_PAGE_EURL).description[lang]).toContain('Ακμή & Σία <Ο.Ε.>');
    }
  });

  it('never mention the EU online dispute resolution platform (abolished in July 2025)', () => {
    for (const { html } of bodies) expect(html).not.toMatch(/\bODR\b|ΗΕΔ|consumers\/odr|online dispute|Ηλεκτρονικής Επίλυσης Διαφορών|ηλεκτρονική επίλυση/i);
  });

  it.each(Languages)('the privacy notice names the processing, its periods, the rights, the cookies and the authority (%s)', (lang: Language) => {
    const html = page(PRIVACY_PAGE_EURL).body[lang];
    for (const name of ['myDATA', 'ACS', 'Box Now', 'IRIS', 'Viva Wallet', 'PayPal', 'YouTube', 'Vimeo', 'OpenStreetMap', 'https://www.dpa.gr', 'Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα', '2016/679']) expect(html).toContain(name);
    // The periods the retention job applies (lib/config/retention.ts: carts and mail 90 days, logs 30, consent records 3 years).
    const [day, year] = lang === 'el' ? ['ημέρες', 'έτη'] : ['days', 'years'];
    const periods = [RETENTION_DAYS.abandonedCarts, RETENTION_DAYS.sentMail, RETENTION_DAYS.serverLogs].map((days) => `${days} ${day}`);
    for (const period of [...periods, `${retentionYears(RETENTION_DAYS.consentRecords)} ${year}`]) expect(html).toContain(period);
    expect(html).toContain(lang === 'el' ? '«Ρυθμίσεις cookies»' : '“Cookie settings”');
    expect(html).toContain(lang === 'el' ? 'Χάρτες Google' : 'Google Maps');
    expect(html).toContain(lang === 'el' ? '22 Νοεμβρίου 2026' : 'November 22, 2026');
  });

  it.each(Languages)('the terms give the 14-day withdrawal with its exceptions, the legal guarantee and the complaint routes (%s)', (lang: Language) => {
    const html = page(TERMS_PAGE_EURL).body[lang];
    expect(html).toContain(lang === 'el' ? '<strong>14 ημέρες</strong>' : '<strong>14 days</strong>');
    expect(html).toContain(lang === 'el' ? '<strong>δύο έτη</strong>' : '<strong>two years</strong>');
    expect(html).toContain(lang === 'el' ? 'Υποβολή παραγγελίας' : 'Place order');
    for (const name of ['https://www.synigoroskatanaloti.gr', '2019/882', '4994/2022', 'IRIS', 'Box Now', 'myDATA', '<blockquote>']) expect(html).toContain(name);
  });

  it('keep within the content pages’ limits, however long the partner’s name', () => {
    const long = legalPages({ ...SELLER, partnerName: 'Π'.repeat(190) });
    for (const p of long) {
      for (const lang of Languages) {
        expect(p.title[lang].length).toBeLessThanOrEqual(120);
        expect(p.description[lang].length).toBeLessThanOrEqual(200);
        expect(p.description[lang].endsWith('…')).toBe(true);
        expect(p.body[lang].length).toBeLessThanOrEqual(100_000);
      }
    }
  });

  it('come through the rich-text sanitiser whole (headings, lists, the model form, the links)', () => {
    for (const { html } of bodies) {
      const clean = sanitizeRichText(html);
      expect(clean.match(/<h2>/g)).toHaveLength(html.match(/<h2>/g)!.length);
      expect(clean.match(/<li>/g)).toHaveLength(html.match(/<li>/g)!.length);
      expect(clean).toContain('href="mailto:hello@seller.example"');
      expect(clean).toContain('Ακμή &amp; Σία &lt;Ο.Ε.&gt;');
      expect(clean.includes('<blockquote>')).toBe(html.includes('<blockquote>'));
    }
  });
});
