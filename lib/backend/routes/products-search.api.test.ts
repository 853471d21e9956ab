import { fold, type Oracle } from '../testing/catalog-oracle';
import { catalogSuite } from '../testing/catalog-suite';

/**
 * GET /Products?q= (issue #16 item 8): accent- and case-insensitive, stemmed Greek and English,
 * product names in both languages, category and brand names, product codes — the same answer in
 * either request language. The expected sets come from the seeded data's facts (every product of
 * the boots category is a boot in both languages; names never name brands or categories), so
 * they do not depend on the stemmer under test.
 */
const s = catalogSuite();

/** The ids of every match (all pages), in the Default order. */
async function search(q: string, lang: 'el' | 'en' = 'el'): Promise<number[]> {
  const out: number[] = [];
  for (let page = 1; ; page++) {
    const res = await s.t.call('GET', `/Products?q=${encodeURIComponent(q)}&pageSize=60&page=${page}`, undefined, { token: s.token, lang });
    expect(res.status).toBe(200);
    out.push(...res.body.items.map((i: { id: number }) => i.id));
    if (out.length >= res.body.total) return out;
  }
}
const idsOf = (products: Oracle['all']) => products.map((p) => p.id);

describe('a Greek word and its English equivalent find the same products', () => {
  it.each(['el', 'en'] as const)('μπότες, μπότα, μποτάκια, ΜΠΟΤΕΣ, boots, boot: every boot (%s)', async (lang) => {
    const boots = idsOf(s.oracle.list({ category: ['boots'] }));
    expect(boots.length).toBeGreaterThan(20);
    for (const q of ['μπότες', 'μπότα', 'μποτάκια', 'ΜΠΟΤΕΣ', 'boots', 'boot']) expect([q, await search(q, lang)]).toEqual([q, boots]);
  });
  it('accents, case, number and diminutives do not matter: μπλούζα, ΜΠΛΟΥΖΑ, μπλουζάκια', async () => {
    const tshirts = idsOf(s.oracle.list({ category: ['tshirts'] }));
    expect(tshirts.length).toBeGreaterThan(20);
    for (const q of ['μπλουζα', 'ΜΠΛΟΎΖΑ', 'Μπλουζάκια', 'μπλούζες']) expect([q, await search(q)]).toEqual([q, tshirts]);
  });
  it('stems Greek adjectives in every gender and number: κλασικός, κλασικές, κλασικά = classic', async () => {
    const classic = idsOf(s.oracle.visible('acme').filter((p) => fold(p.name.en).split(' ').includes('classic')));
    expect(classic.length).toBeGreaterThan(10);
    expect(s.oracle.visible('acme').some((p) => fold(p.name.el).startsWith('κλασικο '))).toBe(true);
    for (const q of ['κλασικός', 'κλασικές', 'κλασικά', 'classic']) expect([q, await search(q)]).toEqual([q, classic]);
  });
});

describe('category and brand names, codes', () => {
  it('a category name finds its products although their names do not contain it', async () => {
    const accessories = idsOf(s.oracle.list({ category: ['accessories'] }));
    expect(s.oracle.visible('acme').filter((p) => accessories.includes(p.id)).every((p) => !fold(p.name.el).includes('αξεσουαρ'))).toBe(true);
    expect(await search('αξεσουάρ')).toEqual(accessories);
    expect(await search('Accessories', 'en')).toEqual(accessories);
  });
  it('a brand name finds the brand’s products, and narrows with another word', async () => {
    expect(await search('nordvik')).toEqual(idsOf(s.oracle.list({ brand: ['nordvik'] })));
    expect(await search('Olive & Oak')).toEqual(idsOf(s.oracle.list({ brand: ['olive-oak'] })));
    const nordvikBoots = idsOf(s.oracle.list({ brand: ['nordvik'], category: ['boots'] }));
    expect(nordvikBoots.length).toBeGreaterThan(0);
    expect(await search('μπότες Nordvik')).toEqual(nordvikBoots);
  });
  it('a code finds its product exactly; a code prefix finds the codes that start with it', async () => {
    const target = s.oracle.visible('acme')[41]!;
    expect(await search(target.code)).toEqual([target.id]);
    expect(await search(target.code.toLowerCase(), 'en')).toEqual([target.id]);
    const prefix = target.code.slice(0, -1);
    expect(await search(prefix)).toEqual(idsOf(s.oracle.visible('acme').filter((p) => p.code.startsWith(prefix))));
  });
  it('a word no product has finds nothing, and a short stem does not widen it (μπλε is no μπλούζα)', async () => {
    expect(await search('zzqx')).toEqual([]);
    expect(await search('μπλε')).toEqual([]);
  });
});
