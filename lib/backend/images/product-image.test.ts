import { ColorHex } from '@/lib/contract/enums';
import { escapeXml, productImageSvg, resolveColor } from './product-image';

const base = { code: 'P000123', color: 'red', categoryCode: 'tshirts', label: 'Κλασικό μπλουζάκι Alto' };

describe('productImageSvg', () => {
  it('is a deterministic 600×600 SVG with the code and the label', () => {
    const svg = productImageSvg(base);
    expect(svg).toBe(productImageSvg({ ...base }));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>P000123</text>');
    expect(svg).toContain('<title>Κλασικό μπλουζάκι Alto</title>');
  });

  it('draws in the product colour and the secondary colour', () => {
    const svg = productImageSvg({ ...base, color: 'navy', secondaryColor: 'gold' });
    expect(svg).toContain(`fill="${ColorHex.navy}"`);
    expect(svg).toContain(`fill="${ColorHex.gold}"`);
    expect(productImageSvg({ ...base, color: '#ABC' })).toContain('fill="#aabbcc"');
  });

  it('has a silhouette per category and a fallback for unknown ones', () => {
    const codes = ['tshirts', 'shirts', 'trousers', 'jackets', 'dresses', 'hoodies', 'sneakers', 'boots', 'sandals', 'bags', 'accessories', 'caps'];
    const bodies = codes.map((categoryCode) => /<path d="([^"]+)"/.exec(productImageSvg({ ...base, categoryCode }))?.[1]);
    expect(new Set(bodies).size).toBe(codes.length);
    expect(productImageSvg({ ...base, categoryCode: 'no-such' })).toMatch(/<path d="[^"]+"/);
  });

  it('escapes every text and never passes an unchecked colour through', () => {
    const svg = productImageSvg({
      code: 'P1"><script>alert(1)</script>',
      color: '"/><script>alert(2)</script>',
      secondaryColor: 'url(javascript:x)',
      categoryCode: '<x>',
      label: 'Olive & Oak <b>"quoted"</b> \'x\'',
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('javascript');
    expect(svg).toContain('Olive &amp; Oak &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &apos;x&apos;');
    expect(svg).toContain('P1&quot;&gt;&lt;script&gt;');
    expect(resolveColor('"/><script>')).toBe('#808080');
    expect(escapeXml('<&>"\'')).toBe('&lt;&amp;&gt;&quot;&apos;');
  });

  it('shortens long labels', () => {
    const svg = productImageSvg({ ...base, label: 'x'.repeat(100) });
    expect(svg).toContain(`${'x'.repeat(37)}…`);
    expect(svg).not.toContain('x'.repeat(38));
  });
});
