import { createHash } from 'node:crypto';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { productPicturePath } from '@/lib/catalog/product-pictures';
import { NamedColors, type NamedColor } from '@/lib/contract/enums';
import type { StaffPicture, StaffPictureList } from '@/lib/contract/product-pictures';
import type { Database } from '../db/client';
import { productPictures, products, productVariants, type ProductPictureRow } from '../db/schema';
import type { Tx } from '../db/transaction';
import { ApiError, notFound } from '../http/api-error';

/** Reads of product pictures shared by the staff routes (staff-pictures.ts). */
type Executor = Database | Tx;

export type PictureProduct = { id: number; code: string; colors: NamedColor[] };

/** The product of a code with its colours (in the named colours' order), or 404 product_not_found. `lock`: its row, so that a product's picture changes queue up. */
export async function productByCode(db: Executor, code: string, lock = false): Promise<PictureProduct> {
  // The console's paths are lower case (lib/routing/staff.ts): a code not found as given is looked up regardless of case.
  const find = (where: SQL) => {
    const query = db.select({ id: products.id, code: products.code }).from(products).where(where).limit(2);
    return lock ? query.for('no key update') : query;
  };
  let found = await find(eq(products.code, code));
  if (found.length === 0) found = await find(sql`lower(${products.code}) = ${code.toLowerCase()}`);
  const product = found.length === 1 ? found[0] : undefined;
  if (!product) throw notFound('product_not_found');
  const rows = await db.selectDistinct({ color: productVariants.color }).from(productVariants).where(eq(productVariants.productId, product.id));
  const colors = new Set(rows.map((r) => r.color));
  return { ...product, colors: NamedColors.filter((c) => colors.has(c)) };
}

/** productByCode without the 404: null when there is no such product (an import names the row's problem instead). */
export async function findProductByCode(db: Executor, code: string): Promise<PictureProduct | null> {
  return productByCode(db, code).catch((error: unknown) => {
    if (error instanceof ApiError && error.error === 'product_not_found') return null;
    throw error;
  });
}

export async function pictureRows(db: Executor, productId: number): Promise<ProductPictureRow[]> {
  return db.select().from(productPictures).where(eq(productPictures.productId, productId)).orderBy(asc(productPictures.position), asc(productPictures.id));
}

/** The order of a product's pictures as a short version: what a reorder is checked against. */
export function pictureOrderVersion(rows: readonly Pick<ProductPictureRow, 'id'>[]): string {
  return createHash('sha256').update(rows.map((r) => r.id).join(',')).digest('hex').slice(0, 16);
}

export function toStaffPicture(row: ProductPictureRow): StaffPicture {
  return {
    id: row.id,
    color: (row.color as NamedColor | null) ?? null,
    position: row.position,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    sha256: row.sha256,
    alt: { el: row.alt.el, en: row.alt.en },
    src: productPicturePath(row.id, row.sha256),
    createdAt: row.createdAt.toISOString(),
  };
}

export function pictureList(product: PictureProduct, rows: readonly ProductPictureRow[]): StaffPictureList {
  return { productCode: product.code, colors: product.colors, version: pictureOrderVersion(rows), items: rows.map(toStaffPicture) };
}

/** What the audit keeps of a picture (before / after). */
export const auditedPicture = (row: ProductPictureRow) => ({ pictureId: row.id, color: row.color, position: row.position, alt: row.alt, sha256: row.sha256, bytes: row.bytes });
