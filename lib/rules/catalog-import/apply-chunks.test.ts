import { chunkProblemFields, chunkRanges, problemCell } from './apply-chunks';

describe('chunkRanges', () => {
  it('covers every item in order, each chunk at most the size', () => {
    expect(chunkRanges(5, 2)).toEqual([{ start: 0, end: 2 }, { start: 2, end: 4 }, { start: 4, end: 5 }]);
    expect(chunkRanges(4, 2)).toEqual([{ start: 0, end: 2 }, { start: 2, end: 4 }]);
    expect(chunkRanges(3, 100)).toEqual([{ start: 0, end: 3 }]);
    expect(chunkRanges(0, 100)).toEqual([]);
  });

  it('covers 20 000 products in 200 chunks of 100 without a gap', () => {
    const ranges = chunkRanges(20000, 100);
    expect(ranges).toHaveLength(200);
    ranges.forEach((r, i) => expect(r).toEqual({ start: i * 100, end: i * 100 + 100 }));
  });

  it('refuses a size that is not a positive integer', () => {
    expect(() => chunkRanges(10, 0)).toThrow(RangeError);
    expect(() => chunkRanges(10, 1.5)).toThrow(RangeError);
  });
});

describe('problemCell and chunkProblemFields', () => {
  const rows = [
    { first: 2, variants: [2, 3] },
    { first: 4, variants: [4, 5, 6] },
    { first: 7, variants: [7] },
  ];

  it('puts a product field on its first line and a variant field on the variant line', () => {
    expect(problemCell(rows[1]!, 'category', 'category_unknown')).toEqual({ line: 4, problem: { column: 'category', key: 'category_unknown' } });
    expect(problemCell(rows[1]!, 'variants.2.size', 'size_invalid')).toEqual({ line: 6, problem: { column: 'size', key: 'size_invalid' } });
    expect(problemCell(rows[1]!, 'variants.1', 'sku_taken')).toEqual({ line: 5, problem: { column: 'sku', key: 'sku_taken' } });
  });

  it("maps a chunk's item keys to the file's lines from the chunk's start", () => {
    expect(chunkProblemFields({ 'items.0.variants.0.sku': 'sku_taken', 'items.1.brand': 'brand_unknown' }, rows, 1)).toEqual({ 'rows.4.sku': 'sku_taken', 'rows.7.brand': 'brand_unknown' });
    expect(chunkProblemFields({ file: 'x', 'items.9.code': 'code_invalid' }, rows, 1)).toEqual({});
  });
});
