import { checkHeader } from './columns';
import { decodeText, detectDelimiter } from './decode-text';
import { escapeFormula, unescapeFormula } from './formula-escape';
import { parsePartners, parsePrice, parseWeight } from './cell-values';
import { rowsToItems, type FileRow } from './rows-to-items';

const HEADER = ['code', 'name_el', 'name_en', 'category', 'brand', 'tax_category', 'price_basis', 'price', 'sku', 'color', 'size', 'stock'];
const row = (line: number, values: Partial<Record<string, string>>): FileRow => ({
  line,
  cells: { code: 'P1', name_el: 'Μπότα', name_en: 'Boot', category: 'boots', brand: 'acme', tax_category: 'Normal', price_basis: 'AfterTaxes', price: '59,90', sku: `P1-${line}`, color: 'black', size: '42', stock: '3', ...values } as Record<string, string>,
});

describe('decoding a CSV', () => {
  it('reads UTF-8 with and without a BOM', () => {
    const utf8 = new TextEncoder().encode('name\nΜπότα');
    expect(decodeText(utf8)).toEqual({ text: 'name\nΜπότα', encoding: 'utf-8' });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])).text).toBe('name\nΜπότα');
  });

  it('reads Greek in Windows-1253 (and ISO-8859-7) bytes', () => {
    // "Μπότα" in Windows-1253: Μ=0xCC π=0xF0 ό=0xFC τ=0xF4 α=0xE1; "Αθήνα" with ή=0xDE
    expect(decodeText(new Uint8Array([0xcc, 0xf0, 0xfc, 0xf4, 0xe1, 0x3b, 0xc1, 0xe8, 0xde, 0xed, 0xe1]))).toEqual({ text: 'Μπότα;Αθήνα', encoding: 'windows-1253' });
  });

  it('finds the delimiter of the header line, quoted commas aside', () => {
    expect(detectDelimiter('code;name;"a, b, c"\nx;y;z')).toBe(';');
    expect(detectDelimiter('code,name,price\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('code\tname\tprice')).toBe('\t');
    expect(detectDelimiter('"a;b;c;d",name,price')).toBe(',');
  });
});

describe('the header', () => {
  it('names a column it does not know, one twice, and a required one missing', () => {
    expect(checkHeader(['\uFEFFCode', 'Name EL', 'name_en', 'colour', 'category', 'brand', 'tax_category', 'price_basis', 'price', 'sku', 'color', 'stock'])).toEqual([{ column: 'colour', key: 'unknown_column' }]);
    expect(checkHeader([...HEADER, 'price'])).toEqual([{ column: 'price', key: 'column_duplicate' }]);
    expect(checkHeader(HEADER.filter((c) => c !== 'price'))).toEqual([{ column: 'price', key: 'missing_column' }]);
  });

  it('knows the optional weight column, as the export writes it or typed as words', () => {
    expect(checkHeader([...HEADER, 'weight_grams'])).toEqual([]);
    expect(checkHeader([...HEADER, 'Weight Grams'])).toEqual([]);
    expect(checkHeader([...HEADER, 'weight'])).toEqual([{ column: 'weight', key: 'unknown_column' }]);
  });
});

describe('cells', () => {
  it('reads a price with a dot or a comma, in euros, and refuses anything else', () => {
    expect(['12', '12.5', '12,50', '0.99', '1234,00 €'].map((c) => parsePrice(c))).toEqual([1200, 1250, 1250, 99, 123400].map((value) => ({ ok: true, value })));
    for (const bad of ['', 'abc', '-1', '1.234,50', '12.345', '1e3']) expect(parsePrice(bad)).toEqual({ ok: false, key: 'price_invalid' });
  });

  it('reads partners: blank or * for every partner, codes separated by |', () => {
    expect(parsePartners('')).toEqual({ ok: true, value: null });
    expect(parsePartners('*')).toEqual({ ok: true, value: null });
    expect(parsePartners('Hellas | acme')).toEqual({ ok: true, value: ['acme', 'hellas'] });
    expect(parsePartners('acme;hellas')).toEqual({ ok: false, key: 'partners_invalid' });
  });

  it('reads a weight in whole grams, 1 g to 1 000 kg, blank as not weighed, and refuses anything else', () => {
    expect(['1', '1500', ' 0750 ', '1000000'].map((c) => parseWeight(c))).toEqual([1, 1500, 750, 1_000_000].map((value) => ({ ok: true, value })));
    expect(parseWeight('')).toEqual({ ok: true, value: null });
    expect(parseWeight('  ')).toEqual({ ok: true, value: null });
    for (const bad of ['0', '1000001', '12345678', '1.5', '1500.0', '1,5', '1500 g', '1.5kg', '1 500', '-3', '+3', '1e3', 'abc']) {
      expect(parseWeight(bad)).toEqual({ ok: false, key: 'weight_grams_invalid' });
    }
  });
});

