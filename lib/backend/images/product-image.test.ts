import { PRODUCT_IMAGE_VIEWS } from '@/lib/catalog/product-images';
import { ColorHex } from '@/lib/contract/enums';
import { productPictureSvg, type ProductPictureInput } from './product-image';
import { luminance, resolveColor, shadeOf } from './svg-color';

const base: ProductPictureInput = { categoryCode: 'shirts', color: 'red', view: 'front' };
const CATEGORIES = ['tshirts', 'shirts', 'trousers', 'jackets', 'dresses', 'hoodies', 'sneakers', 'boots', 'sandals', 'bags', 'accessories', 'caps'];
const bodyFill = (svg: string) => /<path d="[^"]+" fill="(#[0-9a-f]{6})"\/>/.exec(svg)?.[1];

describe('productPictureSvg', () => {
  it('is a deterministic 600×600 SVG without any text', () => {
    for (const categoryCode of [...CATEGORIES, 'no-such']) {
      for (const view of PRODUCT_IMAGE_VIEWS) {
        const svg = productPictureSvg({ categoryCode, color: 'navy', view });
        expect(svg).toBe(productPictureSvg({ categoryCode, color: 'navy', view }));
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/<(text|title|desc|tspan)\b|aria-label/);
      }
    }
  });

  it('fills the body in the chosen colour: another colour, another picture', () => {
    expect(bodyFill(productPictureSvg(base))).toBe(ColorHex.red);
    expect(bodyFill(productPictureSvg({ ...base, color: 'navy' }))).toBe(ColorHex.navy);
    for (const view of PRODUCT_IMAGE_VIEWS) {
      expect(productPictureSvg({ ...base, view, color: 'green' })).not.toBe(productPictureSvg({ ...base, view, color: 'olive' }));
      expect(bodyFill(productPictureSvg({ ...base, view, color: 'green' }))).toBe(ColorHex.green);
    }
    expect(bodyFill(productPictureSvg({ ...base, color: '#ABC' }))).toBe('#aabbcc');
  });

  it('draws three different views: the front, the back mirrored with its own details, a close-up', () => {
    for (const categoryCode of CATEGORIES) {
      const [front, back, detail] = PRODUCT_IMAGE_VIEWS.map((view) => productPictureSvg({ categoryCode, color: 'blue', view })) as [string, string, string];
      expect(new Set([front, back, detail]).size).toBe(3);
      expect(back).toContain('matrix(-1 0 0 1 600 0)');
      expect(front).not.toContain('matrix(-1');
      // The back's details are not the front's (no collar buttons, laces… behind).
      const details = (svg: string) => [...svg.matchAll(/<path d="([^"]+)" fill="#[0-9a-f]{6}"\/>/g)].map((m) => m[1])[1];
      expect(details(back)).not.toBe(details(front));
      expect(detail).toMatch(/scale\(2\.6\)/);
      expect(detail).toContain('stroke-dasharray');
    }
  });

  it('has a silhouette per category and a fallback for unknown ones', () => {
    const bodies = CATEGORIES.map((categoryCode) => /<clipPath id="body"><path d="([^"]+)"/.exec(productPictureSvg({ ...base, categoryCode }))?.[1]);
    expect(new Set(bodies).size).toBe(CATEGORIES.length);
    expect(productPictureSvg({ ...base, categoryCode: 'no-such' })).toBe(productPictureSvg({ ...base, categoryCode: 'toString' }));
  });

  it('never passes input through: colours resolve to #rrggbb, unknown views draw the front', () => {
    const svg = productPictureSvg({ categoryCode: '<x>"', color: '"/><script>alert(2)</script>', view: 'side' as never });
    expect(svg).not.toMatch(/<script|<x>|alert/);
    expect(svg).toBe(productPictureSvg({ categoryCode: 'no-such', color: 'grey', view: 'front' }));
    expect(resolveColor('url(javascript:x)')).toBe('#808080');
    // Every attribute value is a number, a colour, a path or one of the drawing's own references.
    const values = [...svg.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
    for (const value of values) expect(value).toMatch(/^(#[0-9a-f]{6}|url\(#body\)|none|round|body|http:\/\/www\.w3\.org\/2000\/svg|[-0-9. MLQZHVhvaqzmlA(),a-z]+)$/);
  });

  it('shades dark colours lighter and light colours darker, so the details show', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance(shadeOf('#000000', 0.3))).toBeGreaterThan(0);
    expect(luminance(shadeOf('#ffffff', 0.3))).toBeLessThan(1);
  });
});
