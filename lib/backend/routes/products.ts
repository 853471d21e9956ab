import type { Context, Hono } from 'hono';
import { routes } from '@/lib/contract/api-routes';
import { RELATED_PRODUCTS_MAX } from '@/lib/contract/catalog';
import { CatalogCacheKeys } from '@/lib/cache-tags';
import { catalogContext, respondCached, type CatalogContext } from '../catalog/catalog-context';
import { listProducts, productDetails, relatedProducts, visibleSlot } from '../catalog/product-queries';
import { formerSlugSlot } from '../catalog/former-slug';
import type { ApiEnv } from '../context';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';

/**
 * The catalogue (DESIGN §8 catalogue and entities rows for Products), served from the in-memory
 * catalogue index (lib/backend/catalog). Inactive products and products restricted to another
 * partner do not exist for the caller (404 / left out).
 */
const MAX_ID = 2_147_483_647;
const parseId = (raw: string | undefined): number | undefined =>
  raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : undefined;

function slotOrNotFound(ctx: CatalogContext, by: 'id' | 'code' | 'eurl', value: string | number | undefined): number {
  const slot = value === undefined ? undefined : visibleSlot(ctx, by, value);
  if (slot === undefined) throw notFound('product_not_found');
  return slot;
}

async function detailAnswer(c: Context<ApiEnv>, ctx: CatalogContext, slot: number): Promise<Response> {
  const id = ctx.index.id[slot]!;
  return respondCached(
    c,
    ctx,
    CatalogCacheKeys.productDetail(ctx, id),
    async () => {
      const [detail] = await productDetails(c.get('deps').db, ctx, [slot]);
      if (!detail) throw notFound('product_not_found');
      return detail;
    },
    { store: false }, // productDetails caches each detail itself
  );
}

export function productRoutes(app: Hono<ApiEnv>): void {
  mount(app, routes.listProducts, async (c, { query }) => {
    const ctx = await catalogContext(c);
    return respondCached(c, ctx, CatalogCacheKeys.productList(ctx, query), () => listProducts(ctx, query));
  });

  mount(app, routes.productsByIds, async (c, { body }) => {
    const ctx = await catalogContext(c);
    const ids = [...new Set(body.ids)];
    const slots = ids.flatMap((id) => {
      const slot = visibleSlot(ctx, 'id', id);
      return slot === undefined ? [] : [slot];
    });
    const key = CatalogCacheKeys.productsByIds(ctx, slots.map((slot) => ctx.index.id[slot]!));
    return respondCached(c, ctx, key, async () => ({ items: await productDetails(c.get('deps').db, ctx, slots) }), { store: false });
  });

  // Registered before `/Products/:id`, so `ByCode` and `ByUrl` are never taken for ids.
  mount(app, routes.productByCode, async (c, { params }) => {
    const ctx = await catalogContext(c);
    return detailAnswer(c, ctx, slotOrNotFound(ctx, 'code', params.code));
  });

  // A former slug of a product (staff changed its eurl) answers the product, whose eurl is the current one (decision 0041).
  mount(app, routes.productByUrl, async (c, { params }) => {
    const ctx = await catalogContext(c);
    const url = params.url ?? '';
    const slot = visibleSlot(ctx, 'eurl', url) ?? (await formerSlugSlot(c.get('deps').db, ctx, url));
    if (slot === undefined) throw notFound('product_not_found');
    return detailAnswer(c, ctx, slot);
  });

  mount(app, routes.productById, async (c, { params }) => {
    const ctx = await catalogContext(c);
    return detailAnswer(c, ctx, slotOrNotFound(ctx, 'id', parseId(params.id)));
  });

  mount(app, routes.relatedProducts, async (c, { params }) => {
    const ctx = await catalogContext(c);
    const slot = slotOrNotFound(ctx, 'id', parseId(params.id));
    return respondCached(c, ctx, CatalogCacheKeys.productRelated(ctx, ctx.index.id[slot]!), () => relatedProducts(ctx, slot, RELATED_PRODUCTS_MAX));
  });
}
