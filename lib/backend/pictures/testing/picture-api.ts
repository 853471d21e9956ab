import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { NamedColor } from '@/lib/contract/enums';
import { products, productVariants, staffAudit, type ProductPictureRow } from '../../db/schema';
import type { TestApi } from '../../testing/test-api';

type Api = Pick<TestApi, 'api'>;

/** An upload as the console sends it (multipart/form-data), through `api.request`. */
export async function uploadForm(t: Api, token: string, code: string, file: Uint8Array | undefined, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.set('file', new Blob([new Uint8Array(file)]), 'upload.bin');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await t.api.request(`/api/staff/products/${code}/pictures`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}`, ...headers } });
  const text = await res.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- test convenience
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** A public GET of a picture URL (`/api/images/pictures/…`): status, type, cache header and bytes. */
export async function fetchPicture(t: Api, src: string) {
  const res = await t.api.request(src);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A seeded product with at least two colours: its code and two of them. */
export async function twoColourProduct(t: Pick<TestApi, 'db'>): Promise<{ id: number; code: string; eurl: string; colors: [NamedColor, NamedColor] }> {
  const rows = await t.db.selectDistinct({ id: products.id, code: products.code, eurl: products.eurl, color: productVariants.color }).from(products).innerJoin(productVariants, eq(productVariants.productId, products.id)).orderBy(asc(products.id)).limit(200);
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) byProduct.set(row.id, [...(byProduct.get(row.id) ?? []), row]);
  const found = [...byProduct.values()].find((list) => list.length >= 2);
  if (!found) throw new Error('no seeded product with two colours');
  return { id: found[0]!.id, code: found[0]!.code, eurl: found[0]!.eurl, colors: [found[0]!.color as NamedColor, found[1]!.color as NamedColor] };
}

/** Pictures an import stored as uploads: each served as WebP, and the product's `audits` picture.upload audit rows (the ZIP's and the URL list's tests). */
export async function expectStoredAsUploads(t: Pick<TestApi, 'api' | 'db'>, productId: number, rows: readonly ProductPictureRow[], audits: number): Promise<void> {
  for (const row of rows) {
    const served = await fetchPicture(t, `/api/images/pictures/${row.id}/${row.sha256.slice(0, 16)}.webp`);
    expect([served.status, served.type, (await sharp(served.bytes).metadata()).format]).toEqual([200, 'image/webp', 'webp']);
  }
  const audited = await t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'picture.upload'), eq(staffAudit.targetId, productId)));
  expect(audited).toHaveLength(audits);
}

/** A file of the catalogue import's pictures (a ZIP, a URL list) as the console sends it (multipart/form-data), dry run or apply. */
export async function sendImportFile(t: Api, path: string, file: Uint8Array | string, mode: 'dry-run' | 'apply', token: string) {
  const form = new FormData();
  form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), 'pictures');
  const res = await t.api.request(`/api${path}?mode=${mode}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}
