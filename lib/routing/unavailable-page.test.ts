import { unavailablePageHtml, unavailablePageLanguage } from './unavailable-page';

const config = { defaultLanguage: 'el' as const };

describe('unavailablePageLanguage', () => {
  it('takes the path prefix when it names a language', () => {
    expect(unavailablePageLanguage('/en/acme/products', 'el', config)).toBe('en');
    expect(unavailablePageLanguage('/el', undefined, config)).toBe('el');
  });
  it('falls back to the detected, then the default language', () => {
    expect(unavailablePageLanguage('/acme/products', 'en', config)).toBe('en');
    expect(unavailablePageLanguage('/acme', undefined, config)).toBe('el');
    expect(unavailablePageLanguage('/xx/acme', undefined, { defaultLanguage: 'en' })).toBe('en');
  });
});

describe('unavailablePageHtml', () => {
  const texts = { unavailableTitle: 'Temporarily unavailable', unavailableText: 'Try <later> & "soon"', retry: 'Try again' };
  it('is a whole document in the language, with the title, text and a reload link', () => {
    const html = unavailablePageHtml('en', texts);
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('<title>Temporarily unavailable</title>');
    expect(html).toContain('<h1>Temporarily unavailable</h1>');
    expect(html).toContain('<a href="">Try again</a>');
    expect(html).toContain('noindex');
    expect(html).not.toContain('<script');
  });
  it('escapes the texts', () => {
    expect(unavailablePageHtml('el', texts)).toContain('Try &lt;later&gt; &amp; &quot;soon&quot;');
  });
});
