import { errorValues, fillTemplate } from './fill-template';

describe('a template filled in the browser', () => {
  it('fills each placeholder it has a value for, keeps the others', () => {
    expect(fillTemplate('{written} of {products} written; {rest}', { written: 400, products: 1200 })).toBe('400 of 1200 written; {rest}');
    expect(fillTemplate('no placeholder', { written: 1 })).toBe('no placeholder');
    expect(fillTemplate('{zero}', { zero: 0 })).toBe('0');
  });

  it("reads an API error's params as values, and nothing from a body without them", () => {
    expect(errorValues({ error: 'import_file_partial', params: { import: { written: 400, products: 1200 } } })).toEqual({ written: 400, products: 1200 });
    expect(errorValues({ error: 'x' })).toEqual({});
    expect(errorValues(null)).toEqual({});
    expect(errorValues({ error: 'x', params: { a: { nested: { deep: 1 } }, b: 'text' } })).toEqual({});
  });
});
