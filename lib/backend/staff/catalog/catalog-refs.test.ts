import { uniqueViolation } from './catalog-refs';

/** Two writers at once: the unique constraint a write broke becomes the field key it means (never a 500). */
describe('uniqueViolation', () => {
  const pg = (constraint: string) => ({ code: '23505', constraint, message: `duplicate key value violates unique constraint "${constraint}"` });
  it('names the field of each unique constraint, also when the driver error is wrapped', () => {
    expect(uniqueViolation(pg('products_code_unique'))).toEqual({ code: 'product_code_taken' });
    expect(uniqueViolation(pg('products_eurl_unique'))).toEqual({ eurl: 'eurl_taken' });
    expect(uniqueViolation({ message: 'Failed query', cause: pg('product_variants_sku_unique') })).toEqual({ variants: 'sku_taken' });
    expect(uniqueViolation({ cause: { code: '23505', message: 'duplicate key value violates unique constraint "categories_code_unique"' } })).toEqual({ code: 'category_code_taken' });
    expect(uniqueViolation(pg('brands_code_unique'))).toEqual({ code: 'brand_code_taken' });
  });
  it('is undefined for any other error', () => {
    expect(uniqueViolation(new Error('boom'))).toBeUndefined();
    expect(uniqueViolation({ code: '23503', constraint: 'products_category_id_fk' })).toBeUndefined();
    expect(uniqueViolation(undefined)).toBeUndefined();
  });
});
