import { matchesTokens, normalizeSearchText, searchTokens } from './search-text';

describe('normalizeSearchText', () => {
  it.each([
    ['Μπλούζα', 'μπλουζα'],
    ['ΜΠΛΟΎΖΑ', 'μπλουζα'],
    ['Κλασικές μπότες', 'κλασικεσ μποτεσ'],
    ['Άνετο Φούτερ Ϊ', 'ανετο φουτερ ι'],
    ['T-shirt  Alto', 't shirt alto'],
    ['Crème Brûlée', 'creme brulee'],
    ["x'; DROP TABLE products;--", 'x drop table products'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
    ['', ''],
  ])('%s → %s', (input, expected) => expect(normalizeSearchText(input)).toBe(expected));
});

describe('searchTokens and matchesTokens', () => {
  const haystack = normalizeSearchText('Κλασικό μπλουζάκι Alto p000123');
  it('matches every word, in any order, as a substring', () => {
    expect(matchesTokens(haystack, searchTokens('μπλουζα'))).toBe(true);
    expect(matchesTokens(haystack, searchTokens('ALTO κλασικο'))).toBe(true);
    expect(matchesTokens(haystack, searchTokens('P000123'))).toBe(true);
    expect(matchesTokens(haystack, searchTokens('μπλουζα vega'))).toBe(false);
  });
  it('an empty or punctuation-only query has no tokens (matches everything)', () => {
    expect(searchTokens('   ')).toEqual([]);
    expect(searchTokens('%_*')).toEqual([]);
    expect(matchesTokens(haystack, [])).toBe(true);
  });
  it('drops repeated words', () => {
    expect(searchTokens('alto Alto ALTO')).toEqual(['alto']);
  });
});
