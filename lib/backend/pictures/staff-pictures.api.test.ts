import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { syncCatalog } from '../catalog/catalog-service';
import { productPictures, products, staffAudit } from '../db/schema';
import type { MemoryObjectStore } from '../object-store/memory-store';
import { staffToken } from '../staff/testing/route-matrix-context';
import { freshCustomer } from '../testing/order-helpers';
import { createTestApi, type TestApi } from '../testing/test-api';
import { fetchPicture, twoColourProduct, uploadForm } from './testing/picture-api';
import { cameraJpeg, plainPicture, pngBombHeader, polyglotJpeg, SVG_WITH_SCRIPT, TEXT_FILE } from './testing/picture-files';

/** Product pictures through the operations API (issue #45 item 2): upload, list, change, reorder, delete, serve, refusals, store down. */
jest.setTimeout(60_000);

let t: TestApi;
let employee: string;
let store: MemoryObjectStore;
let product: Awaited<ReturnType<typeof twoColourProduct>>;
const staff = (method: string, path: string, body?: unknown, token = employee) => t.call(method, path, body, { partner: null, token });
const rowsOf = (productId: number) => t.db.select().from(productPictures).where(eq(productPictures.productId, productId));

beforeAll(async () => {
  t = await createTestApi();
  store = t.deps.objectStore as MemoryObjectStore;
  employee = await staffToken(t, 'Employee');
  product = await twoColourProduct(t);
});
afterAll(() => t.close());

describe('upload', () => {
  it('stores a camera JPEG upright as WebP, lists it, audits it and serves it at next/image widths', async () => {
    const [first] = product.colors;
    const res = await uploadForm(t, employee, product.code, await cameraJpeg(), { color: first, alt_el: 'Μπροστά', alt_en: 'Front' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ color: first, position: 1, width: 200, height: 300, alt: { el: 'Μπροστά', en: 'Front' } });
    expect(res.body.src).toMatch(/^\/api\/images\/pictures\/\d+\/[0-9a-f]{16}\.webp$/);
    const [row] = await rowsOf(product.id);
    expect(store.keys()).toEqual([row!.storageKey]);
    const master = await fetchPicture(t, res.body.src);
    expect([master.status, master.type, master.cache]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
    const meta = await sharp(master.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 200, 300, undefined]);
    const small = await fetchPicture(t, res.body.src.replace('.webp', '-128.webp'));
    expect((await sharp(small.bytes).metadata()).width).toBe(128);
    expect((await fetchPicture(t, res.body.src.replace('.webp', '-129.webp'))).status).toBe(404);
    expect((await fetchPicture(t, res.body.src.replace(/\/[0-9a-f]{16}\.webp$/, '/0000000000000000.webp'))).status).toBe(404);
    const list = await staff('GET', `/staff/products/${product.code.toLowerCase()}/pictures`); // the console's paths are lower case
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ productCode: product.code, colors: expect.arrayContaining(product.colors), items: [{ id: res.body.id }] });
    const [audit] = await t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'picture.upload'), eq(staffAudit.targetId, product.id)));
    expect(audit).toMatchObject({ targetKind: 'product', before: null, after: { pictureId: res.body.id, color: first } });
  });

  it('takes a PNG for every colour, and JSON with the file in base64 (an ERP)', async () => {
    const png = await uploadForm(t, employee, product.code, await plainPicture('#00aa00'));
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ color: null, position: 2 });
    const json = await staff('POST', `/staff/products/${product.code}/pictures`, { file: (await plainPicture('#0000aa', 'webp')).toString('base64'), color: product.colors[1], alt_en: 'Side' });
    expect(json.status).toBe(201);
    expect(json.body).toMatchObject({ color: product.colors[1], position: 3, alt: { el: '', en: 'Side' } });
  });

  it('sanitises a polyglot JPEG: stored re-encoded, nothing of its ZIP or script', async () => {
    const res = await uploadForm(t, employee, product.code, await polyglotJpeg());
    expect(res.status).toBe(201);
    const served = await fetchPicture(t, res.body.src);
    for (const marker of ['PK', '<script>', '<html>']) expect(served.bytes.includes(Buffer.from(marker))).toBe(false);
    expect((await staff('DELETE', `/staff/products/${product.code}/pictures/${res.body.id}`)).status).toBe(204);
  });

  it.each([
    ['a text file', () => TEXT_FILE, 400, 'picture_not_image'],
    ['an SVG with a script', () => SVG_WITH_SCRIPT, 400, 'picture_svg_refused'],
    ['an image bomb', () => pngBombHeader(), 400, 'picture_too_many_pixels'],
  ] as const)('refuses %s and stores nothing', async (_name, file, status, key) => {
    const [rows, keys] = [(await rowsOf(product.id)).length, store.keys()];
    const res = await uploadForm(t, employee, product.code, file());
    expect([res.status, res.body]).toEqual([status, { error: 'validation_failed', fields: { file: key } }]);
    expect([(await rowsOf(product.id)).length, store.keys()]).toEqual([rows, keys]);
  });

  it('refuses a 200 MB upload by its length (413), no file, a colour the product lacks, another role', async () => {
    const big = await uploadForm(t, employee, product.code, new Uint8Array(16), {}, { 'Content-Length': String(200 * 1024 * 1024) });
    expect([big.status, big.body]).toEqual([413, { error: 'picture_too_large', fields: { file: 'picture_too_large' } }]);
    expect((await uploadForm(t, employee, product.code, undefined, { color: product.colors[0] })).body).toEqual({ error: 'validation_failed', fields: { file: 'picture_required' } });
    const colour = await uploadForm(t, employee, product.code, await plainPicture('#fff'), { color: 'not-a-colour' });
    expect(colour.body).toEqual({ error: 'validation_failed', fields: { color: 'picture_color_invalid' } });
    expect((await uploadForm(t, await staffToken(t, 'SalesPerson'), product.code, await plainPicture('#fff'))).body).toEqual({ error: 'staff_role_forbidden' });
    expect((await uploadForm(t, await staffToken(t, 'Inspector'), product.code, await plainPicture('#fff'))).body).toEqual({ error: 'staff_read_only' });
    expect((await uploadForm(t, employee, 'NO-SUCH', await plainPicture('#fff'))).status).toBe(404);
  });
});

