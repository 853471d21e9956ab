import { compositionFieldOf, moved, readMembersForm, readPartsForm, toPartsRequest } from './composition-form';

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('the parts panel', () => {
  it('reads the rows in order, leaving out a wholly blank one', () => {
    const read = readPartsForm(form([['expectedVersion', '4'], ['partSku', ' p1-black '], ['partQuantity', '2'], ['partSku', ''], ['partQuantity', ''], ['partSku', ''], ['partQuantity', '3']]));
    expect(read).toEqual({ version: 4, rows: [{ sku: 'p1-black', quantity: '2' }, { sku: '', quantity: '3' }] });
  });
  it('sends whole quantities as numbers, anything else as typed, and no SKU when none was typed', () => {
    expect(toPartsRequest([{ sku: 'A', quantity: '2' }, { sku: 'B', quantity: '1,5' }, { sku: '', quantity: '1' }])).toEqual({ parts: [{ sku: 'A', quantity: 2 }, { sku: 'B', quantity: '1,5' }, { quantity: 1 }] });
  });
  it('maps the API fields to the panel fields', () => {
    expect(compositionFieldOf('parts.2.sku')).toBe('partSku.2');
    expect(compositionFieldOf('parts.2.variantId')).toBe('partSku.2');
    expect(compositionFieldOf('parts.0.quantity')).toBe('partQuantity.0');
    expect(compositionFieldOf('parts')).toBe('parts');
    expect(compositionFieldOf('members.1')).toBe('member.1');
    expect(compositionFieldOf('expectedVersion')).toBeUndefined();
  });
});

describe('the members panel', () => {
  it('reads the codes in order', () => expect(readMembersForm(form([['expectedVersion', '2'], ['member', 'B'], ['member', ' '], ['member', 'A']]))).toEqual({ version: 2, codes: ['B', 'A'] }));
  it('moves a member up or down, an end staying put', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