describe('rows to items', () => {
  it('groups a product\'s rows, its columns blank or repeated after the first', () => {
    const { items, rows, problems } = rowsToItems([row(2, {}), row(3, { name_el: '', name_en: '', price: '', size: '43' }), row(4, { code: 'p2', sku: 'P2-1', size: '40' })]);
    expect(problems.size).toBe(0);
    expect(items.map((i) => [i.code, i.priceCents, i.variants.map((v) => v.sku)])).toEqual([['P1', 5990, ['P1-2', 'P1-3']], ['P2', 5990, ['P2-1']]]);
    expect(rows).toEqual([{ first: 2, variants: [2, 3] }, { first: 4, variants: [4] }]);
  });

  it('names every bad cell of a row: price, colour, stock, availability, and a product column that differs on a later row', () => {
    const { problems } = rowsToItems([row(2, { price: '12.5.0', color: 'mauve', stock: '-1' }), row(3, { price: '61,00', availability: 'Maybe' })]);
    expect(problems.get(2)).toEqual([{ column: 'price', key: 'price_invalid' }, { column: 'stock', key: 'stock_invalid' }, { column: 'color', key: 'color_invalid' }]);
    expect(problems.get(3)).toEqual([{ column: 'price', key: 'product_mismatch' }, { column: 'availability', key: 'availability_invalid' }]);
  });

  it('reads the weight from a product\'s first row, blank as none, and names a bad or differing one', () => {
    const { items, problems } = rowsToItems([
      row(2, { weight_grams: '1200' }),
      row(3, { weight_grams: '', size: '43' }),
      row(4, { code: 'P2', sku: 'P2-1' }),
      row(5, { code: 'P3', sku: 'P3-1', weight_grams: '1,2' }),
      row(6, { code: 'P3', sku: 'P3-2', weight_grams: '900' }),
    ]);
    expect(items.map((i) => [i.code, i.weightGrams])).toEqual([['P1', 1200], ['P2', null], ['P3', null]]);
    expect([...problems]).toEqual([
      [5, [{ column: 'weight_grams', key: 'weight_grams_invalid' }]],
      [6, [{ column: 'weight_grams', key: 'product_mismatch' }]],
    ]);
  });

  it('marks a SKU given on two rows on both, even of two products', () => {
    const { problems } = rowsToItems([row(2, { sku: 'dup-1' }), row(3, { sku: 'X-1' }), row(4, { code: 'P9', sku: 'DUP-1' })]);
    expect(problems.get(2)).toEqual([{ column: 'sku', key: 'sku_duplicate' }]);
    expect(problems.get(3)).toBeUndefined();
    expect(problems.get(4)).toEqual([{ column: 'sku', key: 'sku_duplicate' }]);
  });

  it('takes the quote off a formula the export escaped', () => {
    const { items } = rowsToItems([row(2, { name_en: "'=HYPERLINK(1)", name_el: "'plain" })]);
    expect(items[0]!.name).toEqual({ en: '=HYPERLINK(1)', el: "'plain" });
  });
});

describe('formula escaping', () => {
  it('prefixes text that a spreadsheet would run with a quote; numbers and other text stay', () => {
    expect(['=1+1', '+33', '-x', '@SUM(A1)', '\tx', '\rx'].map(escapeFormula)).toEqual(["'=1+1", "'+33", "'-x", "'@SUM(A1)", "'\tx", "'\rx"]);
    expect([-5, 12.5, 'Boot', 'a=b', '', null, true].map(escapeFormula)).toEqual([-5, 12.5, 'Boot', 'a=b', '', null, true]);
    for (const text of ['=1+1', '-x', 'Boot', "'quoted"]) expect(unescapeFormula(String(escapeFormula(text)))).toBe(text);
  });
});
