import { haystackBuilder, matchesTerms, searchHaystack, searchStem, searchTerms } from './search-stem';
import { normalizeSearchText } from '@/lib/utils/search-text';

const stem = (word: string) => searchStem(normalizeSearchText(word));
const finds = (query: string, ...texts: string[]) => matchesTerms(searchHaystack(texts), searchTerms(query));

describe('searchStem', () => {
  it.each([
    ['μπότες', 'μπότα', 'μποτάκια', 'μποτάκι', 'ΜΠΌΤΕΣ'],
    ['μπλούζα', 'μπλούζες', 'μπλουζάκι', 'μπλουζάκια'],
    ['παπούτσια', 'παπούτσι', 'παπουτσάκια'],
    ['τσάντα', 'τσάντες', 'τσαντάκι'],
    ['φόρεμα', 'φορέματα'],
    ['καπέλο', 'καπέλα', 'καπελάκι'],
    ['σκούφος', 'σκούφοι'],
    ['ζώνη', 'ζώνες'],
    ['boots', 'boot'],
    ['sandals', 'sandal'],
    ['accessories', 'accessory'],
    ['hoodies', 'hoodie'],
  ])('one stem for the family of %s', (...family) => {
    expect(new Set(family.map(stem)).size).toBe(1);
  });
  it('never stems codes, numbers, mixed or short words', () => {
    for (const word of ['p000123', '42', 'xl', 'τζιν', 'eva', 'x1y2']) expect(stem(word)).toBe(normalizeSearchText(word));
  });
  it('keeps a short stem only after an inflection ending, so unrelated words stay apart', () => {
    expect(stem('σακάκι')).not.toBe(stem('σακίδιο'));
    expect(stem('σακάκι')).toBe('σακακι');
    expect(stem('ζώνες')).toBe('ζων');
  });
});

describe('searchHaystack', () => {
  it('holds the normalised words of every text once, then the stems that differ, framed by spaces', () => {
    expect(searchHaystack(['Κλασικές μπότες Alto', 'Classic boots Alto', 'Μπότες', 'Boots', 'Olive & Oak', 'P000123'])).toBe(
      ' κλασικεσ μποτεσ alto classic boots olive oak p000123 κλασικ μποτ boot oliv ',
    );
  });
  it('the index build’s builder remembers words and stems, with the same result', () => {
    const build = haystackBuilder();
    const texts = ['Άνετα μποτάκια Vega', 'Comfortable ankle boots Vega', 'Μπότες', 'Boots', 'Nordvik', 'P000124'];
    expect(build(texts)).toBe(searchHaystack(texts));
    expect(build(texts)).toBe(searchHaystack(texts));
    expect(build(['μπότες'])).toBe(' μποτεσ μποτ ');
  });
});

describe('matching a query', () => {
  const boots = ['Κλασικές μπότες Alto', 'Classic boots Alto', 'Μπότες', 'Boots', 'Nordvik', 'P000123'];
  const ankleBoots = ['Άνετα μποτάκια Vega', 'Comfortable ankle boots Vega', 'Μπότες', 'Boots', 'Nordvik', 'P000124'];
  it.each(['μπότες', 'μπότα', 'μποτάκια', 'ΜΠΟΤΕΣ', 'boots', 'boot', 'Boots'])('%s finds boots and ankle boots', (query) => {
    expect(finds(query, ...boots)).toBe(true);
    expect(finds(query, ...ankleBoots)).toBe(true);
  });
  it('every word must match, in any order: names, brand, code, partial words', () => {
    expect(finds('nordvik μπότα', ...boots)).toBe(true);
    expect(finds('p000123', ...boots)).toBe(true);
    expect(finds('p00012', ...boots)).toBe(true);
    expect(finds('κλασ', ...boots)).toBe(true);
    expect(finds('κλασικός', ...boots)).toBe(true);
    expect(finds('μπότες vega', ...boots)).toBe(false);
    expect(finds('p000124', ...boots)).toBe(false);
  });
  it('a short stem matches only a whole word or stem', () => {
    expect(finds('ζώνες', 'Δερμάτινη ζώνη')).toBe(true);
    expect(finds('μπλε', 'Κλασικό μπλουζάκι')).toBe(false);
    expect(finds('σακάκι', 'Σακίδιο πλάτης')).toBe(false);
    expect(finds('σακάκι', 'Κομψό σακάκι')).toBe(true);
  });
  it('shirt does not find boots; a stem must start a word', () => {
    expect(finds('shirts', ...boots)).toBe(false);
    expect(finds('oots', ...boots)).toBe(true); // a plain substring, as before stemming
    expect(finds('otes', ...boots)).toBe(false);
  });
  it('an empty or punctuation-only query has no terms', () => {
    expect(searchTerms(' %_* ')).toEqual([]);
    expect(matchesTerms(searchHaystack(boots), [])).toBe(true);
  });
});
