import { brandFieldOf, categoryFieldOf, categoryValuesOf, emptyCategoryValues, toBrandRequest, toCategoryRequest } from './taxonomy-form';

describe('category and brand forms', () => {
  it('sends a code only on creation and the version read only on a change', () => {
    const values = { ...emptyCategoryValues, code: 'rain-boots', parentCode: 'boots', nameEl: 'Γαλότσες', nameEn: 'Rain boots', sizeKind: 'Footwear', position: ' 3 ', expectedVersion: '4' };
    expect(toCategoryRequest(values, true)).toEqual({ code: 'rain-boots', parentCode: 'boots', name: { el: 'Γαλότσες', en: 'Rain boots' }, sizeKind: 'Footwear', position: 3 });
    expect(toCategoryRequest({ ...values, parentCode: '', position: 'first' }, false)).toEqual({ parentCode: null, name: { el: 'Γαλότσες', en: 'Rain boots' }, sizeKind: 'Footwear', position: 'first', expectedVersion: 4 });
    expect(toBrandRequest({ code: 'x', name: 'X', expectedVersion: '2' }, false)).toEqual({ name: 'X', expectedVersion: 2 });
  });

  it('shows a category as typed values and maps the API field keys', () => {
    expect(categoryValuesOf({ code: 'boots', parentCode: null, depth: 0, name: { el: 'Μπότες', en: 'Boots' }, sizeKind: 'Footwear', position: 7, productCount: 3, version: 2 })).toEqual({ code: 'boots', parentCode: '', nameEl: 'Μπότες', nameEn: 'Boots', sizeKind: 'Footwear', position: '7', expectedVersion: '2' });
    expect(categoryFieldOf('name.en')).toBe('nameEn');
    expect(categoryFieldOf('parentCode')).toBe('parentCode');
    expect(categoryFieldOf('expectedVersion')).toBeUndefined();
    expect(brandFieldOf('name')).toBe('name');
  });
});
