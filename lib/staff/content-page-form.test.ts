import { contentPageFieldOf, contentPageValuesOf, toContentPageRequest } from './content-page-form';

describe('content page form', () => {
  const page = { eurl: 'hours', title: { el: 'Ωράριο', en: 'Hours' }, description: { el: 'α', en: 'a' }, body: { el: '<p>Α</p>', en: '<p>A</p>' }, position: 3, published: false, updatedAt: '2026-01-01T00:00:00.000Z' };

  it('round-trips a saved page through the typed values', () => {
    const values = contentPageValuesOf(page);
    expect(values).toMatchObject({ titleEl: 'Ωράριο', bodyEn: '<p>A</p>', position: '3', published: '' });
    expect(toContentPageRequest(values)).toEqual({ title: page.title, description: page.description, body: page.body, position: 3, published: false });
  });

  it('keeps a position that is not a number as text (the API names the field) and reads a ticked box', () => {
    expect(toContentPageRequest({ ...contentPageValuesOf(page), position: 'first', published: 'on' })).toMatchObject({ position: 'first', published: true });
  });

  it("maps the API's field keys to the form's fields", () => {
    expect(contentPageFieldOf('title.el')).toBe('titleEl');
    expect(contentPageFieldOf('body.en')).toBe('bodyEn');
    expect(contentPageFieldOf('eurl')).toBe('eurl');
    expect(contentPageFieldOf('position')).toBe('position');
    expect(contentPageFieldOf('other')).toBeUndefined();
  });
});
