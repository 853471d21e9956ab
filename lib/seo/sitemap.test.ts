import { routingConfigFromEnv } from '@/lib/routing/config';
import { sitemapEntries } from './sitemap';

const defaults = routingConfigFromEnv({});

describe('sitemapEntries', () => {
  it('lists the public pages of each partner in both languages as absolute URLs with alternates', () => {
    const entries = sitemapEntries(['acme', 'hellas'], 'https://shop.example', defaults);
    expect(entries).toHaveLength(2 * 4 * 2);
    expect(entries.slice(0, 2)).toEqual([
      { url: 'https://shop.example/acme/login', alternates: { languages: { el: 'https://shop.example/acme/login', en: 'https://shop.example/en/acme/login' } } },
      { url: 'https://shop.example/en/acme/login', alternates: { languages: { el: 'https://shop.example/acme/login', en: 'https://shop.example/en/acme/login' } } },
    ]);
    expect(entries.map((e) => e.url)).toEqual(
      expect.arrayContaining(['https://shop.example/hellas/register', 'https://shop.example/en/hellas/forgot-password', 'https://shop.example/en/acme/accessibility']),
    );
  });

  it("adds each partner's published content pages, in both languages with alternates", () => {
    const entries = sitemapEntries(['acme', 'hellas'], 'https://shop.example', defaults, { acme: ['terms', 'delivery'] });
    expect(entries).toHaveLength(2 * 4 * 2 + 2 * 2);
    const terms = { el: 'https://shop.example/acme/pages/terms', en: 'https://shop.example/en/acme/pages/terms' };
    expect(entries).toEqual(expect.arrayContaining([{ url: terms.el, alternates: { languages: terms } }, { url: terms.en, alternates: { languages: terms } }]));
    expect(entries.map((e) => e.url)).toContain('https://shop.example/en/acme/pages/delivery');
    expect(entries.map((e) => e.url).filter((u) => u.includes('/hellas/pages/'))).toEqual([]);
  });

  it('is empty without partners', () => {
    expect(sitemapEntries([], 'https://shop.example', defaults)).toEqual([]);
  });
});
