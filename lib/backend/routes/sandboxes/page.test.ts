import { SANDBOX_STYLE, sandboxAutoPost, sandboxMessage, sandboxPage } from './page';

/** Issue #46: the sandbox pages wear the shop's look (its colours, radius and buttons) on every page. */
describe('sandbox pages', () => {
  const page = sandboxPage({ provider: 'Alpha Bank', reference: 'A-1', amount: { cents: 4950, currency: 'EUR', language: 'en' }, action: '/api/x', fields: { ref: '1' }, choices: ['pay', 'decline', 'cancel'] });

  it('carry the shop stylesheet, the viewport and a main card around the content', () => {
    for (const html of [page, sandboxAutoPost('Viva', '/api/x', { ref: '1' }, 'el'), sandboxMessage('Viva', 400, 'bad')]) {
      expect(html).toContain(`<style>${SANDBOX_STYLE}</style>`);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toMatch(/<body><main>.*<\/main><\/body>/);
    }
  });

  it("use the shop's tokens: accent for the main button, its radius, the tap height", () => {
    expect(SANDBOX_STYLE).toContain('button:first-of-type{background:#0b5cad');
    expect(SANDBOX_STYLE).toContain('border-radius:10px');
    expect(SANDBOX_STYLE).toContain('min-height:44px');
    // The first choice is the main action: pay.
    expect(page.indexOf('value="pay"')).toBeLessThan(page.indexOf('value="decline"'));
  });
});
