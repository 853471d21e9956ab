import { asc, eq } from 'drizzle-orm';
import { brands, categories } from '../../db/schema';
import type { TestApi } from '../../testing/test-api';

/** Category and brand codes of the seed for import tests: one category per size kind, one brand. */
export async function importTaxonomy(t: Pick<TestApi, 'db'>) {
  const rows = await t.db.select({ code: categories.code, sizeKind: categories.sizeKind }).from(categories).orderBy(asc(categories.id));
  const [brand] = await t.db.select({ code: brands.code }).from(brands).orderBy(asc(brands.id)).limit(1);
  const of = (kind: string) => rows.find((r) => r.sizeKind === kind)?.code;
  return { footwear: of('Footwear')!, clothing: of('Clothing'), none: of('None'), brand: brand!.code };
}

export const importItem = (code: string, tax: { footwear: string; brand: string }, over: Record<string, unknown> = {}) => ({
  code,
  name: { el: `Παπούτσι ${code}`, en: `Shoe ${code}` },
  description: { el: '<p>Δερμάτινο</p>', en: '<p>Leather</p>' },
  category: tax.footwear,
  brand: tax.brand,
  kind: 'Product',
  taxCategory: 'Normal',
  priceBasis: 'AfterTaxes',
  priceCents: 4990,
  discountable: true,
  status: 'Published',
  partners: null,
  releaseDate: '2026-03-01',
  variants: [
    { sku: `${code}-BLK-42`, color: 'black', size: '42', stock: 5, availability: 'Available' },
    { sku: `${code}-RED-40`, color: 'red', size: '40', stock: 0, availability: 'Exhausted' },
  ],
  ...over,
});

/** Sends a file as multipart/form-data, as the console does. */
export async function postFile(t: TestApi, token: string, bytes: Uint8Array | string, mode: 'dry-run' | 'apply', name = 'catalogue.csv') {
  const form = new FormData();
  form.set('file', new Blob([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : (bytes as Uint8Array<ArrayBuffer>)]), name);
  const res = await t.api.request(`/api/staff/catalog/import/file?mode=${mode}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) };
}

export { eq };
