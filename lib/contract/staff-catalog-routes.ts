import type { RouteDef } from './api-routes';
import {
  zStaffBrand, zStaffBrandCreate, zStaffBrandList, zStaffBrandUpdate, zStaffBulkEditRequest, zStaffBulkEditResult, zStaffCategory, zStaffCategoryCreate,
  zStaffCategoryTree, zStaffCategoryUpdate, zStaffProduct, zStaffProductCreate, zStaffProductDeleteRequest, zStaffProductList, zStaffProductListQuery, zStaffProductStatusRequest,
  zStaffProductUpdate, zStaffVariantsRequest,
} from './staff-catalog';

/**
 * The catalogue routes of the operations API (issue #45 item 1, decision 0033), spread into
 * staffPaths and staffRoutes (staff-routes.ts): an Employee changes products, variants, prices,
 * categories and brands; a SalesPerson and an Inspector read (403 staff_role_forbidden /
 * staff_read_only on a change). Every change is audited and bumps the record's version.
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffCatalogPaths = {
  catalogProducts: '/staff/catalog/products',
  catalogProduct: '/staff/catalog/products/:code',
  catalogProductStatus: '/staff/catalog/products/:code/status',
  catalogProductVariants: '/staff/catalog/products/:code/variants',
  catalogBulkEdit: '/staff/catalog/bulk-edit',
  catalogCategories: '/staff/catalog/categories',
  catalogCategory: '/staff/catalog/categories/:code',
  catalogBrands: '/staff/catalog/brands',
  catalogBrand: '/staff/catalog/brands/:code',
} as const;

const P = staffCatalogPaths;
const read = { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 } as const;
const write = (status: number) => ({ Employee: status, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 });
const base = { tag: 'staff', auth: false, partner: false } as const;
const W = '403 staff_read_only / staff_role_forbidden';

export const staffCatalogRoutes = {
  staffCatalogProducts: def({ ...base, method: 'get', path: P.catalogProducts, staff: 'read', query: zStaffProductListQuery, access: read, responses: { 200: zStaffProductList }, summary: 'Products by code: search (code, name in both languages), filtered by category, brand, status, stock (in / low / out), kind or partner; each with its price, total stock, variant count and version' }),
  staffCatalogProduct: def({ ...base, method: 'get', path: P.catalogProduct, staff: 'read', access: read, responses: { 200: zStaffProduct }, summary: 'A product with every field in both languages, its variants, partner range, version and its latest 20 prices; 404 product_not_found' }),
  staffCatalogProductCreate: def({ ...base, method: 'post', path: P.catalogProducts, staff: 'write', body: zStaffProductCreate, access: write(201), responses: { 201: zStaffProduct }, summary: `Create a product (Draft unless said; rich text sanitised; price history started); audited. 400 with field keys (code: product_code_format / product_code_taken, eurl: eurl_format / eurl_taken, categoryCode: category_not_found, brandCode: brand_not_found, partners: partner_not_found, validation keys), ${W}` }),
  staffCatalogProductUpdate: def({ ...base, method: 'put', path: P.catalogProduct, staff: 'write', body: zStaffProductUpdate, access: write(200), responses: { 200: zStaffProduct }, summary: `Change a product's fields (a price or price-basis change is kept in its price history); audited with the changed fields before and after. 400 with field keys as on create (categoryCode: category_size_kind_locked when its variants' sizes do not fit the new category), 404 product_not_found, 409 product_changed (another change since expectedVersion; the answer names the current version), ${W}` }),
  staffCatalogProductStatus: def({ ...base, method: 'post', path: P.catalogProductStatus, staff: 'write', body: zStaffProductStatusRequest, access: write(200), responses: { 200: zStaffProduct }, summary: `Publish, archive or take a product back to Draft (only Published is sold); audited. 404 product_not_found, 409 product_changed / status_unchanged / bundle_parts_required (a Bundle is published with a part) / group_members_required (a Grouped product with two members), ${W}` }),
  staffCatalogProductDelete: def({ ...base, method: 'delete', path: P.catalogProduct, staff: 'write', body: zStaffProductDeleteRequest, access: write(204), responses: { 204: null }, summary: `Delete a product that was never in a cart, an order, an order list, a quote or a bundle, named with the version it was read at ({ expectedVersion }); audited; its pictures' stored objects are deleted after the commit, best effort. 409 product_in_use (archive it instead) / product_changed (another change since expectedVersion; the answer names the current version), 404 product_not_found, ${W}` }),
  staffCatalogProductVariants: def({ ...base, method: 'put', path: P.catalogProductVariants, staff: 'write', body: zStaffVariantsRequest, access: write(200), responses: { 200: zStaffProduct }, summary: `Set a product's colour × size grid: every variant it should have (SKU, colour, size of the category's size kind, stock, availability); a variant left out is deleted, or kept with stock 0 and NotAvailable when a cart, order, order list, quote or bundle holds it; audited. 400 with field keys per row (variants.N.sku: sku_taken / sku_duplicate, variants.N.size: size_not_in_kind / size_required, variants.N.color: variant_duplicate, variants.N.expectedStock: expected_stock_required when an existing variant's stock changes without the stock it was read at), 404 product_not_found, 409 product_changed / stock_changed (an order moved a row's stock since expectedStock: variants.N.stock, params naming the stock now; nothing written), ${W}` }),
  staffCatalogBulkEdit: def({ ...base, method: 'post', path: P.catalogBulkEdit, staff: 'write', body: zStaffBulkEditRequest, access: write(200), responses: { 200: zStaffBulkEditResult }, summary: `Change many products at once, all or nothing: set the price, change it by a percentage (rounded to the cent, never below 0) or set every variant's stock, over the products a filter (the list's) or a list of codes selects; audited per product, each price change kept in its history, each product's version bumped. 400 bulk_selection_required / bulk_selection_too_large, ${W}` }),
  staffCatalogCategories: def({ ...base, method: 'get', path: P.catalogCategories, staff: 'read', access: read, responses: { 200: zStaffCategoryTree }, summary: 'The category tree in tree order (a parent before its children, by position), both languages, size kind, product count and version' }),
  staffCatalogCategoryCreate: def({ ...base, method: 'post', path: P.catalogCategories, staff: 'write', body: zStaffCategoryCreate, access: write(201), responses: { 201: zStaffCategory }, summary: `Create a category; audited. 400 with field keys (code: taxonomy_code_format / category_code_taken, parentCode: category_not_found), ${W}` }),
  staffCatalogCategoryUpdate: def({ ...base, method: 'put', path: P.catalogCategory, staff: 'write', body: zStaffCategoryUpdate, access: write(200), responses: { 200: zStaffCategory }, summary: `Change a category's parent, names, size kind and position; audited. 400 with field keys (parentCode: category_not_found / category_parent_cycle, sizeKind: category_size_kind_locked while it has products), 404 category_not_found, 409 category_changed, ${W}` }),
  staffCatalogCategoryDelete: def({ ...base, method: 'delete', path: P.catalogCategory, staff: 'write', access: write(204), responses: { 204: null }, summary: `Delete a category without products or children; audited. 409 category_in_use, 404 category_not_found, ${W}` }),
  staffCatalogBrands: def({ ...base, method: 'get', path: P.catalogBrands, staff: 'read', access: read, responses: { 200: zStaffBrandList }, summary: 'Brands by code with their product count and version' }),
  staffCatalogBrandCreate: def({ ...base, method: 'post', path: P.catalogBrands, staff: 'write', body: zStaffBrandCreate, access: write(201), responses: { 201: zStaffBrand }, summary: `Create a brand; audited. 400 with field keys (code: taxonomy_code_format / brand_code_taken), ${W}` }),
  staffCatalogBrandUpdate: def({ ...base, method: 'put', path: P.catalogBrand, staff: 'write', body: zStaffBrandUpdate, access: write(200), responses: { 200: zStaffBrand }, summary: `Rename a brand; audited. 404 brand_not_found, 409 brand_changed, ${W}` }),
  staffCatalogBrandDelete: def({ ...base, method: 'delete', path: P.catalogBrand, staff: 'write', access: write(204), responses: { 204: null }, summary: `Delete a brand without products; audited. 409 brand_in_use, 404 brand_not_found, ${W}` }),
} satisfies Record<string, RouteDef>;
