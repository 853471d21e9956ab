import { productEurl, slugify } from './slugify';

describe('slugify', () => {
  it('keeps the seed slugs of English names', () => {
    expect(slugify('Élan T-shirt & Co.')).toBe('elan-t-shirt-co');
    expect(slugify('  Classic   Denim Jacket 42 ')).toBe('classic-denim-jacket-42');
  });
  it('transliterates Greek (ELOT 743)', () => {
    expect(slugify('Μπλουζάκι βαμβακερό')).toBe('blouzaki-vamvakero');
    expect(slugify('Αθλητικά παπούτσια')).toBe('athlitika-papoutsia');
    expect(slugify('Ψηλό χειμωνιάτικο μπουφάν')).toBe('psilo-cheimoniatiko-boufan');
    expect(slugify('Αυτόματη ευχή')).toBe('aftomati-efchi');
    expect(slugify('Αύρα εύρος')).toBe('avra-evros');
    expect(slugify('Άγγελος ΣΟΦΙΑ')).toBe('angelos-sofia');
    expect(slugify('Φορέματα και φούστες')).toBe('foremata-kai-foustes');
  });
  it('drops what is neither a letter nor a digit, and is empty for nothing', () => {
    expect(slugify('---!!!---')).toBe('');
    expect(slugify('日本')).toBe('');
    expect(slugify('A/B\\C')).toBe('a-b-c');
  });
  it('is cut at a hyphen within the limit', () => {
    const slug = slugify('word '.repeat(50), 22);
    expect(slug).toBe('word-word-word-word');
    expect(slugify('x'.repeat(30), 10)).toBe('x'.repeat(10));
  });
});

describe('productEurl', () => {
  const none = () => false;
  it('is the English name', () => {
    expect(productEurl({ el: 'Μπλούζα', en: 'Linen Shirt' }, 'P1', none)).toBe('linen-shirt');
  });
  it('uses the Greek name when the English one gives nothing', () => {
    expect(productEurl({ el: 'Μπλούζα', en: '!!!' }, 'P1', none)).toBe('blouza');
  });
  it('adds the code when the slug is taken, and is the code alone with no name slug', () => {
    expect(productEurl({ el: 'x', en: 'Linen Shirt' }, 'P-00012', (e) => e === 'linen-shirt')).toBe('linen-shirt-p-00012');
    expect(productEurl({ el: '', en: '' }, 'P000001', none)).toBe('p000001');
  });
});