describe('change, reorder, delete', () => {
  it('changes colour and alt text (audited before/after); refuses a colour the product lacks', async () => {
    const { body: list } = await staff('GET', `/staff/products/${product.code}/pictures`);
    const id = list.items[1].id as number;
    const res = await staff('PUT', `/staff/products/${product.code}/pictures/${id}`, { color: product.colors[1], alt: { el: 'Πλάι', en: 'Side' } });
    expect(res.body).toMatchObject({ id, color: product.colors[1], alt: { el: 'Πλάι', en: 'Side' } });
    const [audit] = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'picture.update'));
    expect(audit).toMatchObject({ before: { pictureId: id, color: null }, after: { pictureId: id, color: product.colors[1] } });
    expect((await staff('PUT', `/staff/products/${product.code}/pictures/${id}`, { color: 'purple-ish' })).status).toBe(400);
    expect((await staff('PUT', `/staff/products/${product.code}/pictures/999999`, { color: null })).body).toEqual({ error: 'picture_not_found' });
  });

  it('reorders against the version: a stale version is 409, a wrong set of ids 400', async () => {
    const { body: list } = await staff('GET', `/staff/products/${product.code}/pictures`);
    const ids = (list.items as { id: number }[]).map((p) => p.id);
    const reversed = [...ids].reverse();
    const res = await staff('PUT', `/staff/products/${product.code}/pictures`, { ids: reversed, expectedVersion: list.version });
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual(reversed.map((id, i) => [id, i + 1]));
    expect((await staff('PUT', `/staff/products/${product.code}/pictures`, { ids, expectedVersion: list.version })).body).toEqual({ error: 'pictures_changed' });
    expect((await staff('PUT', `/staff/products/${product.code}/pictures`, { ids: ids.slice(1), expectedVersion: res.body.version })).body).toEqual({ error: 'validation_failed', fields: { ids: 'picture_order_invalid' } });
  });

  it('deletes a picture: its row, its object, audited; its URL is gone', async () => {
    const made = await uploadForm(t, employee, product.code, await plainPicture('#654321'));
    const [row] = await t.db.select().from(productPictures).where(eq(productPictures.id, made.body.id));
    expect((await staff('DELETE', `/staff/products/${product.code}/pictures/${made.body.id}`)).status).toBe(204);
    expect(store.keys()).not.toContain(row!.storageKey);
    expect((await fetchPicture(t, made.body.src)).status).toBe(404);
    expect((await staff('DELETE', `/staff/products/${product.code}/pictures/${made.body.id}`)).status).toBe(404);
  });
});

describe('the object store down', () => {
  it('an upload answers 503 picture_store_unavailable and leaves no row; cached pictures are still served', async () => {
    const { body: list } = await staff('GET', `/staff/products/${product.code}/pictures`);
    const served = list.items[0].src as string;
    expect((await fetchPicture(t, served.replace('.webp', '-256.webp'))).status).toBe(200);
    const notServed = list.items[1].src as string;
    const rows = (await rowsOf(product.id)).length;
    store.down(true);
    try {
      const res = await uploadForm(t, employee, product.code, await plainPicture('#abcdef'));
      expect([res.status, res.body]).toEqual([503, { error: 'picture_store_unavailable' }]);
      expect((await rowsOf(product.id)).length).toBe(rows);
      expect((await fetchPicture(t, served.replace('.webp', '-256.webp'))).status).toBe(200);
      expect((await fetchPicture(t, notServed.replace('.webp', '-384.webp'))).status).toBe(503);
    } finally {
      store.down(false);
    }
  });
});

describe('the storefront answers', () => {
  it('a product card and detail carry the pictures in order, alt text in the request language', async () => {
    await syncCatalog(t.deps);
    const customer = await freshCustomer(t, 'acme', 'en');
    const detail = await t.call('GET', `/Products/ByCode/${product.code}`, undefined, { token: customer.token, lang: 'en' });
    expect(detail.status).toBe(200);
    const { body: list } = await staff('GET', `/staff/products/${product.code}/pictures`);
    expect(detail.body.pictures.map((p: { src: string }) => p.src)).toEqual(list.items.map((p: { src: string }) => p.src));
    expect(detail.body.pictures).toContainEqual(expect.objectContaining({ alt: 'Side', color: product.colors[1] }));
    const [plain] = await t.db.select({ code: products.code }).from(products).where(ne(products.id, product.id)).limit(1);
    const other = await t.call('GET', `/Products/ByCode/${plain!.code}`, undefined, { token: customer.token });
    expect(other.status).toBe(200);
    expect(other.body).not.toHaveProperty('pictures');
  });
});
