import type { Hono } from 'hono';
import { staffRoutes as r } from '@/lib/contract/staff-routes';
import type { ApiEnv } from '../../context';
import { mount } from '../../http/mount';
import { priceSourceOf } from './catalog-common';
import { createStaffBrand, deleteStaffBrand, listStaffBrands, updateStaffBrand } from './staff-catalog-brands';
import { bulkEditProducts } from './staff-catalog-bulk';
import { createStaffCategory, deleteStaffCategory, listStaffCategories, updateStaffCategory } from './staff-catalog-categories';
import { changeStaffProductStatus, createStaffProduct, deleteStaffProduct, updateStaffProduct } from './staff-catalog-products';
import { getStaffProduct, listStaffProducts } from './staff-catalog-read';
import { putStaffVariants } from './staff-catalog-variants';
import { getComposition } from './product-composition-read';
import { putBundleParts, putGroupMembers } from './staff-product-kinds';

/** The catalogue routes of the operations API (issue #45 item 1; lib/contract/staff-catalog-routes.ts). */
export function catalogStaffRoutes(app: Hono<ApiEnv>): void {
  const code = (params: Record<string, string | undefined>) => params.code ?? '';
  mount(app, r.staffCatalogProducts, (c, { query }) => listStaffProducts(c.get('deps'), query));
  mount(app, r.staffCatalogProduct, (c, { params }) => getStaffProduct(c.get('deps'), code(params)));
  mount(app, r.staffCatalogProductCreate, (c, { body }) => createStaffProduct(c.get('deps'), c.get('staff'), body, priceSourceOf(c)));
  mount(app, r.staffCatalogProductUpdate, (c, { params, body }) => updateStaffProduct(c.get('deps'), c.get('staff'), code(params), body, priceSourceOf(c)));
  mount(app, r.staffCatalogProductStatus, (c, { params, body }) => changeStaffProductStatus(c.get('deps'), c.get('staff'), code(params), body));
  mount(app, r.staffCatalogProductDelete, async (c, { params, body }) => {
    await deleteStaffProduct(c.get('deps'), c.get('staff'), code(params), body);
    return c.body(null, 204);
  });
  mount(app, r.staffCatalogProductVariants, (c, { params, body }) => putStaffVariants(c.get('deps'), c.get('staff'), code(params), body));
  mount(app, r.staffCatalogProductParts, (c, { params }) => getComposition(c.get('deps'), code(params)));
  mount(app, r.staffCatalogProductMembers, (c, { params }) => getComposition(c.get('deps'), code(params)));
  mount(app, r.staffCatalogProductPartsPut, (c, { params, body }) => putBundleParts(c.get('deps'), c.get('staff'), code(params), body));
  mount(app, r.staffCatalogProductMembersPut, (c, { params, body }) => putGroupMembers(c.get('deps'), c.get('staff'), code(params), body));
  mount(app, r.staffCatalogBulkEdit, (c, { body }) => bulkEditProducts(c.get('deps'), c.get('staff'), body, priceSourceOf(c)));
  mount(app, r.staffCatalogCategories, (c) => listStaffCategories(c.get('deps')));
  mount(app, r.staffCatalogCategoryCreate, (c, { body }) => createStaffCategory(c.get('deps'), c.get('staff'), body));
  mount(app, r.staffCatalogCategoryUpdate, (c, { params, body }) => updateStaffCategory(c.get('deps'), c.get('staff'), code(params), body));
  mount(app, r.staffCatalogCategoryDelete, async (c, { params }) => {
    await deleteStaffCategory(c.get('deps'), c.get('staff'), code(params));
    return c.body(null, 204);
  });
  mount(app, r.staffCatalogBrands, (c) => listStaffBrands(c.get('deps')));
  mount(app, r.staffCatalogBrandCreate, (c, { body }) => createStaffBrand(c.get('deps'), c.get('staff'), body));
  mount(app, r.staffCatalogBrandUpdate, (c, { params, body }) => updateStaffBrand(c.get('deps'), c.get('staff'), code(params), body));
  mount(app, r.staffCatalogBrandDelete, async (c, { params }) => {
    await deleteStaffBrand(c.get('deps'), c.get('staff'), code(params));
    return c.body(null, 204);
  });
}
