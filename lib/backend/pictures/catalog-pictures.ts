import { asc } from 'drizzle-orm';
import { cardPictures, productPicturePath, type ShownPicture } from '@/lib/catalog/product-pictures';
import type { Language, NamedColor } from '@/lib/contract/enums';
import type { CatalogIndex } from '../catalog/catalog-index';
import type { Database } from '../db/client';
import { productPictures } from '../db/schema';

/**
 * The uploaded pictures beside the catalogue index (issue #45 item 2): one read of every picture
 * row per index version (a picture change bumps the version: migration 0023's trigger), kept per
 * index object, so the catalogue's answers (lib/backend/catalog/product-views.ts) add them without
 * a query per product. A product without pictures gets none (the storefront draws it).
 */
type StoredPicture = { src: string; color: NamedColor | null; alt: { el: string; en: string }; width: number; height: number };
type Attached = { version: string; byProduct: Map<number, StoredPicture[]> };

const attached = new WeakMap<CatalogIndex, Attached>();
const loading = new WeakMap<CatalogIndex, Promise<void>>();

async function readPictures(db: Database): Promise<Map<number, StoredPicture[]>> {
  const rows = await db
    .select({ id: productPictures.id, productId: productPictures.productId, color: productPictures.color, sha256: productPictures.sha256, alt: productPictures.alt, width: productPictures.width, height: productPictures.height })
    .from(productPictures)
    .orderBy(asc(productPictures.productId), asc(productPictures.position), asc(productPictures.id));
  const byProduct = new Map<number, StoredPicture[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ src: productPicturePath(row.id, row.sha256), color: row.color as NamedColor | null, alt: row.alt, width: row.width, height: row.height });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** Reads the pictures for this index (once per index and version; callers share a read in flight). */
export async function attachCatalogPictures(db: Database, index: CatalogIndex): Promise<void> {
  if (attached.get(index)?.version === index.version) return;
  let pending = loading.get(index);
  if (!pending) {
    const version = index.version;
    pending = readPictures(db)
      .then((byProduct) => void attached.set(index, { version, byProduct }))
      .finally(() => loading.delete(index));
    loading.set(index, pending);
  }
  await pending;
}

const shown = (p: StoredPicture, lang: Language): ShownPicture => ({ src: p.src, color: p.color, alt: p.alt[lang], width: p.width, height: p.height });

/** A product's pictures for an answer in `lang`: every one (a detail) or what a card needs; `{}` when it has none. */
export function picturesOf(index: CatalogIndex, productId: number, lang: Language, which: 'card' | 'detail'): { pictures?: ShownPicture[] } {
  const list = attached.get(index)?.byProduct.get(productId);
  if (!list?.length) return {};
  return { pictures: (which === 'card' ? cardPictures(list) : list).map((p) => shown(p, lang)) };
}
