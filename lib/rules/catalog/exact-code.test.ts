import { codeKey, matchExactCode, type CodeHit, type CodeLookup } from './exact-code';

/** Products 0–2 (codes), variants 10–11 (SKUs); the partner sees 0 and 1 and the product of variant 10. */
function lookup(visible: readonly number[]): CodeLookup {
  const products = new Map<string, number[]>([
    ['P000001', [0]],
    ['P000002', [1]],
    ['P000009', [2]],
    ['SHARED', [2, 1]],
  ]);
  const variants = new Map<string, CodeHit[]>([
    ['P000001-RED-M', [{ product: 0, variant: 10 }]],
    ['P000009-BLK', [{ product: 2, variant: 11 }]],
    ['P000002', [{ product: 0, variant: 12 }]],
  ]);
  return { products: (key) => products.get(key), variants: (key) => variants.get(key), visible: (slot) => visible.includes(slot) };
}

describe('codeKey', () => {
  it('trims and upper-cases; refuses empty, spaced and over-long text', () => {
    expect(codeKey('  p000001 ')).toBe('P000001');
    expect(codeKey('')).toBeUndefined();
    expect(codeKey('   ')).toBeUndefined();
    expect(codeKey('red boots')).toBeUndefined();
    expect(codeKey('x'.repeat(65))).toBeUndefined();
    expect(codeKey('x'.repeat(64))).toBe('X'.repeat(64));
  });
});

describe('matchExactCode', () => {
  const partner = lookup([0, 1]);

  it('an exact product code, in any case and with spaces around, names its product', () => {
    expect(matchExactCode('P000001', partner)).toEqual({ product: 0 });
    expect(matchExactCode(' p000002\t', partner)).toEqual({ product: 1 });
  });

  it('a SKU names its product and variant', () => {
    expect(matchExactCode('p000001-red-m', partner)).toEqual({ product: 0, variant: 10 });
  });

  it('a product code wins over a SKU spelled the same', () => {
    expect(matchExactCode('P000002', partner)).toEqual({ product: 1 });
  });

  it('part of a code, or a word, is an ordinary search', () => {
    expect(matchExactCode('P00000', partner)).toBeUndefined();
    expect(matchExactCode('P000001 boots', partner)).toBeUndefined();
    expect(matchExactCode('μπότες', partner)).toBeUndefined();
  });

  it('a product outside the partner’s range is not found by its code or its SKU (partner isolation)', () => {
    expect(matchExactCode('P000009', partner)).toBeUndefined();
    expect(matchExactCode('P000009-BLK', partner)).toBeUndefined();
    expect(matchExactCode('P000009', lookup([2]))).toEqual({ product: 2 });
  });

  it('a key shared by several products: the first the partner sees', () => {
    expect(matchExactCode('shared', partner)).toEqual({ product: 1 });
    expect(matchExactCode('shared', lookup([1, 2]))).toEqual({ product: 2 });
  });
});
