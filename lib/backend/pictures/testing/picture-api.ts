import { asc, eq } from 'drizzle-orm';
import type { NamedColor } from '@/lib/contract/enums';
import { products, productVariants } from '../../db/schema';
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
