import type { RouteDef } from './api-routes';
import { zStaffBundlePartsRequest, zStaffGroupMembersRequest, zStaffProductComposition } from './staff-product-kinds';

/**
 * A Bundle's parts and a Grouped product's members (issue #45, decision 0046), spread into
 * staffPaths and staffRoutes (staff-routes.ts): an Employee replaces them; a SalesPerson and an
 * Inspector read.
 */
const def = <T extends RouteDef>(d: T) => d;

export const staffProductKindsPaths = {
  catalogProductParts: '/staff/catalog/products/:code/parts',
  catalogProductMembers: '/staff/catalog/products/:code/members',
} as const;

const P = staffProductKindsPaths;
const read = { Employee: 200, SalesPerson: 200, OtherSalesPerson: 200, Inspector: 200, customer: 401, anonymous: 401 } as const;
const write = { Employee: 200, SalesPerson: 403, OtherSalesPerson: 403, Inspector: 403, customer: 401, anonymous: 401 } as const;
const base = { tag: 'staff', auth: false, partner: false } as const;
const COMMON = '404 product_not_found, 409 product_changed (another change since expectedVersion; the answer names the current version), 403 staff_read_only / staff_role_forbidden';

export const staffProductKindsRoutes = {
  staffCatalogProductParts: def({ ...base, method: 'get', path: P.catalogProductParts, staff: 'read', access: read, responses: { 200: zStaffProductComposition }, summary: "What a product is made of: a Bundle's parts (SKU, product, units per bundle, stock) and the stock they make, a Grouped product's members in order; 404 product_not_found" }),
  staffCatalogProductPartsPut: def({ ...base, method: 'put', path: P.catalogProductParts, staff: 'write', body: zStaffBundlePartsRequest, access: write, responses: { 200: zStaffProductComposition }, summary: `Replace a Bundle's parts (each a variant by SKU or id, units per bundle ≥ 1); orders already placed keep what they took; audited, the product's version bumped. 400 with field keys (parts: product_not_bundle / bundle_parts_required (a published bundle), parts.N.sku or parts.N.variantId: part_required / part_not_found / part_is_bundle_itself / part_is_bundle / part_kind_invalid / part_not_in_range (not sold to every partner the bundle is) / part_duplicate), ${COMMON}` }),
  staffCatalogProductMembers: def({ ...base, method: 'get', path: P.catalogProductMembers, staff: 'read', access: read, responses: { 200: zStaffProductComposition }, summary: "The same answer as …/parts: a Grouped product's members in order (and a Bundle's parts); 404 product_not_found" }),
  staffCatalogProductMembersPut: def({ ...base, method: 'put', path: P.catalogProductMembers, staff: 'write', body: zStaffGroupMembersRequest, access: write, responses: { 200: zStaffProductComposition }, summary: `Replace a Grouped product's members, in the order the storefront shows them (product codes or ids); audited, the product's version bumped. 400 with field keys (members: product_not_grouped / group_members_required (a published group needs two), members.N: member_not_found / member_is_group_itself / member_is_group / member_not_in_range (not sold to every partner the group is) / member_duplicate), ${COMMON}` }),
} satisfies Record<string, RouteDef>;
