import type { StaffProduct } from '@/lib/contract/staff-catalog';
import { emptyProductValues, productFieldOf, productValuesOf, readProductForm, toProductCreate, toProductUpdate } from './product-form';

const product: StaffProduct = {
  id: 9, code: 'P9', eurl: 'p9', kind: 'Product', status: 'Published', categoryCode: 'boots', brandCode: 'nordvik', sizeKind: 'Footwear',
  name: { el: 'Μπότα', en: 'Boot' }, description: { el: '<p>α</p>', en: '<p>a</p>' }, technical: { el: '', en: '' }, seoTitle: null, seoDescription: { el: 'Π', en: 'D' },
  priceCents: 4990, priceBasis: 'AfterTaxes', taxCategory: 'Normal', discountable: false, releaseDate: '2026-03-01', weightGrams: 1_250, partners: ['acme'], imagePath: '/x.svg',
  variants: [{ id: 1, sku: 'P9-BLACK-42', color: 'black', size: '42', stock: 2, availability: 'Available', inUse: false }], priceHistory: [], version: 7, createdAt: '2026-01-01T00:00:00Z', updatedAt: null,
};

describe('product form', () => {
  it('shows a product as typed values: both languages, euros, the partner range, the version', () => {
    const v = productValuesOf(product);
    expect(v.texts).toMatchObject({ nameEl: 'Μπότα', nameEn: 'Boot', seoTitleEl: '', seoDescriptionEn: 'D', price: '49.90', discountable: '', partnersMode: 'some', expectedVersion: '7', releaseDate: '2026-03-01', weight: '1250' });
    expect(v.partners).toEqual(['acme']);
    expect(v.grid.cells['black.42']).toMatchObject({ sku: 'P9-BLACK-42' });
  });

  it('makes the requests: cents from euros with a comma, no SEO texts as null, every partner as null', () => {
    const form = new FormData();
    const values = { ...emptyProductValues('boots', 'nordvik').texts, code: 'NEW-1', nameEl: 'Νέο', nameEn: 'New', price: '12,5', partnersMode: 'all', seoTitleEn: 'Only English' };
    for (const [k, v] of Object.entries(values)) form.set(k, v);
    form.append('partners', 'acme');
    const read = readProductForm(form);
    expect(toProductCreate(read)).toMatchObject({ code: 'NEW-1', status: 'Draft', priceCents: 1250, partners: null, seoTitle: { el: '', en: 'Only English' }, seoDescription: null, eurl: undefined, releaseDate: null, discountable: true });
    const some = { ...read, texts: { ...read.texts, partnersMode: 'some', price: 'free', eurl: 'new-1' } };
    expect(toProductUpdate(some, 3)).toMatchObject({ priceCents: 'free', partners: ['acme'], eurl: 'new-1', expectedVersion: 3 });
    expect(toProductUpdate(some, 3)).not.toHaveProperty('code');
  });

  it('sends the weight in grams: empty as null (not weighed), "1 200" as 1200, anything else as typed', () => {
    const update = (weight: string) => toProductUpdate({ ...productValuesOf(product), texts: { ...productValuesOf(product).texts, weight } }, 7).weightGrams;
    expect(update('')).toBeNull();
    expect(update(' 1 200 ')).toBe(1_200);
    expect(update('1.5 kg')).toBe('1.5 kg');
    expect(productFieldOf('weightGrams')).toBe('weight');
  });

  it("maps the API's field keys to the form's", () => {
    expect(productFieldOf('name.en')).toBe('nameEn');
    expect(productFieldOf('seoTitle')).toBe('seoTitleEl');
    expect(productFieldOf('priceCents')).toBe('price');
    expect(productFieldOf('partners.2')).toBe('partners');
    expect(productFieldOf('categoryCode')).toBe('categoryCode');
    expect(productFieldOf('variants.0.sku', [{ color: 'red', size: 'M' }])).toBe('cell.red.M.sku');
    expect(productFieldOf('expectedVersion')).toBeUndefined();
    expect(productFieldOf('nope')).toBeUndefined();
  });
});
