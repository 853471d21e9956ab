import sharp from 'sharp';
import { PRODUCT_IMAGE_PIXELS, PRODUCT_IMAGE_VIEWS, productImageAtWidth, productImagePath } from '@/lib/catalog/product-images';
import { NamedColors, type NamedColor } from '@/lib/contract/enums';
import { loadOracle, type Oracle } from '../testing/catalog-oracle';
import { createTestApi, type TestApi } from '../testing/test-api';

/** The generated product pictures (issue #16 item 4): every seeded colour and view is a PNG. */
let t: TestApi;
let oracle: Oracle;
beforeAll(async () => {
  t = await createTestApi();
  oracle = await loadOracle(t.db);
});
afterAll(() => t.close());

const colorsOf = (index: number) => [...new Set(oracle.all[index]!.variants.map((v) => v.color as NamedColor))];
const get = (path: string) => t.api.request(path);
/** The colour of the picture's centre column, where every silhouette is drawn. */
async function pixelAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe('GET /images/products/{code}/{colour}/{view}.png', () => {
  it("answers every view of every colour of a seeded product as an immutable 1200 px PNG", async () => {
    const product = oracle.all[0]!;
    const colors = colorsOf(0);
    expect(colors.length).toBeGreaterThan(0);
    for (const color of colors) {
      for (const view of PRODUCT_IMAGE_VIEWS) {
        const res = await get(productImagePath(product.code, color, view));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', PRODUCT_IMAGE_PIXELS, PRODUCT_IMAGE_PIXELS]);
      }
    }
  });

  it('has pictures for each colour of many seeded products, and a colour draws in that colour', async () => {
    const withTwo = oracle.all.findIndex((_, i) => colorsOf(i).length >= 2);
    const [first, second] = colorsOf(withTwo) as [NamedColor, NamedColor];
    const code = oracle.all[withTwo]!.code;
    const a = await (await get(productImagePath(code, first, 'front'))).arrayBuffer();
    const b = await (await get(productImagePath(code, second, 'front'))).arrayBuffer();
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    for (let i = 0; i < Math.min(oracle.all.length, 40); i++) {
      for (const color of colorsOf(i)) expect((await get(productImagePath(oracle.all[i]!.code, color, 'detail'))).status).toBe(200);
    }
  });

  it("draws each of next/image's widths as an immutable WebP of that size", async () => {
    const product = oracle.all[0]!;
    const color = colorsOf(0)[0]!;
    for (const width of [64, 384, 1200]) {
      const res = await get(productImageAtWidth(productImagePath(product.code, color, 'back'), width));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
  });

  it('answers 404 JSON for an unknown product, colour or view, and a colour the product does not have', async () => {
    const product = oracle.all[0]!;
    const color = colorsOf(0)[0]!;
    const missing = NamedColors.find((c) => !colorsOf(0).includes(c))!;
    for (const path of [
      productImagePath('P999999', color, 'front'),
      productImagePath(product.code, missing, 'front'),
      `/api/images/products/${product.code}/purpleish/front.png`,
      `/api/images/products/${product.code}/${color}/side.png`,
      `/api/images/products/${product.code}/${color}/front.jpg`,
      `/api/images/products/${product.code}/${color}/front`,
      `/api/images/products/${product.code}/${color}/front-300.webp`,
      `/api/images/products/${product.code}/${color}/front-0640.webp`,
      `/api/images/products/${product.code}/${color}/front-640.png`,
      `/api/images/products/${product.code}/toString/front.png`,
      `/api/images/products/..%2F..%2Fetc/${color}/front.png`,
      `/api/images/products/${'9'.repeat(300)}/${color}/front.png`,
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.json()).toEqual({ error: 'not_found' });
    }
  });
});

describe('GET /images/products/{code}.svg', () => {
  it("is the front of the product's first colour, without any text", async () => {
    const product = oracle.all[0]!;
    const res = await get(`/api/images/products/${product.code}.svg`);
    expect(res.status).toBe(200);
    const svg = await res.text();
    expect(svg).not.toMatch(/<text|<title/);
    expect(svg).not.toContain(product.code);
    // The same drawing as the PNG of the first colour (the PNG's palette may round a channel).
    const png = Buffer.from(await (await get(productImagePath(product.code, NamedColors.find((c) => colorsOf(0).includes(c))!, 'front'))).arrayBuffer());
    const fromSvg = await sharp(Buffer.from(svg), { density: 144 }).png().toBuffer();
    for (const [x, y] of [[600, 600], [20, 20], [600, 900]] as const) {
      const [expected, actual] = [await pixelAt(fromSvg, x, y), await pixelAt(png, x, y)];
      expected.forEach((value, i) => expect(Math.abs(value - actual[i]!)).toBeLessThanOrEqual(8));
    }
  });
});
